import { hasEnded } from '../../shared/domain/event-phase'
import { eventSchedule } from '../../shared/domain/event-schedule'
import { isOnDemand } from '../../shared/domain/event-types'
import { academyStanding, roundCredits } from './academy-levels'
import {
  type EventRow,
  eventCredits,
  findTicketViews,
  scheduleOf,
  type TicketRow,
  type TicketView,
  toTicketInfo,
} from './events-store'
import { academyYearStart, siteDate } from './now'
import type { ServerContext } from './server-context'

/** Every ticket of a user but cancelled ones, with its event: one joined query. */
function ticketsOf(ctx: ServerContext, userId: number): TicketView[] {
  return findTicketViews(ctx.db, "t.user_id = ? AND t.status <> 'Cancelled'", userId)
}

/**
 * The day that files a ticket in an academy year (§9): its event's last day, or for an event with
 * no date (an on-demand module) the day it was done: its survey, else its start, else its
 * registration. The last day is read in the site's calendar, whose July 1 turns the year: an
 * evening session of July 1 in Sydney ends on June 30 in Los Angeles, and is of the year that
 * ends then (read in its own zone, it sat in both years' lists on June 30).
 */
export function academyDay(
  { event, ticket }: { event: EventRow; ticket: TicketRow },
  schedule = eventSchedule(scheduleOf(event)),
): string {
  // The end is the first moment after the event: a session that ends at midnight ended the day before.
  if (schedule) return siteDate(new Date(schedule.end.getTime() - 1))
  const eventDay = event.end_date ?? event.start_date
  if (eventDay) return eventDay
  return siteDate(new Date(ticket.attended_at ?? ticket.ticket_start_time ?? ticket.created_at))
}

interface Timing {
  /** When the event starts, to the minute in its own zone; dateless events sort first. */
  start: number
  over: boolean
  /** academyDay's answer. */
  day: string
}

/**
 * Each ticket's start and whether its event is over, worked out once per ticket: the sorts below
 * compare every ticket many times, and a schedule is built through the time-zone rules.
 */
function timingOf(tickets: TicketView[], now: Date): Map<TicketView, Timing> {
  return new Map(
    tickets.map((ticket) => {
      const schedule = scheduleOf(ticket.event)
      const built = eventSchedule(schedule)
      const start = built?.start.getTime() ?? Number.NEGATIVE_INFINITY
      return [ticket, { start, over: hasEnded(schedule, now), day: academyDay(ticket, built) }]
    }),
  )
}

/** By start, to the minute: two sessions on one day are listed in the order they happen. */
function byStart(timing: Map<TicketView, Timing>, ascending: boolean) {
  return (a: TicketView, b: TicketView) => {
    const [x, y] = [timing.get(a)?.start ?? 0, timing.get(b)?.start ?? 0]
    // Not x - y: two dateless events would give -Infinity - -Infinity, NaN.
    const order = x < y ? -1 : x > y ? 1 : 0
    return ascending ? order : -order
  }
}

/**
 * §3.2 user-events. present: tickets of dated events that are not over yet; onDemand: every
 * on-demand ticket but cancelled ones; pastEvents_*: Attended tickets, and the tickets of finished
 * sessions still waiting for their survey (Registered, shown as "Survey needed") or Flagged, split
 * at July 1 (§9), the current list holding those whose academy day is on or after the current
 * academy year's start. pdHours counts the credits of the current year's Attended events only.
 */
export function userEventsSummary(ctx: ServerContext, userId: number) {
  const now = ctx.now()
  const yearStart = academyYearStart(siteDate(now))
  const tickets = ticketsOf(ctx, userId)
  const view = (ticket: TicketView) => ({
    ...toTicketInfo(ctx.config, ticket),
    pdHours: eventCredits(ticket.event),
  })
  const timing = timingOf(tickets, now)
  const over = (ticket: TicketView) => timing.get(ticket)?.over === true
  const past = tickets
    .filter(
      (ticket) =>
        ticket.ticket.status === 'Attended' ||
        (over(ticket) && !isOnDemand(ticket.event.type) && ticket.ticket.status !== 'Waitlisted'),
    )
    .sort(byStart(timing, false))
  const dayOf = (ticket: TicketView) => timing.get(ticket)?.day ?? ''
  const current = past.filter((ticket) => dayOf(ticket) >= yearStart)
  const archived = past.filter((ticket) => dayOf(ticket) < yearStart)
  const present = tickets
    .filter(
      (ticket) => !isOnDemand(ticket.event.type) && ticket.ticket.status !== 'Attended' && !over(ticket),
    )
    .sort(byStart(timing, true))
  const onDemandTickets = tickets
    .filter((ticket) => isOnDemand(ticket.event.type))
    .sort(byStart(timing, false))
  const earned = current.filter((ticket) => ticket.ticket.status === 'Attended')
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
