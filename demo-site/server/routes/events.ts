import type { Context, Hono } from 'hono'
import type * as v from 'valibot'
import * as events from '../../../shared/contract/events'
import { absoluteLink } from '../../../shared/dates/calendar-links'
import { hasEnded, isSelfPaced, registrationOpen, surveyOpen } from '../../../shared/domain/event-phase'
import { eventSchedule } from '../../../shared/domain/event-schedule'
import { isOnDemand } from '../../../shared/domain/event-types'
import { canCancel } from '../../../shared/domain/ticket-visibility'
import { certificatePageUrl } from '../../../shared/domain/transcript-link'
import { decodeEntities } from '../../../shared/html/plain-text'
import * as messages from '../../../shared/messages/messages'
import { calendarKey, isCalendarKey } from '../calendar-key'
import {
  type EventRow,
  findEvent,
  findTicket,
  findTicketViews,
  scheduleOf,
  seatCounts,
  type TicketRow,
  type TicketView,
  toEventInfo,
  toTicketInfo,
} from '../events-store'
import { optionalUser, requireUser } from '../http/auth'
import { EnvelopeError } from '../http/envelope'
import { serveCall } from '../http/serve-call'
import { type SiteUrl, siteUrl } from '../http/site-url'
import { buildEventIcs } from '../ics'
import { letter, queueEmail } from '../outbox'
import { queueCancelledEmail, queueSeatOpenedEmail, registerForEvent, ticketLine } from '../registration'
import type { ServerContext } from '../server-context'
import {
  findSurveyProblem,
  SURVEY_EMAIL_KEY,
  surveyPrefilledAnswers,
  surveyQuestionsFor,
} from '../survey-questions'
import { userEventsSummary } from '../user-events'
import { findUserById, type UserRow } from '../users'

type RegisterBody = v.InferOutput<typeof events.register.body>
type SurveyLookupBody = v.InferOutput<typeof events.findSurveyTicket.body>
type TicketKeyBody = v.InferOutput<typeof events.getSurveyQuestions.body>
type SurveyAnswersBody = v.InferOutput<typeof events.submitSurvey.body>
type StartModuleBody = v.InferOutput<typeof events.startModule.body>

function requireEvent(ctx: ServerContext, id: string): EventRow {
  const event = findEvent(ctx.db, id)
  if (!event) throw new EnvelopeError(messages.eventNotFound)
  return event
}

/** A ticket reached by (event id, ticket id): the unguessable ticket id is the guest's key (§4.3). */
function requireTicketView(ctx: ServerContext, eventId: string, ticketId: string): TicketView {
  const [view] = findTicketViews(ctx.db, 't.id = ?', ticketId)
  if (!view || String(view.ticket.event_id) !== eventId) throw new EnvelopeError(messages.ticketNotFound)
  return view
}

function eventInfo(ctx: ServerContext, event: EventRow) {
  return toEventInfo(ctx.config, event, seatCounts(ctx.db, event.id))
}

const LIST_LIMIT = 20

/**
 * Events a visitor can still register for (the shared phase rule), soonest first; self-paced and
 * dateless ones after the dated ones. On-demand types match whatever the brand in their name.
 */
function upcomingEvents(
  ctx: ServerContext,
  filter: { type?: string; from?: string; limit?: number },
): EventRow[] {
  const now = ctx.now()
  const typeMatches = (type: string) =>
    !filter.type || type === filter.type || (isOnDemand(filter.type) && isOnDemand(type))
  const startOf = (event: EventRow) => {
    const schedule = isSelfPaced(scheduleOf(event)) ? undefined : eventSchedule(scheduleOf(event))
    return schedule?.start.getTime() ?? Number.POSITIVE_INFINITY
  }
  return (ctx.db.prepare('SELECT * FROM events').all() as EventRow[])
    .filter((event) => typeMatches(event.type) && registrationOpen(scheduleOf(event), now))
    .filter((event) => !filter.from || (event.start_date ?? '') >= filter.from)
    .sort((a, b) => startOf(a) - startOf(b) || a.id - b.id)
    .slice(0, filter.limit ?? LIST_LIMIT)
}

