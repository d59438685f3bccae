import type { SiteConfig } from '../../shared/config/site-config'
import type { EventInput } from '../../shared/contract/schemas'
import { absoluteLink } from '../../shared/dates/calendar-links'
import type { LifecycleEvent } from '../../shared/domain/event-phase'
import { eventSchedule, sessionTimeText } from '../../shared/domain/event-schedule'
import type { Database } from './db'

export interface EventRow {
  id: number
  type: string
  title: string
  start_date: string | null
  end_date: string | null
  capacity: number | null
  fields: string
}

export interface TicketRow {
  id: string
  event_id: number
  user_id: number | null
  person_key: string
  holder_uuid: string
  email: string
  first_name: string
  last_name: string
  status: string
  show_confirm: number
  certificate: string | null
  ticket_start_time: string | null
  answers: string
  survey_answers: string | null
  created_at: string
  attended_at: string | null
}

/** Statuses that hold a seat; Waitlisted and Cancelled do not. */
const SEAT_STATUSES = ['Registered', 'Attended', 'Flagged'] as const

export const holdsSeat = (ticket: Pick<TicketRow, 'status'>): boolean =>
  (SEAT_STATUSES as readonly string[]).includes(ticket.status)

/**
 * Extra §3.1 fields kept as JSON beside the indexed columns. The video link and host are stored
 * under neutral names and answered under the config's field names (§3.1: named after the service).
 */
export interface EventFields {
  startTime?: string
  endTime?: string
  timeString?: string
  timeZone?: string
  pdHours?: number
  duration?: number
  virtual?: number
  videoLink?: string
  videoHost?: string
  location?: string
  address?: string
  city?: string
  state?: string
  zipcode?: string
  description?: string
  descriptionAfterSession?: string
  activityLink?: string
  format?: string
  user?: string
}

export function findEvent(db: Database, id: string | number): EventRow | undefined {
  if (!/^\d{1,15}$/.test(String(id))) return undefined
  return db.prepare('SELECT * FROM events WHERE id = ?').get(Number(id)) as EventRow | undefined
}

export function findTicket(db: Database, ticketId: string): TicketRow | undefined {
  return db.prepare('SELECT * FROM tickets WHERE id = ?').get(ticketId) as TicketRow | undefined
}

export function readFields(event: EventRow): EventFields {
  try {
    return JSON.parse(event.fields) as EventFields
  } catch {
    return {}
  }
}

/** Seats held and people waiting, for the §3.1 waitlist value. */
export interface SeatCounts {
  seatsTaken: number
  waiting: number
}

const SEAT_COUNTS = `(SELECT COUNT(*) FROM tickets s WHERE s.event_id = e.id AND s.status IN ('Registered', 'Attended', 'Flagged')) AS seatsTaken,
  (SELECT COUNT(*) FROM tickets w WHERE w.event_id = e.id AND w.status = 'Waitlisted') AS waiting`

export function seatCounts(db: Database, eventId: number): SeatCounts {
  return db.prepare(`SELECT ${SEAT_COUNTS} FROM events e WHERE e.id = ?`).get(eventId) as SeatCounts
}

export function seatsTaken(db: Database, eventId: number): number {
  return seatCounts(db, eventId).seatsTaken
}

/** §3.1 waitlist: '0' when seats are left; when full, the number waiting (at least '1'). */
export function waitlistValue(event: EventRow, counts: SeatCounts): string {
  if (event.capacity === null || counts.seatsTaken < event.capacity) return '0'
  return String(Math.max(1, counts.waiting))
}

/** A ticket with its event and the event's seat counts: what every ticket answer is made of. */
export interface TicketView {
  ticket: TicketRow
  event: EventRow
  counts: SeatCounts
}

type TicketViewRow = TicketRow & Omit<EventRow, 'id'> & SeatCounts

/**
 * Ticket views in one query: the ticket, its event and the seat counts, joined, instead of a
 * query for the event and two counts per ticket. `where` is a fixed SQL condition on t (the
 * ticket) with ? placeholders for `params`.
 */
