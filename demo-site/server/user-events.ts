import { hasEnded } from '../../shared/domain/event-phase'
import { isOnDemand } from '../../shared/domain/event-types'
import { academyStanding, roundCredits } from './academy-levels'
import { type EventRow, eventCredits, scheduleOf, type TicketRow, toTicketInfo } from './events-store'
import { academyYearStart, siteDate } from './now'
import type { ServerContext } from './server-context'

type TicketWithEvent = TicketRow & { event: EventRow }

function ticketsOf(ctx: ServerContext, userId: number): TicketWithEvent[] {
  const tickets = ctx.db
    .prepare(`SELECT * FROM tickets WHERE user_id = ? AND status <> 'Cancelled'`)
    .all(userId) as TicketRow[]
  const findEvent = ctx.db.prepare('SELECT * FROM events WHERE id = ?')
  return tickets.map((ticket) => ({ ...ticket, event: findEvent.get(ticket.event_id) as EventRow }))
}

function endDate(event: EventRow): string {
  return event.end_date ?? event.start_date ?? ''
}

function byStartDate(ascending: boolean) {
  return (a: TicketWithEvent, b: TicketWithEvent) => {
    const order = (a.event.start_date ?? '').localeCompare(b.event.start_date ?? '')
    return ascending ? order : -order
  }
}

/**
 * §3.2 user-events. present: tickets of dated events that are not over yet; onDemand: every
 * on-demand ticket but cancelled ones; pastEvents_*: Attended tickets, and the tickets of finished
 * sessions still waiting for their survey (Registered, shown as "Survey needed") or Flagged, split
 * at July 1 (§9), the current list holding those ending on or after the current academy year's
 * start. pdHours counts the credits of the current year's Attended events only.
 */
export function userEventsSummary(ctx: ServerContext, userId: number) {
  const now = ctx.now()
  const yearStart = academyYearStart(siteDate(now))
  const tickets = ticketsOf(ctx, userId)
  const view = (ticket: TicketWithEvent) => ({
    ...toTicketInfo(ctx.db, ctx.config, ticket.event, ticket),
    pdHours: eventCredits(ticket.event),
  })
  const over = (ticket: TicketWithEvent) => hasEnded(scheduleOf(ticket.event), now)
  const past = tickets
    .filter(
      (ticket) =>
        ticket.status === 'Attended' ||
        (over(ticket) && !isOnDemand(ticket.event.type) && ticket.status !== 'Waitlisted'),
    )
    .sort(byStartDate(false))
  const current = past.filter((ticket) => endDate(ticket.event) >= yearStart)
  const archived = past.filter((ticket) => endDate(ticket.event) < yearStart)
  const present = tickets
    .filter((ticket) => !isOnDemand(ticket.event.type) && ticket.status !== 'Attended' && !over(ticket))
    .sort(byStartDate(true))
  const onDemandTickets = tickets.filter((ticket) => isOnDemand(ticket.event.type)).sort(byStartDate(false))
  const earned = current.filter((ticket) => ticket.status === 'Attended')
  const pdHours = roundCredits(earned.reduce((sum, ticket) => sum + eventCredits(ticket.event), 0))
  return {
    userEvents: {
      present: present.map(view),
      onDemand: onDemandTickets.map(view),
      pastEvents_current: current.map(view),
      pastEvents_archived: archived.map(view),
    },
    pdHours,
    ...academyStanding(pdHours),
  }
}
