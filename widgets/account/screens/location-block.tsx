import type { EventOutput } from '../../../shared/contract/schemas'
import { eventTimeText, formatDateRange } from '../../../shared/dates/event-dates'
import { typeText } from '../../../shared/domain/event-types'
import { showsLocation } from '../../../shared/domain/ticket-visibility'
import { text } from '../../../shared/messages/text'
import { accountTexts } from '../texts'
import { DetailRow } from './detail-row'

/** §2.4 location block: FinCamp and non-virtual events show type, city/state, date, time, place. */
export function LocationBlock({ event }: { event: EventOutput }) {
  if (!showsLocation(event)) return null
  // The zip code goes with the state, as a postal address and the registration page write it.
  const cityState = [event.city, [event.state, event.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return (
    <section className="pd-account-section pd-card" aria-labelledby="pd-account-location">
      <h3 id="pd-account-location">{text(accountTexts.locationHeading)}</h3>
      <dl className="pd-account-rows">
        <DetailRow label={text(accountTexts.rowType)} value={typeText(event.type)} />
        <DetailRow label={text(accountTexts.rowCityState)} value={cityState} />
        <DetailRow
          label={text(accountTexts.rowDate)}
          value={formatDateRange(event.startDate, event.endDate)}
        />
        <DetailRow label={text(accountTexts.rowTime)} value={eventTimeText(event)} />
        <DetailRow label={text(accountTexts.rowLocation)} value={event.location} />
        <DetailRow label={text(accountTexts.rowAddress)} value={event.address} />
      </dl>
    </section>
  )
}
