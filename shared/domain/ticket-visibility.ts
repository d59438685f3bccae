import type { SiteConfig } from '../config/site-config'
import { EVENT_TYPE, isOnDemand } from './event-types'

/** The event fields the §2.4 / §4.1 rules read. */
export interface TicketFields {
  type: string
  status?: string | null
  virtual?: boolean
  activityLink?: string | null
  showConfirm?: unknown
  ticketStartTime?: string | null
  [field: string]: unknown
}

export const isAttended = (event: TicketFields) => event.status === 'Attended'

/**
 * A cancelled ticket and a place on the waitlist hold no seat: nothing to join, confirm or put in a
 * calendar (§4.1 lists only the live statuses; the reference server's cancel-event and full events
 * give these two).
 */
export const holdsSeat = (event: TicketFields) =>
  event.status !== 'Cancelled' && event.status !== 'Waitlisted'

/**
 * §2.4: the date and time rows and the calendar buttons show for virtual events, except
 * on-demand ones and a Certification Course that has an activityLink (it is self-paced).
 */
export function showsDateTime(event: TicketFields): boolean {
  if (event.virtual === false) return false
  if (isOnDemand(event.type)) return false
  return !(event.type === EVENT_TYPE.certificationCourse && Boolean(event.activityLink))
}

/** §2.4: the location block shows for FinCamp and for every non-virtual event. */
export function showsLocation(event: TicketFields): boolean {
  return event.type === EVENT_TYPE.finCamp || event.virtual === false
}

/** §2.4: the status row is hidden for FinCampPLUS. */
export const showsStatusRow = (event: TicketFields) => event.type !== EVENT_TYPE.finCampPlus

/** §4.1: Registered tickets can be cancelled; a place on the waitlist can be given up the same way. */
export const canCancel = (event: TicketFields) =>
  event.status === 'Registered' || event.status === 'Waitlisted'

/** §4.1: "Cancel Application" for FinCampPLUS, else "Cancel Registration". */
export function cancelKind(event: TicketFields): 'application' | 'registration' {
  return event.type === EVENT_TYPE.finCampPlus ? 'application' : 'registration'
}

/** §4.1: showConfirm true on a ticket that holds a seat; the server sends it as a boolean, 0/1 or a string. */
export function canConfirm(event: TicketFields): boolean {
  if (!holdsSeat(event)) return false
  const value = event.showConfirm
  return value === true || value === 1 || value === '1' || value === 'true'
}

/**
 * §4.1: the join button's link: the video field of a virtual event that is not Attended (nor
 * without a seat). The field is the video service's (config `videoService.linkField`, e.g. zoomLink).
 */
export function joinLink(
  event: TicketFields,
  linkField: SiteConfig['videoService']['linkField'],
): string | undefined {
  if (event.virtual === false || isAttended(event) || !holdsSeat(event)) return undefined
  const link = event[linkField]
  return typeof link === 'string' && link !== '' ? link : undefined
}

/** §4.1: the module box shows when activityLink is present and the status is not Attended. */
export const showsModule = (event: TicketFields) => Boolean(event.activityLink) && !isAttended(event)

/** §4.1: "OPEN MODULE" once started (here, or before: ticketStartTime), else "START MODULE". */
export function moduleStarted(event: TicketFields, startedHere: boolean): boolean {
  return startedHere || Boolean(event.ticketStartTime)
}

/** §4.1: Attended hides the description, join button, module box and about blurbs. */
export const showsBeforeSessionContent = (event: TicketFields) => !isAttended(event)
