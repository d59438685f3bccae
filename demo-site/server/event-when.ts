import { formatDateRange } from '../../shared/dates/event-dates'
import { isSelfPaced, type LifecycleEvent } from '../../shared/domain/event-phase'
import { eventSchedule, sessionTimeText } from '../../shared/domain/event-schedule'
import { dateToBeAnnounced, selfPacedAnyTime } from '../../shared/messages/catalogue/event-lifecycle'

/**
 * When the event takes place, written as on the pages: "12/3/2026, 4:00 PM - 5:00 PM PT", the end
 * date only when it differs (§2.2), no time for an all-day event; "Self-paced" for a module taken
 * at the teacher's pace, and "Date to be announced" for a date §5.11 cannot read.
 */
export function eventWhenText(event: LifecycleEvent): string {
  if (isSelfPaced(event)) return selfPacedAnyTime
  const schedule = eventSchedule(event)
  if (!schedule) return dateToBeAnnounced
  const dates = formatDateRange(event.startDate, event.endDate)
  const time = sessionTimeText(schedule)
  return time ? `${dates}, ${time}` : dates
}