/** Nothing to give feedback on before the session: no questions, nothing stored or sent. */
function requireSurveyOpen(ctx: ServerContext, event: EventRow): void {
  if (!surveyOpen(scheduleOf(event), ctx.now())) throw new EnvelopeError(messages.surveyNotOpenYet)
}

/** Only a seat holder attended: a waitlist place or a cancelled ticket has no survey to give. */
function requireSeatHeld(ticket: TicketRow): void {
  if (ticket.status === 'Waitlisted') throw new EnvelopeError(messages.surveyWaitlisted)
  if (ticket.status === 'Cancelled') throw new EnvelopeError(messages.surveyCancelled)
}

/**
 * A ticket id works as the link of its e-mail, with or without a session; but a signed-in teacher
 * is never given another account's ticket as theirs: its Confirm and Cancel would be refused, and
 * its survey would be answered, and its certificate earned, by someone else. A guest ticket opens
 * for anyone who has its link: §4.3's lookup leads a signed-in teacher to the guest ticket of the
 * address they registered with, which need not be the account's.
 */
function requireTicketOfVisitor(
  c: Context,
  ctx: ServerContext,
  eventId: string,
  ticketId: string,
  user: UserRow | undefined = optionalUser(c, ctx),
): TicketView {
  const view = requireTicketView(ctx, eventId, ticketId)
  if (user && view.ticket.user_id !== null && view.ticket.user_id !== user.id) {
    throw new EnvelopeError(messages.ticketNotFound)
  }
  return view
}

/**
 * A ticket of the logged-in user (cancel, confirm, start module): the account's own, or a guest
 * ticket made with the account's address that the e-mail's confirmation link has not joined to it
 * yet (its detail screen offers Cancel, which was then refused).
 */
function requireOwnTicket(c: Context, ctx: ServerContext, ticketId: string): TicketRow {
  const user = requireUser(c, ctx)
  const ticket = findTicket(ctx.db, ticketId)
  if (!ticket) throw new EnvelopeError(messages.ticketNotFound)
  if (isOwnTicket(ticket, user)) return ticket
  // A guest's ticket opens for anyone with its link (§4.3's lookup leads a teacher to it), so its
  // refusal may say why; another account's ticket stays "not found".
  throw new EnvelopeError(
    ticket.user_id === null ? messages.guestTicketOfAnotherAddress : messages.ticketNotFound,
  )
}

function isOwnTicket(ticket: TicketRow, user: UserRow): boolean {
  if (ticket.user_id !== null) return ticket.user_id === user.id
  return ticket.email.toLowerCase() === user.email.toLowerCase()
}

/**
 * §7.2 get-ticket/: the ticket for its link, with the session's join link only for its holder
 * signed in (the join link goes to a guest in the registration e-mail).
 */
function ticketOfVisitor(c: Context, ctx: ServerContext, body: TicketKeyBody) {
  const user = optionalUser(c, ctx)
  const view = requireTicketOfVisitor(c, ctx, body.id, body.ticketId, user)
  const holder = user !== undefined && isOwnTicket(view.ticket, user)
  const info = toTicketInfo(ctx.config, view, holder)
  return { event: holder ? { ...info, calendarKey: calendarKey(ctx.secret, view.ticket.id) } : info }
}

function registeredTicketId(c: Context, ctx: ServerContext, eventId: string): string {
  const user = requireUser(c, ctx)
  const ticket = ctx.db
    .prepare(`SELECT id FROM tickets WHERE event_id = ? AND user_id = ? AND status <> 'Cancelled'`)
    .get(Number(requireEvent(ctx, eventId).id), user.id) as { id: string } | undefined
  if (!ticket) throw new EnvelopeError(messages.notRegisteredForEvent)
  return ticket.id
}

