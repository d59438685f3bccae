import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { EmailSchema } from '../../shared/contract/schemas'
import { eventPlace } from '../../shared/dates/calendar-links'
import { guestSurveyLink, ticketDetailLink } from '../../shared/domain/account-links'
import { isSelfPaced } from '../../shared/domain/event-phase'
import { EVENT_TYPE } from '../../shared/domain/event-types'
import { commonQuestionKeys } from '../../shared/domain/registration-questions'
import { showsDateTime } from '../../shared/domain/ticket-visibility'
import { decodeEntities } from '../../shared/html/plain-text'
import * as messages from '../../shared/messages/messages'
import { eventWhenText } from './event-when'
import {
  type EventRow,
  findTicket,
  moduleLink,
  readFields,
  scheduleOf,
  seatsTaken,
  sessionVideoLink,
  type TicketRow,
} from './events-store'
import { EnvelopeError } from './http/envelope'
import type { SiteUrl } from './http/site-url'
import { buildEventIcs } from './ics'
import { headerLine, letter, type QueuedEmail, queueEmail } from './outbox'
import type { ServerContext } from './server-context'
import { newTicketId } from './tokens'
import { findUserByEmail, type UserRow } from './users'

export interface RegistrationResult {
  ticketId: string
  alreadyMember: boolean
  waitlisted: boolean
}

interface Registrant {
  user: UserRow | undefined
  email: string
  firstName: string
  lastName: string
  personKey: string
}

function answer(form: Record<string, string>, key: string): string {
  return (form[key] ?? '').trim()
}

/**
 * Who registers (§3.5): a logged-in user, or a guest identified by the type's e-mail question (or
 * the {slug}Email key). A guest whose e-mail has an account registers as that account, so one
 * person never holds two tickets for one event.
 */
function identifyRegistrant(
  ctx: ServerContext,
  event: EventRow,
  form: Record<string, string>,
  user?: UserRow,
): Registrant {
  const keys = commonQuestionKeys(event.type)
  const typedEmail = answer(form, keys.email) || answer(form, `${ctx.config.brandSlug}Email`)
  const email = user?.email ?? typedEmail
  if (!email) throw new EnvelopeError(messages.registrationEmailMissing)
  if (!v.is(EmailSchema, email)) throw new EnvelopeError(`"${email}" is not a valid email address.`)
  const account = user ?? findUserByEmail(ctx.db, email)
  const firstName = answer(form, keys.firstName) || user?.first_name || ''
  const lastName = answer(form, keys.lastName) || user?.last_name || ''
  if (!firstName) throw new EnvelopeError(messages.registrationFirstNameMissing)
  if (!lastName) throw new EnvelopeError(messages.registrationLastNameMissing)
  return {
    user: account,
    email: account?.email ?? email,
    firstName,
    lastName,
    personKey: account ? `user:${account.id}` : `email:${email.toLowerCase()}`,
  }
}

/**
 * The teacher's own guest ticket, from before the account, joins the account when the address is
 * proven (guest-tickets.ts). A second registration now would give one person two seats, and the
 * survey found by e-mail would go to the guest one.
 */
function refuseWhileGuestTicketWaits(ctx: ServerContext, event: EventRow, user: UserRow): void {
  const waiting = ctx.db
    .prepare(
      `SELECT 1 FROM tickets WHERE event_id = ? AND user_id IS NULL AND lower(email) = lower(?) AND status <> 'Cancelled'`,
    )
    .get(event.id, user.email)
  if (waiting) throw new EnvelopeError(messages.guestTicketAwaitsConfirmation)
}

/** A guest's e-mail goes out again at most this often for one ticket. */
const RESEND_AFTER_MS = 10 * 60 * 1000

/**
 * A guest who registers again for an event they hold a ticket for (the first e-mail lost, or
 * deleted) is told the e-mail is on its way (§4.2 step 4), so it goes again: a guest has no
 * account to look in. Not within ten minutes of the last one, so the form cannot flood an inbox.
 */
