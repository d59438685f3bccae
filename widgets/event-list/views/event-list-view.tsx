import { getConfig } from '../../../shared/config/config'
import type { EventOutput } from '../../../shared/contract/schemas'
import { eventTimeText, formatDateRange } from '../../../shared/dates/event-dates'
import { isFull, isSelfPaced } from '../../../shared/domain/event-phase'
import { showsCredits, typeText } from '../../../shared/domain/event-types'
import { plural } from '../../../shared/messages/format'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { RetryNotice } from '../../../shared/ui/load-failed-notice'
import { useDomId } from '../../../shared/ui/use-dom-id'
import type { EventListOptions } from '../options'
import { useUpcomingEvents } from '../state'
import { eventListTexts } from '../texts'

function registrationHref(event: EventOutput): string {
  return `${getConfig().paths.eventRegistration}?id=${encodeURIComponent(event.EID ?? event.id)}`
}

function When({ event }: { event: EventOutput }) {
  if (isSelfPaced(event)) return <span>{text(messages.selfPacedAnyTime)}</span>
  const date = formatDateRange(event.startDate, event.endDate)
  // No date §5.11 can read is not self-paced: the event keeps a date yet to be given.
  if (!date) return <span>{text(messages.dateToBeAnnounced)}</span>
  return (
    <span>
      {date}
      {event.timeString ? `, ${eventTimeText(event)}` : ''}
    </span>
  )
}

function EventItem({ event }: { event: EventOutput }) {
  const credits = event.pdHours ?? event.duration
  return (
    <li className="pd-event-list-item">
      <p className="pd-event-list-type">{typeText(event.type)}</p>
      <h3 className="pd-event-list-title">
        <a href={registrationHref(event)}>{event.title}</a>
      </h3>
      <p className="pd-event-list-when">
        <When event={event} />
      </p>
      <p className="pd-event-list-facts">
        <span>{text(messages.costFree)}</span>
        {showsCredits(credits) ? (
          <span>
            {text(plural(credits as number, eventListTexts.creditsOne, eventListTexts.creditsOther), {
              n: credits as number,
            })}
          </span>
        ) : null}
        {isFull(event) ? (
          <span className="pd-event-list-full">{text(messages.eventFullJoinWaitlist)}</span>
        ) : null}
      </p>
    </li>
  )
}

/** Upcoming events open for registration, each linked to its registration page. */
export function EventListView({ options }: { options: EventListOptions }) {
  const { load, retry } = useUpcomingEvents(options)
  const headingId = useDomId()
  return (
    <section className="pd-event-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{text(eventListTexts.heading)}</h2>
      {load.status === 'loading' ? (
        <p className="pd-event-list-loading" role="status">
          {text(eventListTexts.loading)}
        </p>
      ) : load.status === 'failed' ? (
        <RetryNotice message={text(eventListTexts.loadFailed)} onRetry={retry} />
      ) : load.events.length === 0 ? (
        <p className="pd-event-list-empty" role="status">
          {text(messages.noUpcomingEventsRightNow)}
        </p>
      ) : (
        <ul className="pd-event-list-items">
          {load.events.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  )
}
