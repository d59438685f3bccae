import type { Database } from './db'
import type { SiteUrl } from './http/site-url'
import { letter, queueEmail } from './outbox'
import type { ServerContext } from './server-context'
import { hashToken, newSecretToken } from './tokens'
import { findUserById, type UserRow } from './users'

/** A confirmation link is good for a week: long enough for a teacher back from a conference. */
const CONFIRMATION_TTL_MS = 7 * 24 * 3_600_000

export const CONFIRM_EMAIL_PATH = '/confirm-email/'

/** Tickets of `email` registered as a guest: not cancelled, held by no account. */
function guestTicketCount(db: Database, email: string): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM tickets WHERE user_id IS NULL AND lower(email) = lower(?) AND status <> 'Cancelled'`,
    )
    .get(email) as { n: number }
  return row.n
}

/** What brought an account's address to guest tickets: the e-mail says it in its own words. */
export type OfferOccasion = 'sign-up' | 'log-in' | 'address-change'

const OFFER_WORDS: Record<
  OfferOccasion,
  { opening: (brand: string, registrations: string) => string; notYou: string }
> = {
  'sign-up': {
    opening: (brand, registrations) =>
      `Welcome to ${brand}! This address has ${registrations} made before you had an account.`,
    notYou: 'If you did not create this account,',
  },
  'log-in': {
    opening: (brand, registrations) =>
      `This address, which your ${brand} account uses, has ${registrations} made without logging in.`,
    notYou: 'If this is not your account,',
  },
  'address-change': {
    opening: (brand, registrations) =>
      `Your ${brand} account now uses this address, which has ${registrations} made without logging in.`,
    notYou: "If you did not change your account's address,",
  },
}

/**
 * When an account's address holds guest tickets, e-mails that address a link that proves it owns
 * the address; only following it moves the tickets. Signing up with someone else's address gains
 * nothing.
 */
export function offerGuestTickets(
  ctx: ServerContext,
  user: UserRow,
  siteUrl: SiteUrl,
  occasion: OfferOccasion = 'sign-up',
): boolean {
  const count = guestTicketCount(ctx.db, user.email)
  if (count === 0) return false
  const key = newSecretToken()
  ctx.db
    .prepare('INSERT INTO email_confirmations (key_hash, user_id, email, created_at) VALUES (?, ?, ?, ?)')
    .run(hashToken(key), user.id, user.email, ctx.now().getTime())
  const [registrations, them, their] =
    count === 1
      ? ['an event registration', 'it', 'its survey and certificate']
      : [`${count} event registrations`, 'them', 'their surveys and certificates']
  const brand = ctx.config.brand
  const words = OFFER_WORDS[occasion]
  const body = letter(user.first_name, [
    `${words.opening(brand, registrations)} Confirm that this is your address to see ${them}, with ${their}, in your account:`,
    siteUrl(`${CONFIRM_EMAIL_PATH}?key=${key}`),
    `${words.notYou} you can ignore this e-mail: nothing moves without this link.`,
    `The ${brand} Team`,
  ])
  queueEmail(
    ctx.db,
    { to: user.email, subject: `Confirm your e-mail address for ${ctx.config.brand}`, ...body },
    ctx.now(),
  )
  return true
}

/**
 * At a log-in: a teacher whose link expired, or who never followed it, gets a new one when the
 * address still holds guest tickets and no unexpired link is waiting.
 */
export function offerGuestTicketsAgain(ctx: ServerContext, user: UserRow, siteUrl: SiteUrl): boolean {
  return guestTicketLinkWaiting(ctx, user) ? false : offerGuestTickets(ctx, user, siteUrl, 'log-in')
}

/** Has the account's address an unexpired, unfollowed link to its guest tickets? */
export function guestTicketLinkWaiting(ctx: ServerContext, user: UserRow): boolean {
  const waiting = ctx.db
    .prepare(
      'SELECT 1 FROM email_confirmations WHERE user_id = ? AND lower(email) = lower(?) AND used_at IS NULL AND created_at > ?',
    )
    .get(user.id, user.email, ctx.now().getTime() - CONFIRMATION_TTL_MS)
  return waiting !== undefined
}

export type GuestTicketClaim = { user: UserRow; moved: number } | 'expired' | undefined

/**
 * Follows a confirmation link: moves every guest ticket of the confirmed address to the account,
 * once. A key that is unknown, used, expired, or for an address the account no longer has moves
 * nothing. A guest ticket for an event the account already holds stays where it is (one person,
 * one ticket per event).
 */
export function claimGuestTickets(ctx: ServerContext, key: string): GuestTicketClaim {
  const claim = ctx.db.transaction((): GuestTicketClaim => {
    const row = ctx.db
      .prepare(
        'SELECT user_id, email, created_at FROM email_confirmations WHERE key_hash = ? AND used_at IS NULL',
      )
      .get(hashToken(key)) as { user_id: number; email: string; created_at: number } | undefined
    if (!row) return undefined
    if (ctx.now().getTime() - row.created_at > CONFIRMATION_TTL_MS) return 'expired'
    const user = findUserById(ctx.db, row.user_id)
    if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) return undefined
    ctx.db
      .prepare('UPDATE email_confirmations SET used_at = ? WHERE key_hash = ?')
      .run(ctx.now().getTime(), hashToken(key))
    // holder_uuid stays the guest's: the certificate links already e-mailed to the guest carry it,
    // and the certificate page takes the account's uuid as well (routes/printables.ts).
    const moved = ctx.db
      .prepare(
        `UPDATE tickets SET user_id = ?, person_key = ?
         WHERE user_id IS NULL AND lower(email) = lower(?) AND status <> 'Cancelled'
           AND event_id NOT IN (SELECT event_id FROM tickets WHERE person_key = ?)`,
      )
      .run(user.id, `user:${user.id}`, row.email, `user:${user.id}`)
    return { user, moved: moved.changes }
  })
  return claim.immediate()
}
