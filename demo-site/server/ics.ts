import {
  type CalendarEntry,
  type CalendarEvent,
  calendarEntry,
  compactUtc,
  dailyRule,
  zonedClock,
  zonedDay,
} from '../../shared/dates/calendar-links'
import { icsTimeZone } from '../../shared/dates/ics-timezone'
import { isSelfPaced } from '../../shared/domain/event-phase'
import {
  type EventRow,
  holdsSeat,
  readFields,
  scheduleOf,
  seatCounts,
  sessionVideoLink,
  type TicketRow,
  toEventInfo,
} from './events-store'
import type { SiteUrl } from './http/site-url'
import { noReplyMailbox } from './outbox'
import type { ServerContext } from './server-context'

/**
 * RFC 5545 §3.3.11: TEXT values escape backslash, semicolon, comma and line breaks (a lone CR
 * too: §3.1 ends lines with CRLF, and a bare CR would split one for some readers); other control
 * characters are not TEXT at all and go.
 */
export function escapeIcsText(value: string): string {
  return (
    value
      .replaceAll('\\', '\\\\')
      .replaceAll(';', '\\;')
      .replaceAll(',', '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  )
}

/**
 * RFC 5545 §3.2: a parameter value with a colon, semicolon or comma is quoted; a quote or a control
 * character cannot be in one (a name typed in a registration form may hold either).
 */
function icsParam(value: string): string {
  const plain = value
    .replaceAll('"', "'")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
  return /[:;,]/.test(plain) ? `"${plain}"` : plain
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

/** DTSTART/DTEND: local times with the event's TZID, or DATE values for an all-day event. */
function icsDates(entry: CalendarEntry): string[] {
  if (entry.allDay) {
    const day = (instant: Date) => zonedDay(instant, entry.timeZone)
    return [`DTSTART;VALUE=DATE:${day(entry.start)}`, `DTEND;VALUE=DATE:${day(entry.end)}`]
  }
  const local = (instant: Date) =>
    `${zonedDay(instant, entry.timeZone)}T${zonedClock(instant, entry.timeZone)}`
  const rule = dailyRule(entry)
  return [
    `DTSTART;TZID=${entry.timeZone}:${local(entry.start)}`,
    `DTEND;TZID=${entry.timeZone}:${local(entry.end)}`,
    ...(rule ? [rule] : []),
  ]
}

/** What an ICS file is for: whose ticket, the site's links, the way back, or a withdrawal. */
export interface IcsOptions {
  ticket?: TicketRow
  /** Makes the description's links absolute. */
  site?: SiteUrl
  /** The line that leads back to the ticket or its survey. */
  wayBack?: string
  /**
   * RFC 5546 CANCEL: the entry withdrawn, for a calendar that took the registration's file; the
   * person whose entry it is, whom §3.2.5 requires a CANCEL to name.
   */
  cancelled?: { name: string; email: string }
}

/**
 * The event as an RFC 5545 calendar in its own zone, with a VTIMEZONE made from that zone's real
 * transitions; undefined for an event without a date (on-demand), which no calendar can hold.
 */
export function buildEventIcs(
  ctx: ServerContext,
  event: EventRow,
  { ticket, site, wayBack, cancelled }: IcsOptions = {},
): string | undefined {
  const info = toEventInfo(ctx.config, event, seatCounts(ctx.db, event.id)) as CalendarEvent
  const videoLink = ticketOfSeat(event, ticket) ? sessionVideoLink(event) : undefined
  if (videoLink) {
    info[ctx.config.videoService.linkField] = videoLink
    info[ctx.config.videoService.hostField] = readFields(event).videoHost
  }
  // A self-paced module has no session to put in a calendar, whatever dates it is open between
  // (§2.4 hides the calendar buttons of a course with a module).
  if (isSelfPaced(scheduleOf(event))) return undefined
  // The description's site links written out in full, and the way back to the ticket or survey.
  const entry = calendarEntry(info, { ...ctx.config.videoService, linkBase: site?.('/'), wayBack })
  if (!entry) return undefined
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(ctx.config.brand)}//pd-widgets//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...(entry.allDay ? [] : icsTimeZone(entry.timeZone, entry.start, entry.until)),
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${ctx.config.brandSlug}.pd-widgets`,
    // RFC 5546 §3.2.1 and §3.2.5: both methods name the organizer; a CANCEL names the attendee and
    // says the entry is cancelled, so the calendar matches it to the entry by UID and drops it.
    `ORGANIZER;CN=${icsParam(ctx.config.brand)}:mailto:${noReplyMailbox(ctx.config)}`,
    ...(cancelled
      ? [
          `ATTENDEE${cancelled.name ? `;CN=${icsParam(cancelled.name)}` : ''}:mailto:${cancelled.email}`,
          'STATUS:CANCELLED',
        ]
      : []),
    `SEQUENCE:${icsSequence(ctx.now(), cancelled !== undefined)}`,
    `DTSTAMP:${compactUtc(ctx.now())}`,
    ...icsDates(entry),
    `SUMMARY:${escapeIcsText(entry.title)}`,
    `DESCRIPTION:${escapeIcsText(entry.details)}`,
    `LOCATION:${escapeIcsText(entry.location || 'Online')}`,
    ...(videoLink ? [`URL:${videoLink}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}

/**
 * RFC 5545 §3.8.7.4: a calendar keeps the entry of the highest SEQUENCE for a UID. The UID is the
 * event's, so a registration made again after a cancel must outrank the CANCEL a calendar took:
 * the sequence counts seconds from 2024 when the file is made (a CANCEL one more, to outrank a
 * PUBLISH made in the same second).
 */
export function icsSequence(madeAt: Date, cancel: boolean): number {
  const seconds = Math.floor((madeAt.getTime() - Date.UTC(2024, 0, 1)) / 1000)
  return Math.max(0, seconds) * 2 + (cancel ? 1 : 0)
}

/**
 * The join link goes only into the file of a ticket that holds a seat: the file's address is
 * public (§7.2 needs only the event id), and the link is not (§4.1).
 */
function ticketOfSeat(event: EventRow, ticket: TicketRow | undefined): boolean {
  return ticket !== undefined && ticket.event_id === event.id && holdsSeat(ticket)
}
