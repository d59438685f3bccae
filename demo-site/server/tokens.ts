import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url: the CPAUTH token and the password-reset key. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only hashes are stored, so a copied database does not hand out live sessions or reset keys. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Unguessable ticket ids: a guest reaches the survey with only (event id, ticket id). */
export function newTicketId(): string {
  return randomBytes(8).toString('hex')
}
