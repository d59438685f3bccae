import { type EventRow, readFields } from './events-store'
import type { ServerContext } from './server-context'

/** RFC 5545 §3.3.11: TEXT values escape backslash, semicolon, comma and newline. */
export function escapeIcsText(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll(';', '\\;').replaceAll(',', '\\,').replace(/\r?\n/g, '\\n')
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded, never inside a UTF-8 sequence. */
export function foldIcsLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let currentBytes = 0
  for (const char of line) {
    const bytes = Buffer.byteLength(char)
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? 75 : 74
    if (currentBytes + bytes > limit) {
      parts.push(current)
      current = ''
      currentBytes = 0
    }
    current += char
    currentBytes += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** A standard VTIMEZONE for US Pacific time (US DST rules since 2007). */
const PACIFIC_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Los_Angeles',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0800',
  'TZOFFSETTO:-0700',
  'TZNAME:PDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0700',
  'TZOFFSETTO:-0800',
  'TZNAME:PST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

function compactDate(date: string): string {
  return date.replaceAll('-', '')
}

/** HH:mm or HH:mm:ss to HHmmss; undefined when not a time (§5.11). */
function compactTime(time: string | undefined): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time?.trim() ?? '')
  if (!match) return undefined
  return `${match[1]!.padStart(2, '0')}${match[2]}${match[3] ?? '00'}`
}

function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`
}

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10).replaceAll('-', '')
}

function stripTags(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The event as an RFC 5545 calendar, times in America/Los_Angeles (§7.6), all-day without a time. */
export function buildEventIcs(ctx: ServerContext, event: EventRow): string {
  const fields = readFields(event)
  const startDate = event.start_date ?? ''
  const endDate = event.end_date ?? startDate
  const startTime = compactTime(fields.startTime)
  const endTime = compactTime(fields.endTime) ?? startTime
  const timed = Boolean(startDate && startTime)
  const description = [
    stripTags(fields.description ?? ''),
    fields.videoLink ? `Join: ${fields.videoLink}` : '',
    fields.videoHost ? `Host: ${fields.videoHost}` : '',
  ]
    .filter(Boolean)
    .join('\n\n')
  const location =
    fields.format === 'InPerson'
      ? [fields.location, fields.address, fields.city, fields.state, fields.zipcode]
          .filter(Boolean)
          .join(', ')
      : (fields.videoLink ?? 'Online')
  const dates = timed
    ? [
        `DTSTART;TZID=America/Los_Angeles:${compactDate(startDate)}T${startTime}`,
        `DTEND;TZID=America/Los_Angeles:${compactDate(endDate)}T${endTime}`,
      ]
    : startDate
      ? [`DTSTART;VALUE=DATE:${compactDate(startDate)}`, `DTEND;VALUE=DATE:${nextDay(endDate)}`]
      : []
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(ctx.config.brand)}//pd-widgets//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(timed ? PACIFIC_TIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${ctx.config.brandSlug}.pd-widgets`,
    `DTSTAMP:${utcStamp(ctx.now())}`,
    ...dates,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `LOCATION:${escapeIcsText(location)}`,
    ...(fields.videoLink ? [`URL:${fields.videoLink}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}
