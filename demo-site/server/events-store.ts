import type { SiteConfig } from '../../shared/config/site-config'
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
}

/** Statuses that hold a seat; Waitlisted and Cancelled do not. */
export const SEAT_STATUSES = ['Registered', 'Attended', 'Flagged'] as const

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

export function seatsTaken(db: Database, eventId: number): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM tickets WHERE event_id = ? AND status IN ('Registered', 'Attended', 'Flagged')`,
    )
    .get(eventId) as { n: number }
  return row.n
}

export function waitingCount(db: Database, eventId: number): number {
  const row = db
    .prepare(`SELECT COUNT(*) AS n FROM tickets WHERE event_id = ? AND status = 'Waitlisted'`)
    .get(eventId) as {
    n: number
  }
  return row.n
}

/** §3.1 waitlist: '0' when seats are left; when full, the number waiting (at least '1'). */
export function waitlistValue(db: Database, event: EventRow): string {
  if (event.capacity === null || seatsTaken(db, event.id) < event.capacity) return '0'
  return String(Math.max(1, waitingCount(db, event.id)))
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

export function eventCredits(event: EventRow): number {
  const fields = readFields(event)
  return Number(fields.pdHours ?? fields.duration ?? 0) || 0
}

/** §3.1 event as answered to the client. */
export function toEventInfo(db: Database, config: SiteConfig, event: EventRow): Record<string, unknown> {
  const { videoLink, videoHost, ...fields } = readFields(event)
  const credits = eventCredits(event)
  const info: Record<string, unknown> = {
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
    waitlist: waitlistValue(db, event),
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
  db: Database,
  config: SiteConfig,
  event: EventRow,
  ticket: TicketRow,
): Record<string, unknown> {
  return {
    ...toEventInfo(db, config, event),
    ticketId: ticket.id,
    status: ticket.status,
    showConfirm: ticket.show_confirm === 1,
    certificate: ticket.certificate ?? '',
    ticketStartTime: ticket.ticket_start_time ?? '',
  }
}
