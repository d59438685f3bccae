import type { ReactNode } from 'react'
import type { EventOutput } from '../../../shared/contract/schemas'
import { eventTimeText, formatDateRange } from '../../../shared/dates/event-dates'
import { EVENT_TYPE, isOnDemand, showsCredits } from '../../../shared/domain/event-types'
import { formatNumber, plural } from '../../../shared/messages/format'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { registrationTexts } from '../texts'

/** §2.5: virtual events hide date and time when on-demand or a Certification Course with a module. */
function showsDateAndTime(event: EventOutput): boolean {
  if (!event.virtual) return true
  if (isOnDemand(event.type)) return false
  return !(event.type === EVENT_TYPE.certificationCourse && event.activityLink)
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="pd-registration-detail">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** §2.5 event details: date, time, cost, credits and, in person, the location. */
export function EventDetails({ event }: { event: EventOutput }) {
  const dated = showsDateAndTime(event)
  const date = dated ? formatDateRange(event.startDate, event.endDate) : ''
  const time = dated ? eventTimeText(event) : ''
  const credits = event.duration
  const place = [event.city, [event.state, event.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return (
    <dl className="pd-registration-details">
      {date ? <Row term={text(registrationTexts.date)}>{date}</Row> : null}
      {time ? <Row term={text(registrationTexts.time)}>{time}</Row> : null}
      <Row term={text(registrationTexts.cost)}>{text(messages.costFree)}</Row>
      {showsCredits(credits) ? (
        <Row term={text(registrationTexts.credits)}>
          {formatNumber(credits as number)}{' '}
          {plural(credits as number, text(messages.creditOne), text(messages.creditOther))}
        </Row>
      ) : null}
      {event.virtual ? null : (
        <Row term={text(registrationTexts.location)}>
          {[event.location, event.address, place].filter(Boolean).map((line) => (
            <span key={line} className="pd-registration-location-line">
              {line}
            </span>
          ))}
        </Row>
      )}
    </dl>
  )
}
