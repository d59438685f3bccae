import { parseDate } from '../dates/event-dates'
import * as messages from '../messages/messages'
import { type EventSchedule, eventSchedule, type ScheduledEvent } from './event-schedule'
import { EVENT_TYPE, isOnDemand } from './event-types'

/**
 * Where an event stands at a moment, from its dates, times and zone:
 * - `upcoming`: not started; registration is open, the survey is not;
 * - `in-progress`: started, not over (a multi-day event between its first and last session);
 * - `ended`: its last session is over;
 * - `self-paced`: on-demand, or a Certification Course with a module: open whenever;
 * - `date-unknown`: no date, or one §5.11 cannot parse: registration open, no calendar entry and no
 *   time guard on the survey, never a crash.
 */
export type EventPhase = 'upcoming' | 'in-progress' | 'ended' | 'self-paced' | 'date-unknown'

export interface LifecycleEvent extends ScheduledEvent {
  type: string
  activityLink?: string | null
}

/** §3.1 waitlist: '0' (or nothing) while seats are left; any other value means the event is full. */
export function isFull(event: { waitlist?: string | null }): boolean {
  return Boolean(event.waitlist) && event.waitlist !== '0'
}

/** On-demand modules and a course with a module are taken at the teacher's own pace (§2.4, §2.5). */
export function isSelfPaced(event: LifecycleEvent): boolean {
  return (
    isOnDemand(event.type) || (event.type === EVENT_TYPE.certificationCourse && Boolean(event.activityLink))
  )
}

export function eventPhase(event: LifecycleEvent, now: Date): EventPhase {
  if (isSelfPaced(event)) return 'self-paced'
  const schedule = eventSchedule(event)
  if (!schedule) return 'date-unknown'
  if (now < schedule.start) return 'upcoming'
  return now < schedule.end ? 'in-progress' : 'ended'
}

/** Registration closes when the event starts; self-paced and dateless events stay open. */
export function registrationOpen(event: LifecycleEvent, now: Date): boolean {
  const phase = eventPhase(event, now)
  return phase !== 'in-progress' && phase !== 'ended'
}

/**
 * The survey (and so the certificate and all its credits) opens when the session is over, as its
 * refusal says ("The survey opens when the session is over."): sending it marks the ticket
 * Attended, which a teacher has not been while the session runs, and hides the join link (§4.1).
 * An all-day event has no hour to end at: its survey opens on its last day.
 */
export function surveyOpen(event: LifecycleEvent, now: Date): boolean {
  const opensAt = surveyOpensAt(event)
  return !opensAt || now >= opensAt
}

/** When surveyOpen turns true; undefined for an event whose survey has no time guard. */
export function surveyOpensAt(event: LifecycleEvent): Date | undefined {
  if (isSelfPaced(event)) return undefined
  const schedule = eventSchedule(event)
  // No date §5.11 can read: no time guard (eventPhase's `date-unknown`).
  if (!schedule) return undefined
  return schedule.allDay ? lastDayStart(schedule) : schedule.end
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The start of an all-day event's last day (to the hour on a DST day). */
function lastDayStart(schedule: EventSchedule): Date {
  return new Date(Math.max(schedule.start.getTime(), schedule.end.getTime() - DAY_MS))
}

/**
 * The next moment the event's phase changes after `now` (its start, then its end), for a screen
 * left open across it; undefined once it is over, and for a self-paced or dateless event.
 */
export function nextPhaseChange(event: LifecycleEvent, now: Date): Date | undefined {
  if (isSelfPaced(event)) return undefined
  const schedule = eventSchedule(event)
  return schedule ? [schedule.start, schedule.end].find((moment) => moment > now) : undefined
}

/** setTimeout's longest wait (about 24.8 days): a moment further off is met on a later visit. */
const LONGEST_WAIT_MS = 2 ** 31 - 1

/**
 * The wait for a timer set at `now` to fire at `at`, or undefined when there is nothing to wait
 * for or it is beyond what setTimeout can wait.
 */
export function waitUntil(at: Date | undefined, now: Date): number | undefined {
  if (!at) return undefined
  const wait = at.getTime() - now.getTime()
  return wait > LONGEST_WAIT_MS ? undefined : Math.max(0, wait)
}

/**
 * The first of the events' next phase changes after `now`: when a list of them goes stale. Each
 * schedule is read through the time-zone rules, and a teacher may have hundreds of sessions ahead
 * (250 took 16-25 ms in Node, more on a phone): the events are taken in the order of their start
 * date, and the reading stops at the first whose date cannot come before the change found so far.
 */
export function nextPhaseChangeOf(events: readonly LifecycleEvent[], now: Date): Date | undefined {
  let next: Date | undefined
  const byDate = events.map((event) => ({ event, earliest: earliestStart(event) }))
  byDate.sort((a, b) => a.earliest - b.earliest)
  for (const { event, earliest } of byDate) {
    if (next && earliest >= next.getTime()) break
    const change = nextPhaseChange(event, now)
    if (change && (!next || change < next)) next = change
  }
  return next
}

/**
 * A moment no later than the event's start, and so than any change of its phase, from its date
 * alone: two days before its midnight in UTC leaves room for every zone and hour. An event whose
 * date does not read is taken first.
 */
function earliestStart(event: LifecycleEvent): number {
  const date = parseDate(event.startDate)
  return date ? Date.UTC(date.year, date.month - 1, date.day) - 2 * DAY_MS : Number.NEGATIVE_INFINITY
}

export function hasEnded(event: LifecycleEvent, now: Date): boolean {
  return eventPhase(event, now) === 'ended'
}

/** The ticket fields the lifecycle reads besides the event's. */
export interface LifecycleTicket extends LifecycleEvent {
  status?: string | null
}

/** A Registered ticket of an event that is over: the survey is the teacher's next step (§4.1). */
export function needsSurvey(ticket: LifecycleTicket, now: Date): boolean {
  return ticket.status === 'Registered' && hasEnded(ticket, now)
}

/** The status a teacher sees: "Survey needed" for a finished session without its survey. */
export function displayStatus(ticket: LifecycleTicket, now: Date): string {
  return needsSurvey(ticket, now) ? messages.surveyNeeded : (ticket.status ?? '')
}
