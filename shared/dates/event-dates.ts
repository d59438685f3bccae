import { keptBy } from '../kept'
import { currentLocale, DEFAULT_LOCALE } from '../messages/locale'

/**
 * §5.11 date and time handling, on the exchange formats yyyy-MM-dd and HH:mm:ss. Pure string
 * work: a calendar date has no time zone, so converting it through Date would shift it a day for
 * readers west of UTC.
 */
export interface CalendarDate {
  year: number
  month: number
  day: number
}
export interface ClockTime {
  hours: number
  minutes: number
  seconds: number
}

/** §5.11: a date string must have 3 dash-separated parts, otherwise it is treated as empty. */
export function parseDate(value: string | null | undefined): CalendarDate | undefined {
  const parts = (value ?? '').trim().split('-')
  if (parts.length !== 3) return undefined
  const [year, month, day] = parts.map(Number) as [number, number, number]
  if (![year, month, day].every(Number.isInteger)) return undefined
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  return { year, month, day }
}

/** 2026-11-31 and 2026-02-30 are no dates: a calendar would move them to the next month. */
function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is this month's last (setUTCFullYear: Date.UTC reads 0-99 as 19xx).
  const date = new Date(0)
  date.setUTCFullYear(year, month, 0)
  return date.getUTCDate()
}

/** §5.11: a time string must have 3 colon-separated parts, otherwise it is treated as empty. */
export function parseTime(value: string | null | undefined): ClockTime | undefined {
  const parts = (value ?? '').trim().split(':')
  if (parts.length !== 3) return undefined
  const [hours, minutes, seconds] = parts.map(Number) as [number, number, number]
  if (![hours, minutes, seconds].every(Number.isInteger)) return undefined
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) return undefined
  return { hours, minutes, seconds }
}

/** §3.1: times arrive as HH:mm or HH:mm:ss; the exchange format is HH:mm:ss. */
export function normalizeTime(value: string | null | undefined): string | undefined {
  const trimmed = (value ?? '').trim()
  if (/^\d{1,2}:\d{2}$/.test(trimmed)) return `${trimmed}:00`
  return trimmed || undefined
}

/**
 * §9 display format M/d/yyyy in English; in another language its own numeric order (Spanish
 * d/M/yyyy) through Intl. Empty for an unparseable date.
 */
export function formatDisplayDate(value: string | null | undefined): string {
  const date = parseDate(value)
  if (!date) return ''
  const locale = currentLocale()
  if (locale === DEFAULT_LOCALE) return `${date.month}/${date.day}/${date.year}`
  return dateFormats(locale).format(Date.UTC(date.year, date.month - 1, date.day))
}

// Kept per language: building a formatter each time cost some 1.2-1.6 ms on a 4x-slowed phone,
// a table of 200 events two of them a row.
const dateFormats = keptBy(
  (locale) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'numeric', year: 'numeric' }),
)
const clockFormats = keptBy(
  (locale) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }),
)

/** §2.2, §2.5: the start date, and the end date only when it differs. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatDisplayDate(start)
  const to = formatDisplayDate(end)
  // No start §5.11 can read: the event's date is unknown (as its schedule), not "- 12/20/2026".
  if (!from) return ''
  return to && to !== from ? `${from} - ${to}` : from
}

/**
 * §5.11: 24-hour to AM/PM. Hours up to and including 12 get "AM" (so noon reads "12:00 AM", as
 * the spec fixes it); hours above 12 become (hour - 12) with "PM". Empty input gives false.
 */
export function formatAmPm(value: string | null | undefined): string | false {
  const time = parseTime(normalizeTime(value))
  if (!time) return false
  const minutes = String(time.minutes).padStart(2, '0')
  return time.hours > 12 ? `${time.hours - 12}:${minutes} PM` : `${time.hours}:${minutes} AM`
}

/**
 * A time of day as the page's language writes it: §5.11's AM/PM in English, the language's own
 * clock through Intl elsewhere (Spanish "16:00"). False for empty input.
 */
export function formatClock(value: string | null | undefined): string | false {
  const locale = currentLocale()
  if (locale === DEFAULT_LOCALE) return formatAmPm(value)
  const time = parseTime(normalizeTime(value))
  if (!time) return false
  return clockFormats(locale).format(Date.UTC(2000, 0, 1, time.hours, time.minutes))
}

/** A 12-hour clock in the server's English timeString ("4:00 PM"). */
const ENGLISH_CLOCK = /\b(\d{1,2}):(\d{2}) ([AP]M)\b/g

/**
 * An event's time of day (§5.11): the server's timeString, else its start and end times. In
 * another language the timeString's clocks are written in that language's clock and the rest, the
 * zone, is kept ("16:00 - 17:00 PT", "18:00 - 19:30 Spain Time"): the server writes timeString in
 * English from the event's schedule, which has already moved a time the spring change skips and
 * given an event without an end its hour, so the page says what the e-mail and the ICS say.
 */
export function eventTimeText(event: {
  timeString?: string | null | undefined
  startTime?: string | null | undefined
  endTime?: string | null | undefined
}): string {
  const given = event.timeString
  if (given && currentLocale() === DEFAULT_LOCALE) return given
  if (given) {
    return given.replace(ENGLISH_CLOCK, (clock, hours: string, minutes: string, half: string) => {
      const hour24 = (Number(hours) % 12) + (half === 'PM' ? 12 : 0)
      return formatClock(`${String(hour24).padStart(2, '0')}:${minutes}`) || clock
    })
  }
  // Without a start there is no time of day to give: an end alone would read as the start.
  const start = formatClock(event.startTime)
  if (!start) return ''
  const end = formatClock(event.endTime)
  return end ? `${start} - ${end}` : start
}