function registerWhileOpen(c: Context, ctx: ServerContext, body: RegisterBody) {
  const event = requireEvent(ctx, body.eventID)
  if (!registrationOpen(scheduleOf(event), ctx.now())) throw new EnvelopeError(messages.registrationClosed)
  return registerForEvent(ctx, event, body.registrationForm, siteUrl(c, ctx), optionalUser(c, ctx))
}

/**
 * §4.3: the survey lookup finds the ticket by the e-mail address it was made with. Not before the survey opens: until then the ticket
 * id it gives is of no use to the survey, and would open the ticket to anyone who knows the
 * address.
 */
function surveyTicketId(ctx: ServerContext, body: SurveyLookupBody): string {
  const event = requireEvent(ctx, body.eventID)
  requireSurveyOpen(ctx, event)
  const ticket = ctx.db
    .prepare(
      `SELECT id FROM tickets WHERE event_id = ? AND lower(email) = lower(?) AND status <> 'Cancelled'`,
    )
    .get(event.id, body.emailAddressUsed.trim()) as { id: string } | undefined
  if (!ticket) throw new EnvelopeError(messages.surveyLookupFailed)
  return ticket.id
}

function surveyQuestionsOfTicket(c: Context, ctx: ServerContext, body: TicketKeyBody) {
  const { event, ticket } = requireTicketOfVisitor(c, ctx, body.id, body.ticketId)
  requireSeatHeld(ticket)
  requireSurveyOpen(ctx, event)
  return {
    emailQuestion: SURVEY_EMAIL_KEY,
    emailAnswer: ticket.email,
    questions: surveyQuestionsFor(event.type),
    answers: surveyPrefilledAnswers(event.type),
  }
}

/** §4.3: the answers make the ticket Attended, once, and the certificate e-mail goes out. */
function submitSurveyAnswers(c: Context, ctx: ServerContext, body: SurveyAnswersBody): Record<string, never> {
  const { event, ticket } = requireTicketOfVisitor(c, ctx, body.id, body.ticketId)
  if (ticket.status === 'Attended' || ticket.survey_answers)
    throw new EnvelopeError(messages.surveyAlreadyDone)
  requireSeatHeld(ticket)
  requireSurveyOpen(ctx, event)
  const problem = findSurveyProblem(surveyQuestionsFor(event.type), body.answers)
  if (problem) throw new EnvelopeError(problem)
  const changed = ctx.db
    .prepare(
      `UPDATE tickets SET status = 'Attended', survey_answers = ?, attended_at = ? WHERE id = ? AND survey_answers IS NULL AND status <> 'Attended'`,
    )
    .run(JSON.stringify(body.answers), ctx.now().toISOString(), ticket.id)
  // A second submit racing this one lost: the UPDATE above matched no row.
  if (changed.changes === 0) throw new EnvelopeError(messages.surveyAlreadyDone)
  queueCertificateEmail(ctx, event, ticket, siteUrl(c, ctx))
  return {}
}

function cancelOwnTicket(c: Context, ctx: ServerContext, ticketId: string): Record<string, never> {
  const ticket = requireOwnTicket(c, ctx, ticketId)
  const event = requireEvent(ctx, String(ticket.event_id))
  // §4.1 offers Cancel to a Registered ticket (and a place on the waitlist); an Attended or
  // Flagged one keeps its survey and credits, which a self-paced module, never ended, would lose.
  if (!canCancel({ type: event.type, status: ticket.status }))
    throw new EnvelopeError(messages.cancellationRefused)
  // The account hides Cancel once the event is over (§4.1 as the lifecycle reads it).
  if (hasEnded(scheduleOf(event), ctx.now())) throw new EnvelopeError(messages.cancellationClosed)
  const { cancelled, promoted } = cancelTicket(ctx, event, ticket)
  const site = siteUrl(c, ctx)
  // A second cancel of the same ticket changed nothing and tells nothing.
  if (cancelled) queueCancelledEmail(ctx, event, ticket, site)
  if (promoted) queueSeatOpenedEmail(ctx, event, promoted, site)
  return {}
}

