import { isOnDemand } from '../../shared/domain/event-types'
import { academyStanding, roundCredits } from './academy-levels'
import { type EventRow, eventCredits, type TicketRow, toTicketInfo } from './events-store'
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
 * §3.2 user-events. present: upcoming or ongoing tickets of dated events; onDemand: every
 * on-demand ticket but cancelled ones; pastEvents_*: Attended tickets, split at July 1 (§9), the
 * current list holding those ending on or after the current academy year's start. pdHours counts
 * the credits of the current year's attended events.
 */
export function userEventsSummary(ctx: ServerContext, userId: number) {
  const today = siteDate(ctx.now())
  const yearStart = academyYearStart(today)
  const tickets = ticketsOf(ctx, userId)
  const view = (ticket: TicketWithEvent) => ({
    ...toTicketInfo(ctx.db, ctx.config, ticket.event, ticket),
    pdHours: eventCredits(ticket.event),
  })
  const attended = tickets.filter((ticket) => ticket.status === 'Attended').sort(byStartDate(false))
  const current = attended.filter((ticket) => endDate(ticket.event) >= yearStart)
  const archived = attended.filter((ticket) => endDate(ticket.event) < yearStart)
  const present = tickets
    .filter(
      (ticket) =>
        !isOnDemand(ticket.event.type) && ticket.status !== 'Attended' && endDate(ticket.event) >= today,
    )
    .sort(byStartDate(true))
  const onDemandTickets = tickets.filter((ticket) => isOnDemand(ticket.event.type)).sort(byStartDate(false))
  const pdHours = roundCredits(current.reduce((sum, ticket) => sum + eventCredits(ticket.event), 0))
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
