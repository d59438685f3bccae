import type { Context, Hono } from 'hono'
import { raw } from 'hono/html'
import { typeLabel } from '../../../shared/domain/event-types'
import { type EventRow, eventCredits, findEvent, findTicket, type TicketRow } from '../events-store'
import { htmlPage, PRINT_HINT, PRINT_SCRIPT, PRINT_SCRIPT_PATH, type SafeHtml, safeHtml } from '../html'
import { academyYearStart, displayDate, siteDate } from '../now'
import { listOutbox, type OutboxEmail } from '../outbox'
import type { ServerContext } from '../server-context'
import { academyDay } from '../user-events'
import { findUserById, type UserRow } from '../users'
import { htmlResponse, notFoundPage } from './pages'

/** The event's dates; for a module without dates, the day it was done (as its credits count it). */
function dateRange(event: EventRow, ticket: TicketRow): string {
  const start = displayDate(event.start_date)
  const end = displayDate(event.end_date)
  return end && end !== start ? `${start} - ${end}` : start || displayDate(academyDay({ event, ticket }))
}

function holderName(ctx: ServerContext, ticket: TicketRow): string {
  if (ticket.user_id === null) return `${ticket.first_name} ${ticket.last_name}`.trim()
  const user = findUserById(ctx.db, ticket.user_id)
  return user ? `${user.first_name} ${user.last_name}` : ticket.email
}

function certificateHtml(ctx: ServerContext, event: EventRow, ticket: TicketRow): SafeHtml {
  const credits = eventCredits(event)
  return safeHtml`<div class="certificate">
<p>${ctx.config.brand} Professional Development</p>
<h1>Certificate of Completion</h1>
<p>This certifies that</p>
<h2>${holderName(ctx, ticket)}</h2>
<p>attended the ${typeLabel(event.type)}</p>
<h2>${event.title}</h2>
<p>on ${dateRange(event, ticket)}, earning ${credits} ${credits === 1 ? 'credit' : 'credits'}.</p>
</div>
${PRINT_HINT}
<p><a class="no-print" href="/">Back to the home page</a></p>`
}

/** Attended tickets of a user, newest first; the current academy year only when `currentOnly`. */
function attendedTickets(
  ctx: ServerContext,
  user: UserRow,
  currentOnly: boolean,
): Array<{ event: EventRow; ticket: TicketRow }> {
  const yearStart = academyYearStart(siteDate(ctx.now()))
  const tickets = ctx.db
    .prepare(`SELECT * FROM tickets WHERE user_id = ? AND status = 'Attended'`)
    .all(user.id) as TicketRow[]
  return tickets
    .map((ticket) => {
      const row = { ticket, event: findEvent(ctx.db, ticket.event_id)! }
      return { ...row, day: academyDay(row) }
    })
    .filter((row) => !currentOnly || row.day >= yearStart)
    .sort((a, b) => b.day.localeCompare(a.day))
}

function transcriptHtml(ctx: ServerContext, user: UserRow, currentOnly: boolean): SafeHtml {
  const rows = attendedTickets(ctx, user, currentOnly)
  const total = rows.reduce((sum, { event }) => sum + eventCredits(event), 0)
  const body = rows.map(
    ({ event, ticket }) =>
      safeHtml`<tr><td>${dateRange(event, ticket)}</td><td>${typeLabel(event.type)}</td><td>${event.title}</td><td>${eventCredits(event)}</td></tr>\n`,
  )
  const scope = currentOnly ? `since ${displayDate(academyYearStart(siteDate(ctx.now())))}` : 'all years'
  return safeHtml`<h1>${ctx.config.brand} PD Transcript</h1>
<p>${`${user.first_name} ${user.last_name}`} (${user.email}), attended events, ${scope}.</p>
<div class="table-scroll">
<table>
<thead><tr><th scope="col">Date</th><th scope="col">Type</th><th scope="col">Title</th><th scope="col">Credits</th></tr></thead>
<tbody>
${body.length > 0 ? body : safeHtml`<tr><td colspan="4">No attended events yet.</td></tr>`}
</tbody>
<tfoot><tr><th scope="row" colspan="3">Total credits</th><td>${Math.round(total * 10) / 10}</td></tr></tfoot>
</table>
</div>
${PRINT_HINT}`
}

function outboxHeaders(email: OutboxEmail): SafeHtml[] {
  const rows: [string, string][] = [
    ['From', email.from],
    ['To', email.to],
    ['Date', new Date(email.createdAt).toUTCString()],
    ['Subject', email.subject],
  ]
  return rows.map(([name, value]) => safeHtml`<tr><th scope="row">${name}</th><td>${value}</td></tr>`)
}