function confirmOwnTicket(c: Context, ctx: ServerContext, ticketId: string): Record<string, never> {
  const ticket = requireOwnTicket(c, ctx, ticketId)
  // A confirm says the teacher will come: once the event is over there is nothing to come to.
  const event = requireEvent(ctx, String(ticket.event_id))
  if (hasEnded(scheduleOf(event), ctx.now())) throw new EnvelopeError(messages.confirmationClosed)
  ctx.db.prepare('UPDATE tickets SET show_confirm = 0 WHERE id = ?').run(ticket.id)
  return {}
}

/** §4.1 START MODULE: the first start is kept; a later one answers that same time. */
function startOwnModule(c: Context, ctx: ServerContext, body: StartModuleBody): { ticketStartTime: string } {
  const ticket = requireOwnTicket(c, ctx, body.ticketId)
  if (String(ticket.event_id) !== body.eventId) throw new EnvelopeError(messages.ticketNotFound)
  const event = findEvent(ctx.db, ticket.event_id)
  if (!event || !isSelfPaced(scheduleOf(event))) throw new EnvelopeError(messages.noModuleToStart)
  ctx.db
    .prepare('UPDATE tickets SET ticket_start_time = ? WHERE id = ? AND ticket_start_time IS NULL')
    .run(ctx.now().toISOString(), ticket.id)
  return { ticketStartTime: findTicket(ctx.db, ticket.id)?.ticket_start_time ?? '' }
}

/**
 * §7.2 ends the start-module path with the module service's name ("start-{module service}/"): the
 * client sends its slug (start-nearpod/), and the name as written (start-Nearpod/) reaches it too.
 */
function startModulePaths(ctx: ServerContext): string[] {
  const { name, pathSegment } = ctx.config.moduleService
  const segments = new Set([pathSegment, ...(/^[\w-]+$/.test(name) ? [name] : [])])
  return [...segments].map((segment) => events.startModule.path.replace('{module}', segment))
}

function eventIcsResponse(c: Context, ctx: ServerContext): Response {
  const event = findEvent(ctx.db, c.req.query('eventId') ?? '')
  if (!event) throw new EnvelopeError(messages.eventNotFound, 404)
  const ticket = findTicket(ctx.db, c.req.query('ticketId') ?? '')
  // The join link goes in with the key get-ticket/ gave the ticket's holder (calendar-key.ts).
  const keyed = ticket && isCalendarKey(ctx.secret, ticket.id, c.req.query('key')) ? ticket : undefined
  const site = siteUrl(c, ctx)
  // A key is for its own ticket's event: another event's file gets no line to a pair that is not one.
  const wayBack = keyed?.event_id === event.id ? ticketLine(ctx, event, keyed, site, false) : undefined
  const ics = buildEventIcs(ctx, event, { ticket: keyed, site, wayBack })
  // A self-paced event (on-demand, a course with a module) or a date §5.11 cannot parse has no
  // session a calendar could hold.
  if (!ics) {
    const selfPaced = isSelfPaced(scheduleOf(event))
    return c.text(selfPaced ? messages.selfPacedHasNoCalendarEntry : messages.eventHasNoCalendarEntry, 404)
  }
  // c.body keeps the cookies set earlier in this request (a bare Response would drop them).
  return c.body(ics, 200, {
    // With METHOD:PUBLISH in the body, RFC 5545 §3.7.2 wants the method in the media type too.
    'Content-Type': 'text/calendar; charset=utf-8; method=PUBLISH',
    'Content-Disposition': `attachment; filename="event-${event.id}.ics"`,
    // With a ticket it may carry the session's join link: no shared cache may keep it.
    'Cache-Control': 'private, no-store',
  })
}

