// A deep import: the package's index also brings the TZDate class, which esbuild cannot leave out.
import { tzName } from '@date-fns/tz/tzName'
import { type CalendarDate, type ClockTime, normalizeTime, parseDate, parseTime } from '../dates/event-dates'
import { keptBy } from '../kept'

/** §7.6: event times are US Pacific unless the event names its own zone. */
const DEFAULT_EVENT_TIME_ZONE = 'America/Los_Angeles'

/** The event fields the time rules read (§3.1, plus the optional IANA `timeZone`). */
export interface ScheduledEvent {
  startDate?: string | null
  endDate?: string | null
  startTime?: string | null
  endTime?: string | null
  timeZone?: string | null
}

/** One sitting of an event: a day's session, or the whole span of an all-day event. */
export interface Session {
  start: Date
  end: Date
}

export interface EventSchedule {
  timeZone: string
  /** Dates without times: whole days in the event's zone. */
  allDay: boolean
  /** Timed events: one session a day from the start date to the end date. All-day: one session. */
  sessions: Session[]
  /** Days from the first to the last date, both counted. */
  days: number
  start: Date
  end: Date
}

const zoneIsKnown = keptBy((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
})

/** True for a zone name the platform's time-zone data knows (an IANA name such as America/Denver). */
export function isKnownTimeZone(zone: string): boolean {
  return zone.trim() !== '' && zoneIsKnown(zone)
}

/** The event's own zone, or Pacific time when it names none or one that does not exist. */
export function eventTimeZone(event: ScheduledEvent): string {
  const zone = event.timeZone?.trim()
  return zone && isKnownTimeZone(zone) ? zone : DEFAULT_EVENT_TIME_ZONE
}

const MIDNIGHT: ClockTime = { hours: 0, minutes: 0, seconds: 0 }

const offsetFormat = keptBy(
  (zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }),
)

/** The zone's offset from UTC at an instant, in ms ("GMT-07:00" from the platform's zone data). */
function zoneOffsetMs(zone: string, instant: number): number {
  const [, sign, hours, minutes] = /GMT([+-])(\d\d):(\d\d)/.exec(offsetFormat(zone).format(instant)) ?? []
  const offset = (Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60_000
  return sign === '-' ? -offset : offset
}

/** The wall clock of an instant in a zone, as the UTC fields of the Date returned. */
export function wallClock(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + zoneOffsetMs(zone, instant.getTime()))
}

/**
 * A wall-clock time in a zone as an instant. At the autumn hour that happens twice the earlier one
 * is meant; a time inside the spring gap, which does not exist, moves forward by the gap (as
 * Temporal's "compatible"). Written on Intl rather than @date-fns/tz's TZDateMini, 1.2 KB gzip
 * less on every page that shows an event's time.
 */
function zonedInstant(day: CalendarDate, clock: ClockTime, zone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, clock.hours, clock.minutes, clock.seconds)
  // The offsets a day before and after: around a change the wall time has two readings, or none.
  const before = wall - zoneOffsetMs(zone, wall - DAY_MS)
  const after = wall - zoneOffsetMs(zone, wall + DAY_MS)
  const readings = [before, after].filter((instant) => instant + zoneOffsetMs(zone, instant) === wall)
  return new Date(readings.length > 0 ? Math.min(...readings) : before)
}

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/**
 * Calendar arithmetic on dates without a zone: a day number in the proleptic calendar and back.
 * Only the wall clock of a day in the event's zone needs the zone, and zonedInstant does that.
 */
function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS
}

function calendarDateOf(day: number): CalendarDate {
  const date = new Date(day * DAY_MS)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

const clockSeconds = (clock: ClockTime) => clock.hours * 3600 + clock.minutes * 60 + clock.seconds

/**
 * When an event takes place, from its dates, times and zone. Undefined when its start date is
 * missing or fails §5.11's parsing ("date unknown": on-demand events, or bad data).
 */
export function eventSchedule(event: ScheduledEvent): EventSchedule | undefined {
  const firstDay = parseDate(event.startDate)
  if (!firstDay) return undefined
  const timeZone = eventTimeZone(event)
  const first = dayNumber(firstDay)
  const days = Math.max(dayNumber(parseDate(event.endDate) ?? firstDay) - first, 0) + 1
  const startClock = parseTime(normalizeTime(event.startTime))
  if (!startClock) {
    const start = zonedInstant(firstDay, MIDNIGHT, timeZone)
    const end = zonedInstant(calendarDateOf(first + days), MIDNIGHT, timeZone)
    return { timeZone, allDay: true, sessions: [{ start, end }], days, start, end }
  }
  const endClock = parseTime(normalizeTime(event.endTime))
  // An end time before the start time is the next morning's (a 10 PM - 1 AM session): each session
  // ends the day after it starts, and the end date is the day the last one ends.
  const overnight = endClock !== undefined && clockSeconds(endClock) < clockSeconds(startClock)
  const sessionCount = overnight ? Math.max(days - 1, 1) : days
  const sessions: Session[] = []
  for (let offset = 0; offset < sessionCount; offset++) {
    const start = zonedInstant(calendarDateOf(first + offset), startClock, timeZone)
    const end = endClock
      ? zonedInstant(calendarDateOf(first + offset + (overnight ? 1 : 0)), endClock, timeZone)
      : undefined
    // No end time, or one equal to the start: the session is given one hour.
    sessions.push({ start, end: end && end > start ? end : new Date(start.getTime() + HOUR_MS) })
  }
  const firstSession = sessions[0]!
  const lastSession = sessions[sessions.length - 1]!
  return { timeZone, allDay: false, sessions, days, start: firstSession.start, end: lastSession.end }
}

/** "PT", "MT": the zone's short generic name on the event's first day, as pages and e-mails show it. */
function timeZoneLabel(zone: string, at: Date): string {
  return tzName(zone, at, 'shortGeneric')
}

const clockFormat = keptBy(
  (zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }),
)

/** "4:00 PM": a conventional 12-hour clock in the event's zone. */
function clockText(instant: Date, zone: string): string {
  // ICU puts a narrow no-break space before AM/PM; pages, e-mails and calendars want a plain one.
  return clockFormat(zone).format(instant).replace(/\s/g, ' ')
}

/**
 * The display time of a timed event, "4:00 PM - 5:00 PM PT" (a day's session, with the zone), or
 * undefined for an all-day or dateless event. The server's timeString, the e-mails and the ICS
 * all come from this schedule, so they cannot disagree on the hour.
 */
export function sessionTimeText(schedule: EventSchedule | undefined): string | undefined {
  const first = schedule?.sessions[0]
  if (!schedule || schedule.allDay || !first) return undefined
  const zone = schedule.timeZone
  return `${clockText(first.start, zone)} - ${clockText(first.end, zone)} ${timeZoneLabel(zone, first.start)}`
}