function outboxAttachments(email: OutboxEmail): SafeHtml | '' {
  if (email.attachments.length === 0) return ''
  const links = email.attachments.map(
    (file) =>
      safeHtml`<li><a href="${file.url}" download="${file.filename}">${file.filename}</a> (${file.contentType})</li>`,
  )
  return safeHtml`<h3>Attachments</h3><ul>${links}</ul>`
}

/**
 * Each e-mail as a mail client shows it. The body is the HTML queueEmail built from escaped text
 * (outbox.ts textToHtml), so it is the one value passed through raw.
 */
function outboxHtml(ctx: ServerContext): SafeHtml {
  const items = listOutbox(ctx.db, ctx.config).map(
    (email, index) => safeHtml`${index > 0 ? safeHtml`\n<hr>\n` : ''}<article>
<h2>${email.subject}</h2>
<table class="mail-headers">${outboxHeaders(email)}</table>
<div>${raw(email.html)}</div>
${outboxAttachments(email)}
</article>`,
  )
  return safeHtml`<h1>Outbox</h1>\n<p>Every e-mail the site would have sent, newest first.</p>\n${items.length > 0 ? items : safeHtml`<p>No e-mails yet.</p>`}`
}

/**
 * The uuids a certificate link may carry: the guest's from before the ticket joined an account (links
 * e-mailed to the guest keep working), and the account's.
 */
function holderUuids(ctx: ServerContext, ticket: TicketRow): string[] {
  const account = ticket.user_id === null ? undefined : findUserById(ctx.db, ticket.user_id)
  return account ? [ticket.holder_uuid, account.uuid] : [ticket.holder_uuid]
}

/** The event and ticket of a certificate link (§7.6: e, t, u), when they make a certificate. */
function certifiedTicket(
  ctx: ServerContext,
  query: Record<string, string>,
): { event: EventRow; ticket: TicketRow } | undefined {
  const { e, t, u } = query
  const ticket = t ? findTicket(ctx.db, t) : undefined
  const event = e ? findEvent(ctx.db, e) : undefined
  if (!ticket || !event || ticket.event_id !== event.id) return undefined
  // §4.1: only an Attended ticket has a certificate (§2.13 leaves the page to us); any other's link
  // says it is not available.
  if (ticket.status !== 'Attended') return undefined
  return u && holderUuids(ctx, ticket).includes(u) ? { event, ticket } : undefined
}

function certificatePage(c: Context, ctx: ServerContext): Response {
  const certified = certifiedTicket(ctx, c.req.query())
  if (!certified) {
    return notFoundPage(
      c,
      ctx,
      'No certificate was found for this link. Certificates are ready once the survey is submitted.',
      'This certificate is not available',
    )
  }
  const { event, ticket } = certified
  return htmlResponse(c, ctx, htmlPage(`Certificate: ${event.title}`, certificateHtml(ctx, event, ticket)))
}

function transcriptPage(c: Context, ctx: ServerContext): Response {
  const uuid = c.req.query('u') ?? ''
  const user = ctx.db.prepare('SELECT * FROM users WHERE uuid = ?').get(uuid) as UserRow | undefined
  if (!user) return notFoundPage(c, ctx, 'No transcript was found for this link.')
  const currentOnly = c.req.query('f') === 'true'
  return htmlResponse(
    c,
    ctx,
    htmlPage(`${ctx.config.brand} PD Transcript`, transcriptHtml(ctx, user, currentOnly)),
  )
}

/**
 * The route of a page the site config places (paths.certificates, paths.reports): the links the
 * e-mails and the account build from that config open here. A full URL counts by its path.
 */
function configuredRoute(path: string): string {
  return new URL(path, 'http://localhost').pathname
}

/** The pages the spec only links to (§2.13, §7.6), and the demo outbox. */
export function registerPrintables(app: Hono, ctx: ServerContext): void {
  app.get(PRINT_SCRIPT_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(PRINT_SCRIPT)
  })
  app.get(configuredRoute(ctx.config.paths.certificates), (c) => certificatePage(c, ctx))
  app.get(configuredRoute(ctx.config.paths.reports), (c) => transcriptPage(c, ctx))
  if (ctx.demo) {
    app.get('/outbox/', (c) => htmlResponse(c, ctx, htmlPage('Outbox', outboxHtml(ctx))))
  }
}
