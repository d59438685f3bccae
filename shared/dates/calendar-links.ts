import { getConfig } from '../config/config'
import { plainText } from '../html/plain-text'
import { normalizeTime, parseDate, parseTime } from './event-dates'

const PACIFIC = 'America/Los_Angeles'
const HOUR = 3_600_000

const pacificClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** The Pacific wall clock of an instant, as milliseconds of a UTC date with the same fields. */
function pacificWallClock(instant: number): number {
  const parts = Object.fromEntries(
    pacificClock.formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  )
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  )
}

/**
 * §7.6: event times are US Pacific. The offset comes from the real America/Los_Angeles rules for
 * the event's own date (not from today's). At the fall-back hour, which happens twice, the earlier
 * instant (PDT) is chosen; a time inside the spring-forward gap, which does not exist, moves
 * forward by the gap (02:30 becomes 03:30 PDT).
 */
export function pacificToUtc(
  date: string | null | undefined,
  time: string | null | undefined,
): Date | undefined {
  const day = parseDate(date)
  if (!day) return undefined
  const clock = parseTime(normalizeTime(time)) ?? { hours: 0, minutes: 0, seconds: 0 }
  const wall = Date.UTC(day.year, day.month - 1, day.day, clock.hours, clock.minutes, clock.seconds)
  // PDT is UTC-7 and PST UTC-8: try the earlier instant first.
  for (const offset of [7, 8]) {
    const instant = wall + offset * HOUR
    if (pacificWallClock(instant) === wall) return new Date(instant)
  }
  // In the gap: read the time with the standard offset in force just before it.
  return new Date(wall + 8 * HOUR)
}

/** §7.6 dates format yyyyMMddTHHmmssZ. */
export function compactUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

export interface CalendarEvent {
  title: string
  startDate?: string | null
  endDate?: string | null
  startTime?: string | null
  endTime?: string | null
  description?: string | null
  location?: string | null
  address?: string | null
  city?: string | null
  state?: string | null
  zipcode?: string | null
  [field: string]: unknown
}

interface CalendarTimes {
  start: Date
  end: Date
}

/** Start and end in UTC; an event without an end time is given one hour. */
export function eventTimes(event: CalendarEvent): CalendarTimes | undefined {
  const start = pacificToUtc(event.startDate, event.startTime)
  if (!start) return undefined
  const end = event.endTime ? pacificToUtc(event.endDate || event.startDate, event.endTime) : undefined
  return { start, end: end && end > start ? end : new Date(start.getTime() + HOUR) }
}

/** §7.6 details: the description, plus the video link and host when present. */
export function calendarDetails(event: CalendarEvent): string {
  const { videoService } = getConfig()
  const link = stringField(event, videoService.linkField)
  const host = stringField(event, videoService.hostField)
  return [
    plainText(event.description),
    link ? `${videoService.name} link: ${link}` : '',
    host ? `${videoService.name} host: ${host}` : '',
  ]
    .filter(Boolean)
    .join('\n\n')
}

/** The place: location, address, city, state and zip; else the video link for virtual events. */
export function calendarLocation(event: CalendarEvent): string {
  const place = [event.location, event.address, event.city, event.state, event.zipcode]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(', ')
  return place || stringField(event, getConfig().videoService.linkField)
}

function stringField(event: CalendarEvent, field: string): string {
  const value = event[field]
  return typeof value === 'string' ? value : ''
}

/** §7.6 external calendar link (the event-template URL). */
export function googleCalendarUrl(event: CalendarEvent): string | undefined {
  const times = eventTimes(event)
  if (!times) return undefined
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(times.start)}/${compactUtc(times.end)}`,
    details: calendarDetails(event),
    location: calendarLocation(event),
  })
  return `https://calendar.google.com/calendar/render?${params}`
}

/** The same event as an Outlook.com compose link (ISO UTC start and end). */
export function outlookCalendarUrl(event: CalendarEvent): string | undefined {
  const times = eventTimes(event)
  if (!times) return undefined
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: times.start.toISOString().replace(/\.\d{3}/, ''),
    enddt: times.end.toISOString().replace(/\.\d{3}/, ''),
    body: calendarDetails(event),
    location: calendarLocation(event),
  })
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`
}
