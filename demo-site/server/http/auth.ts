import type { Context } from 'hono'
import * as messages from '../../../shared/messages/messages'
import type { Database } from '../db'
import type { ServerContext } from '../server-context'
import { hashToken, newSecretToken } from '../tokens'
import { findUserById, type UserRow } from '../users'
import { EnvelopeError } from './envelope'

/** §6: the token travels in CPAUTH. Accept it bare or wrapped in braces as the spec writes it. */
export function readAuthToken(c: Context): string | undefined {
  const header = c.req.header('CPAUTH')?.trim()
  if (!header) return undefined
  const token = header.replace(/^\{(.*)\}$/, '$1').trim()
  return token || undefined
}

/** Starts a session: a random token for the client, only its hash stored, with an expiry. */
export function createSession(ctx: ServerContext, userId: number): string {
  const token = newSecretToken()
  const expiresAt = ctx.now().getTime() + ctx.tokenTtlMs
  ctx.db
    .prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
    .run(hashToken(token), userId, expiresAt)
  return token
}

export function deleteSession(db: Database, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token))
}

export function deleteUserSessions(db: Database, userId: number): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId)
}

/** Every session of the account but the one making the call (a password change ends the rest). */
export function deleteOtherSessions(db: Database, userId: number, keptToken: string): void {
  db.prepare('DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?').run(userId, hashToken(keptToken))
}

/** The user of a valid, unexpired CPAUTH token, or undefined. */
export function optionalUser(c: Context, ctx: ServerContext): UserRow | undefined {
  const token = readAuthToken(c)
  if (!token) return undefined
  const session = ctx.db
    .prepare('SELECT user_id, expires_at FROM sessions WHERE token_hash = ?')
    .get(hashToken(token)) as { user_id: number; expires_at: number } | undefined
  if (!session || session.expires_at <= ctx.now().getTime()) return undefined
  return findUserById(ctx.db, session.user_id)
}

/** §6 / §8: calls on a user's own data answer "No User Authorization header sent." without one. */
export function requireUser(
  c: Context,
  ctx: ServerContext,
  errorText: string = messages.missingAuth,
): UserRow {
  const user = optionalUser(c, ctx)
  if (!user) throw new EnvelopeError(errorText)
  return user
}