export function findTicketViews(db: Database, where: string, ...params: unknown[]): TicketView[] {
  const rows = db
    .prepare(
      `SELECT t.*, e.type, e.title, e.start_date, e.end_date, e.capacity, e.fields, ${SEAT_COUNTS}
       FROM tickets t JOIN events e ON e.id = t.event_id WHERE ${where}`,
    )
    .all(...params) as TicketViewRow[]
  return rows.map(
    ({ type, title, start_date, end_date, capacity, fields, seatsTaken, waiting, ...ticket }) => ({
      ticket,
      event: { id: ticket.event_id, type, title, start_date, end_date, capacity, fields },
      counts: { seatsTaken, waiting },
    }),
  )
}

/** The fields the shared time rules read, from the row's columns and its JSON fields. */
export function scheduleOf(event: EventRow): LifecycleEvent {
  const fields = readFields(event)
  return {
    type: event.type,
    startDate: event.start_date,
    endDate: event.end_date ?? event.start_date,
    startTime: fields.startTime,
    endTime: fields.endTime,
    timeZone: fields.timeZone,
    activityLink: fields.activityLink,
  }
}

/**
 * The event's links as the e-mails and the calendar file give them: absolute http(s) only
 * (absoluteLink, which the calendar links of the ticket screen use too).
 */
export function sessionVideoLink(event: EventRow): string | undefined {
  return absoluteLink(readFields(event).videoLink)
}

export function moduleLink(event: EventRow): string | undefined {
  return absoluteLink(readFields(event).activityLink)
}

export function eventCredits(event: EventRow): number {
  const fields = readFields(event)
  return Number(fields.pdHours ?? fields.duration ?? 0) || 0
}

/**
 * §3.1 event as answered to anyone who asks (get-event/, list-events/): without the video
 * session's link and host, which are for those with a seat (§4.1: JOIN shows on a ticket), or a
 * visitor could join a full event from its public answer. The module's activityLink stays: the
 * registration screen reads it (§2.5), and the module's credit goes through start-module.
 */
export function toEventInfo(config: SiteConfig, event: EventRow, counts: SeatCounts): EventInput {
  const info = toSessionEventInfo(config, event, counts)
  delete info[config.videoService.linkField]
  delete info[config.videoService.hostField]
  return info
}

/** §3.1 event with the video session's link, for a ticket; checked against the contract's schema at compile time. */
function toSessionEventInfo(config: SiteConfig, event: EventRow, counts: SeatCounts): EventInput {
  const { videoLink, videoHost, ...fields } = readFields(event)
  const credits = eventCredits(event)
  const info: EventInput = {
    ...fields,
    id: String(event.id),
    EID: String(event.id),
    title: event.title,
    type: event.type,
    startDate: event.start_date ?? '',
    endDate: event.end_date ?? event.start_date ?? '',
    pdHours: fields.pdHours ?? credits,
    duration: fields.duration ?? credits,
    virtual: fields.virtual ?? 1,
    waitlist: waitlistValue(event, counts),
  }
  // The display time comes from the same schedule as the calendar entries and e-mails.
  const timeString = sessionTimeText(eventSchedule(scheduleOf(event)))
  if (timeString) info.timeString = timeString
  if (videoLink) info[config.videoService.linkField] = videoLink
  if (videoHost) info[config.videoService.hostField] = videoHost
  return info
}

/** §7.2 get-ticket: the event's fields merged with the ticket's; id and EID stay the event id. */
export function toTicketInfo(
  config: SiteConfig,
  { event, ticket, counts }: TicketView,
  holderAsks = true,
): EventInput {
  // The join link is a seat's (§4.1): a place on the waitlist or a cancelled ticket has none. And
  // it is the holder's: a ticket id opens the survey page without a session, and the id comes back
  // to anyone who registers or looks up the holder's address (§4.2, §4.3).
  const withJoinLink = holdsSeat(ticket) && holderAsks
  return {
    ...(withJoinLink ? toSessionEventInfo(config, event, counts) : toEventInfo(config, event, counts)),
    ticketId: ticket.id,
    status: ticket.status,
    showConfirm: ticket.show_confirm === 1,
    certificate: ticket.certificate ?? '',
    ticketStartTime: ticket.ticket_start_time ?? '',
  }
}
