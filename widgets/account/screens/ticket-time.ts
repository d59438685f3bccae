import type { EventOutput } from '../../../shared/contract/schemas'
import { formatAmPm } from '../../../shared/dates/event-dates'

/** The event's timeString, else its start and end times as AM/PM (§5.11). */
export function ticketTimeText(event: EventOutput): string {
  if (event.timeString) return event.timeString
  const start = formatAmPm(event.startTime)
  const end = formatAmPm(event.endTime)
  return [start, end].filter(Boolean).join(' - ')
}
