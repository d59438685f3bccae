import { safeUrl } from '../api/safe-url'
import { eventSchedule, type ScheduledEvent, wallClock } from '../domain/event-schedule'
import { decodeEntities, plainText } from '../html/plain-text'
import { format } from '../messages/format'
import * as messages from '../messages/messages'
import { formatDisplayDate } from './event-dates'

/** The video service's name and the event fields that carry its link and host (site config). */
export interface VideoServiceFields {
  name: string
  linkField: string
  hostField: string
}

/**
 * Where an entry is made: the video service's fields, and for the entry's way back to the site,
 * the address its description's relative links are read against and a line that leads to the
 * ticket (a calendar entry opened weeks later is all a teacher may have kept).
 */
export interface CalendarContext extends VideoServiceFields {
  linkBase?: string
  wayBack?: string
}

export interface CalendarEvent extends ScheduledEvent {
  title: string
  description?: string | null
  location?: string | null
  address?: string | null
  city?: string | null
  state?: string | null
  zipcode?: string | null
  [field: string]: unknown
}

/**
 * One event as every calendar sees it: the ICS, the Google and Outlook links and the e-mails are
 * all built from this, so they cannot disagree on the hour or the days.
 */
export interface CalendarEntry {
  title: string
  details: string
  location: string
  timeZone: string
  /** Dates without times: whole days, `end` is midnight after the last day. */
  allDay: boolean
  /** The first session (timed), or the whole span (all-day). */
  start: Date
  end: Date
  /** Daily sessions of a timed multi-day event; 1 otherwise. */
  sessions: number
  /** The end of the last session (or of the last day). */
  until: Date
}

/**
 * The event's calendar entry, undefined when it has no date (on-demand, or a date §5.11 cannot
 * parse). A timed event of several days is one daily session per day, repeated `sessions` times.
 */
export function calendarEntry(event: CalendarEvent, video: CalendarContext): CalendarEntry | undefined {
  const schedule = eventSchedule(event)
  const first = schedule?.sessions[0]
  if (!schedule || !first) return undefined
  return {
    title: decodeEntities(event.title),
    details: calendarDetails(event, video),
    location: calendarLocation(event, video),
    timeZone: schedule.timeZone,
    allDay: schedule.allDay,
    start: first.start,
    end: first.end,
    sessions: schedule.allDay ? 1 : schedule.sessions.length,
    until: schedule.end,
  }
}

/**
 * A link from event data as calendars and e-mails may carry it: absolute http(s) only, as safeUrl
 * reads it (a line break would start a new ICS property; a relative path has no site; a
 * `javascript:` link refused for JOIN would come back in Google's or Outlook's event).
 */
export function absoluteLink(raw: unknown): string | undefined {
  const link = safeUrl(raw, 'https://relative.invalid/')
  return link && /^https?:\/\//i.test(link) ? link : undefined
}

/**
 * §7.6 details: the description as plain text, its links written out, plus the video link and
 * host when present, and the way back to the ticket when the context gives one.
 */
export function calendarDetails(event: CalendarEvent, video: CalendarContext): string {
  const link = videoLink(event, video)
  const host = stringField(event, video.hostField)
  return [
    plainText(withLinksWritten(event.description ?? '', video.linkBase)),
    link ? format(messages.calendarVideoLink, { service: video.name, link }) : '',
    host ? format(messages.calendarVideoHost, { service: video.name, host }) : '',
    video.wayBack ?? '',
  ]
    .filter(Boolean)
    .join('\n\n')
}

const ANCHOR = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi

/**
 * A calendar shows no HTML: a link is kept as its name with its address after it, "Help Center
 * (https://site.org/help-center/)", an address of the site read against `base`; a mailto: link
 * by its e-mail address. Any other link keeps its name only, as does one named by its address.
 */
function withLinksWritten(html: string, base: string | undefined): string {
  if (!base) return html
  return html.replace(
    ANCHOR,
    (whole, double: string | undefined, single: string | undefined, name: string) => {
      const href = decodeEntities(double ?? single ?? '').trim()
      // An e-mail address stays one, without its mailto:.
      const link = /^mailto:([^?]+)/i.exec(href)?.[1] ?? linkOn(href, base)
      if (!link || [link, link.replace(/\/$/, '')].includes(plainText(name))) return whole
      // The address goes through plainText's entity decoding: its & stays an &.
      return `${name} (${link.replaceAll('&', '&amp;')})`
    },
  )
}

function linkOn(href: string, base: string): string | undefined {
  try {
    return absoluteLink(new URL(href, base).href)
  } catch {
    return undefined
  }
}

type PlaceFields = Partial<Record<'location' | 'address' | 'city' | 'state' | 'zipcode', unknown>>