function guestAsksAgain(ticket: TicketRow, user: UserRow | undefined): boolean {
  return !user && ticket.user_id === null && ticket.status !== 'Cancelled'
}

/**
 * §7.2 register/. The duplicate check, the capacity check and the insert run in one IMMEDIATE
 * transaction, and UNIQUE (event_id, person_key) backs it up: measured, check-then-insert without
 * it overbooked under parallel load (DESIGN.md).
 */
export function registerForEvent(
  ctx: ServerContext,
  event: EventRow,
  form: Record<string, string>,
  site: SiteUrl,
  user?: UserRow,
): RegistrationResult {
  const registrant = identifyRegistrant(ctx, event, form, user)
  const run = ctx.db.transaction((): { ticket: TicketRow; created: boolean } => {
    const existing = ctx.db
      .prepare('SELECT * FROM tickets WHERE event_id = ? AND person_key = ?')
      .get(event.id, registrant.personKey) as TicketRow | undefined
    if (existing && existing.status !== 'Cancelled') return { ticket: existing, created: false }
    if (registrant.user) refuseWhileGuestTicketWaits(ctx, event, registrant.user)
    const full = event.capacity !== null && seatsTaken(ctx.db, event.id) >= event.capacity
    const status = full ? 'Waitlisted' : 'Registered'
    const answers = JSON.stringify(form)
    if (existing) {
      // A new registration on the cancelled ticket: it joins the waitlist's end, not its old place.
      ctx.db
        .prepare('UPDATE tickets SET status = ?, answers = ?, created_at = ? WHERE id = ?')
        .run(status, answers, ctx.now().toISOString(), existing.id)
      return { ticket: findTicket(ctx.db, existing.id)!, created: true }
    }
    const ticketId = newTicketId()
    ctx.db
      .prepare(
        `INSERT INTO tickets (id, event_id, user_id, person_key, holder_uuid, email, first_name, last_name, status, answers, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        ticketId,
        event.id,
        registrant.user?.id ?? null,
        registrant.personKey,
        registrant.user?.uuid ?? randomUUID(),
        registrant.email,
        registrant.firstName,
        registrant.lastName,
        status,
        answers,
        ctx.now().toISOString(),
      )
    return { ticket: findTicket(ctx.db, ticketId)!, created: true }
  })
  const { ticket, created } = run.immediate()
  if (created) queueRegistrationEmail(ctx, event, ticket, site)
  else if (guestAsksAgain(ticket, user)) queueRegistrationEmail(ctx, event, ticket, site, RESEND_AFTER_MS)
  return {
    ticketId: ticket.id,
    alreadyMember: !user && registrant.user !== undefined,
    waitlisted: ticket.status === 'Waitlisted',
  }
}

/**
 * The guest's way back is the survey page; a teacher's is the ticket detail in the account, which
 * has calendar links only for an event with a date (not an on-demand module). The e-mail and the
 * calendar entry (`dated` false: the entry is the calendar) both carry it.
 */
export function ticketLine(
  ctx: ServerContext,
  event: EventRow,
  ticket: TicketRow,
  site: SiteUrl,
  dated: boolean,
): string {
  const [eventId, ticketId] = [String(event.id), ticket.id]
  if (ticket.user_id === null) {
    const after = isSelfPaced(scheduleOf(event)) ? 'When you have finished the module' : 'After the session'
    return `${after}, fill out the survey here: ${site(guestSurveyLink(ctx.config, eventId, ticketId))}`
  }
  const what = startsModule(event)
    ? `Start the ${ctx.config.moduleService.name} module from your ticket, which then offers its survey`
    : dated
      ? 'Your ticket, with the calendar links and the survey'
      : 'Your ticket and its survey'
  return `${what}: ${site(ticketDetailLink(ctx.config, eventId, ticketId))}`
}

function startsModule(event: EventRow): boolean {
  return Boolean(moduleLink(event)) && isSelfPaced(scheduleOf(event))
}

/** §2.4: the ticket detail's calendar buttons show for virtual events only (not in person). */
function ticketShowsCalendar(event: EventRow): boolean {
  const { virtual, activityLink } = readFields(event)
  return showsDateTime({ type: event.type, virtual: virtual !== 0, activityLink })
}

/**
 * The video session's link and host, as the ticket shows them: a guest has no account to find
 * them in, and the Virtual PD page promises the join link in this e-mail.
 */
function joinLines(ctx: ServerContext, event: EventRow): string[] {
  const { videoHost, virtual } = readFields(event)
  const videoLink = sessionVideoLink(event)
  if (!videoLink || virtual === 0) return []
  const service = ctx.config.videoService.name
  return [`Join the ${service} session: ${videoLink}${videoHost ? ` (host: ${videoHost})` : ''}`]
}

/**
 * A guest's way into a self-paced module: no account holds a ticket that would offer §4.1's START
 * MODULE. A teacher's e-mail leads to that button instead (the ticket line): it records the start,
 * which the ticket's survey offer waits for, and a link straight to the module would skip it.
 */
function moduleLines(ctx: ServerContext, event: EventRow, ticket: TicketRow): string[] {
  if (!startsModule(event) || ticket.user_id !== null) return []
  return [`Start the ${ctx.config.moduleService.name} module: ${moduleLink(event)}`]
}

/** An in-person event's place, as the ticket's location block gives it (§2.4). */
function placeLines(event: EventRow): string[] {
  const fields = readFields(event)
  if (event.type !== EVENT_TYPE.finCamp && fields.virtual !== 0) return []
  const place = eventPlace(fields)
  return place ? [`Where: ${place}`] : []
}

/** §1: FinCampPLUS takes an application rather than a registration (§2.5, §4.1 say so too). */
const isApplication = (event: EventRow) => event.type === EVENT_TYPE.finCampPlus

/**
 * The registration e-mail, with the event's ICS attached so the teacher can add it at once. A
 * seat that opened for someone on the waitlist is told the same way, as the waitlist e-mail said.
 */
function registeredEmail(
  ctx: ServerContext,
  event: EventRow,
  ticket: TicketRow,
  site: SiteUrl,
  seatOpened = false,
): QueuedEmail {
  const title = decodeEntities(event.title)
  const applied = isApplication(event)
  // An application is not a seat yet: no calendar entry for days the teacher may not attend.
  const ics = applied
    ? undefined
    : buildEventIcs(ctx, event, { ticket, site, wayBack: ticketLine(ctx, event, ticket, site, false) })
  const body = letter(ticket.first_name, [
    seatOpened
      ? `A seat opened for "${title}", so you are now registered.`
      : `Thank you for ${applied ? 'applying to' : 'registering for'} "${title}".`,
    `When: ${eventWhenText(scheduleOf(event))}`,
    ...placeLines(event),
    ...joinLines(ctx, event),
    ...moduleLines(ctx, event, ticket),
    ticketLine(ctx, event, ticket, site, Boolean(ics) && ticketShowsCalendar(event)),
    `The ${ctx.config.brand} Team`,
  ])
  const attachments = ics
    ? [{ filename: `event-${event.id}.ics`, contentType: 'text/calendar; method=PUBLISH', content: ics }]
    : []
  const subject = seatOpened
    ? `A seat opened: ${title}`
    : `${applied ? 'Your application is in' : 'You are registered'}: ${title}`
  return { to: ticket.email, subject, ...body, attachments }
}

/** The waitlist e-mail promised one "if a seat opens": a cancellation gave this ticket a seat. */
export function queueSeatOpenedEmail(
  ctx: ServerContext,
  event: EventRow,
  ticket: TicketRow,
  site: SiteUrl,
): void {
  queueEmail(ctx.db, registeredEmail(ctx, event, ticket, site, true), ctx.now())
}

/**
 * A cancellation is told by e-mail. A seat's comes with the calendar entry withdrawn (RFC 5546
 * CANCEL, the registration's UID): a calendar that took the registration's file drops it when the
 * teacher opens this one. `ticket` is the row as it was before the cancel.
 */
export function queueCancelledEmail(
  ctx: ServerContext,
  event: EventRow,
  ticket: TicketRow,
  site: SiteUrl,
): void {
  const title = decodeEntities(event.title)
  const waitlisted = ticket.status === 'Waitlisted'
  const applied = isApplication(event)
  // Neither a waitlist place nor an application was sent a calendar entry to withdraw.
  const ics =
    waitlisted || applied
      ? undefined
      : buildEventIcs(ctx, event, {
          site,
          cancelled: { name: `${ticket.first_name} ${ticket.last_name}`.trim(), email: ticket.email },
        })
  const body = letter(ticket.first_name, [
    waitlisted
      ? `Your place on the waitlist of "${title}" is cancelled.`
      : `Your ${applied ? 'application' : 'registration'} for "${title}" is cancelled.`,
    `When: ${eventWhenText(scheduleOf(event))}`,
    ...(ics
      ? [
          "If you added it to your calendar from the registration e-mail's file, open the attached file to take it out; an entry added with a calendar's button stays until you delete it there.",
        ]
      : []),
    `The event, to ${applied ? 'apply' : 'register'} again while it is open: ${site(`${ctx.config.paths.eventRegistration}?id=${event.id}`)}`,
    `The ${ctx.config.brand} Team`,
  ])
  const attachments = ics
    ? [
        {
          filename: `event-${event.id}-cancelled.ics`,
          contentType: 'text/calendar; method=CANCEL',
          content: ics,
        },
      ]
    : []
  queueEmail(ctx.db, { to: ticket.email, subject: `Cancelled: ${title}`, ...body, attachments }, ctx.now())
}

/**
 * A waitlisted person has no seat yet: no survey, no calendar entry. A teacher can follow the
 * ticket in the account; a guest gets the event page.
 */
function waitlistEmail(ctx: ServerContext, event: EventRow, ticket: TicketRow, site: SiteUrl): QueuedEmail {
  const title = decodeEntities(event.title)
  const link =
    ticket.user_id === null
      ? `The event: ${site(`${ctx.config.paths.eventRegistration}?id=${event.id}`)}`
      : `Your place on the waitlist: ${site(ticketDetailLink(ctx.config, String(event.id), ticket.id))}`
  const body = letter(ticket.first_name, [
    `"${title}" is full, so you are on its waitlist. We will e-mail you if a seat opens.`,
    `When: ${eventWhenText(scheduleOf(event))}`,
    link,
    `The ${ctx.config.brand} Team`,
  ])
  return { to: ticket.email, subject: `You are on the waitlist: ${title}`, ...body }
}

/** `unlessSentWithinMs`: nothing when the same e-mail went to the same address that recently. */
function queueRegistrationEmail(
  ctx: ServerContext,
  event: EventRow,
  ticket: TicketRow,
  site: SiteUrl,
  unlessSentWithinMs?: number,
): void {
  const email =
    ticket.status === 'Waitlisted'
      ? waitlistEmail(ctx, event, ticket, site)
      : registeredEmail(ctx, event, ticket, site)
  if (unlessSentWithinMs !== undefined && sentSince(ctx, email, unlessSentWithinMs)) return
  queueEmail(ctx.db, email, ctx.now())
}

function sentSince(ctx: ServerContext, email: QueuedEmail, withinMs: number): boolean {
  const since = new Date(ctx.now().getTime() - withinMs).toISOString()
  return Boolean(
    ctx.db
      .prepare('SELECT 1 FROM outbox WHERE to_address = ? AND subject = ? AND created_at > ?')
      .get(headerLine(email.to), headerLine(email.subject), since),
  )
}