export function registerEventRoutes(app: Hono, ctx: ServerContext): void {
  serveCall(app, events.getEvent, (_c, body) => ({ event: eventInfo(ctx, requireEvent(ctx, body.id)) }))
  serveCall(app, events.checkIfRegistered, (c, body) => registeredTicketId(c, ctx, body.eventID))
  serveCall(app, events.register, (c, body) => registerWhileOpen(c, ctx, body))
  serveCall(app, events.findSurveyTicket, (_c, body) => surveyTicketId(ctx, body))
  serveCall(app, events.getTicket, (c, body) => ticketOfVisitor(c, ctx, body))
  serveCall(app, events.getSurveyQuestions, (c, body) => surveyQuestionsOfTicket(c, ctx, body))
  serveCall(app, events.submitSurvey, (c, body) => submitSurveyAnswers(c, ctx, body))
  serveCall(app, events.userEvents, (c) => userEventsSummary(ctx, requireUser(c, ctx).id))
  serveCall(app, events.listEvents, (_c, body) => ({
    events: upcomingEvents(ctx, body).map((event) => eventInfo(ctx, event)),
  }))
  serveCall(app, events.cancelEvent, (c, body) => cancelOwnTicket(c, ctx, body.ticketId))
  serveCall(app, events.confirmEvent, (c, body) => confirmOwnTicket(c, ctx, body.ticketId))
  for (const path of startModulePaths(ctx)) {
    serveCall(app, events.startModule, (c, body) => startOwnModule(c, ctx, body), path)
  }
  serveCall(app, events.getIcsForEvent, (c) => eventIcsResponse(c, ctx))
}

/**
 * Frees the seat and, while the event is still open for registration, gives it to the first
 * person on the waitlist, in one transaction; answers whether this call cancelled the ticket and
 * that person's ticket. Once the event has started, a seat freed is no seat anyone could still take.
 */
function cancelTicket(
  ctx: ServerContext,
  event: EventRow,
  ticket: TicketRow,
): { cancelled: boolean; promoted?: TicketRow } {
  return ctx.db
    .transaction(() => {
      const result = ctx.db
        .prepare(`UPDATE tickets SET status = 'Cancelled' WHERE id = ? AND status <> 'Cancelled'`)
        .run(ticket.id)
      const cancelled = result.changes > 0
      if (!cancelled || ticket.status === 'Waitlisted') return { cancelled }
      if (!registrationOpen(scheduleOf(event), ctx.now())) return { cancelled }
      const next = ctx.db
        .prepare(
          `SELECT id FROM tickets WHERE event_id = ? AND status = 'Waitlisted' ORDER BY created_at, rowid LIMIT 1`,
        )
        .get(ticket.event_id) as { id: string } | undefined
      if (!next) return { cancelled }
      ctx.db.prepare(`UPDATE tickets SET status = 'Registered' WHERE id = ?`).run(next.id)
      return { cancelled, promoted: findTicket(ctx.db, next.id) }
    })
    .immediate()
}

/** §4.3: the PD certificate is sent after the survey; the link is the certificate page of §7.6. */
function queueCertificateEmail(ctx: ServerContext, event: EventRow, ticket: TicketRow, site: SiteUrl): void {
  const holder = ticket.user_id === null ? undefined : findUserById(ctx.db, ticket.user_id)
  const page = certificatePageUrl(
    ctx.config.paths,
    String(event.id),
    ticket.id,
    holder?.uuid ?? ticket.holder_uuid,
  )
  // §4.1: the ticket's own certificate URL when it has one (the account's "View Your
  // Certificate"), else the certificate page ("Open Your Certificate").
  const link = absoluteLink(ticket.certificate ?? undefined) ?? site(page)
  const body = letter(ticket.first_name, [
    `Thank you for attending "${decodeEntities(event.title)}" and for filling out the survey.`,
    `Your PD certificate: ${link}`,
    `The ${ctx.config.brand} Team`,
  ])
  queueEmail(
    ctx.db,
    { to: ticket.email, subject: `Your PD certificate: ${decodeEntities(event.title)}`, ...body },
    ctx.now(),
  )
}