/** An event's place as one line: location, address, city, state and zip, those it has. */
export function eventPlace(event: PlaceFields): string {
  return [event.location, event.address, event.city, event.state, event.zipcode]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map(decodeEntities)
    .join(', ')
}

/** The place: location, address, city, state and zip; else the video link for virtual events. */
function calendarLocation(event: CalendarEvent, video: CalendarContext): string {
  return eventPlace(event) || videoLink(event, video)
}

function videoLink(event: CalendarEvent, video: VideoServiceFields): string {
  return absoluteLink(event[video.linkField]) ?? ''
}

function stringField(event: CalendarEvent, field: string): string {
  const value = event[field]
  return typeof value === 'string' ? value : ''
}

/** RFC 5545 recurrence of a multi-day event's daily sessions, undefined for a single session. */
export function dailyRule(entry: CalendarEntry): string | undefined {
  return entry.sessions > 1 ? `RRULE:FREQ=DAILY;COUNT=${entry.sessions}` : undefined
}

/** §7.6 dates format yyyyMMddTHHmmssZ. */
export function compactUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

const pad = (value: number) => String(value).padStart(2, '0')

/** yyyyMMdd (yyyy-MM-dd with `separator` '-') of an instant's day in a zone. */
export function zonedDay(instant: Date, zone: string, separator = ''): string {
  const wall = wallClock(instant, zone)
  return [wall.getUTCFullYear(), pad(wall.getUTCMonth() + 1), pad(wall.getUTCDate())].join(separator)
}

/** HHmmss of an instant's wall clock in a zone. */
export function zonedClock(instant: Date, zone: string): string {
  const wall = wallClock(instant, zone)
  return pad(wall.getUTCHours()) + pad(wall.getUTCMinutes()) + pad(wall.getUTCSeconds())
}

/** yyyyMMdd of an all-day entry's first day and of the day after its last (the exclusive end). */
function allDayDates(entry: CalendarEntry): [string, string] {
  return [zonedDay(entry.start, entry.timeZone), zonedDay(entry.end, entry.timeZone)]
}

/**
 * §7.6 external calendar link (the event-template URL). Daily sessions carry Google's `recur`
 * parameter, and `ctz` so the repeats keep the local hour across a DST change.
 */
export function googleCalendarUrl(event: CalendarEvent, video: CalendarContext): string | undefined {
  const entry = calendarEntry(event, video)
  if (!entry) return undefined
  const dates = entry.allDay ? allDayDates(entry) : [compactUtc(entry.start), compactUtc(entry.end)]
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: dates.join('/'),
    details: entry.details,
    location: entry.location,
    ctz: entry.timeZone,
  })
  const rule = dailyRule(entry)
  if (rule) params.set('recur', rule)
  return `https://calendar.google.com/calendar/render?${params}`
}

const OUTLOOK_HOSTS = {
  outlook: 'https://outlook.live.com',
  office365: 'https://outlook.office.com',
} as const

/**
 * An Outlook compose link: Outlook.com (personal) or Office 365 (work or school), same parameters.
 * Their links take no recurrence, so the first session is added and the body names the others.
 */
function outlookUrl(
  host: keyof typeof OUTLOOK_HOSTS,
  event: CalendarEvent,
  video: CalendarContext,
): string | undefined {
  const entry = calendarEntry(event, video)
  if (!entry) return undefined
  const iso = (instant: Date) => instant.toISOString().replace(/\.\d{3}/, '')
  const [start, end] = entry.allDay
    ? [zonedDay(entry.start, entry.timeZone, '-'), zonedDay(entry.end, entry.timeZone, '-')]
    : [iso(entry.start), iso(entry.end)]
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: start,
    enddt: end,
    body: [entry.details, repeatsNote(entry)].filter(Boolean).join('\n\n'),
    location: entry.location,
  })
  if (entry.allDay) params.set('allday', 'true')
  return `${OUTLOOK_HOSTS[host]}/calendar/0/deeplink/compose?${params}`
}

function repeatsNote(entry: CalendarEntry): string {
  if (entry.sessions < 2) return ''
  const lastDay = wallClock(entry.start, entry.timeZone)
  lastDay.setUTCDate(lastDay.getUTCDate() + entry.sessions - 1)
  const date = formatDisplayDate(lastDay.toISOString().slice(0, 10))
  return format(messages.calendarMeetsDaily, { n: entry.sessions, date })
}

/** The same event as an Outlook.com compose link (ISO UTC start and end). */
export function outlookCalendarUrl(event: CalendarEvent, video: CalendarContext): string | undefined {
  return outlookUrl('outlook', event, video)
}

/** The same link for Office 365 (work or school accounts), which Outlook.com links do not reach. */
export function office365CalendarUrl(event: CalendarEvent, video: CalendarContext): string | undefined {
  return outlookUrl('office365', event, video)
}
