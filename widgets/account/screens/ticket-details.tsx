import { getConfig } from '../../../shared/config/config'
import type { EventOutput } from '../../../shared/contract/schemas'
import { formatAmPm, formatDateRange } from '../../../shared/dates/event-dates'
import { eventAbout } from '../../../shared/domain/event-about'
import { showsCredits } from '../../../shared/domain/event-types'
import {
  showsBeforeSessionContent,
  showsDateTime,
  showsLocation,
  showsStatusRow,
} from '../../../shared/domain/ticket-visibility'
import { text } from '../../../shared/messages/text'
import { RichText } from '../../../shared/ui/rich-text'
import { SafeLink } from '../../../shared/ui/safe-link'
import { t } from '../account-text'

function timeText(event: EventOutput): string {
  if (event.timeString) return event.timeString
  const start = formatAmPm(event.startTime)
  const end = formatAmPm(event.endTime)
  return [start, end].filter(Boolean).join(' - ')
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null
  return (
    <div className="pd-account-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/** §2.4 rows: status (not FinCampPLUS), date and time (virtual rule), cost FREE, credits. */
export function TicketRows({ event }: { event: EventOutput }) {
  const dated = showsDateTime(event)
  return (
    <dl className="pd-account-rows">
      <Row label={t('rowType')} value={typeLabelOf(event)} />
      {showsStatusRow(event) ? <Row label={t('rowStatus')} value={event.status} /> : null}
      {dated ? <Row label={t('rowDate')} value={formatDateRange(event.startDate, event.endDate)} /> : null}
      {dated ? <Row label={t('rowTime')} value={timeText(event)} /> : null}
      <Row label={t('rowCost')} value={text('costFree')} />
      {showsCredits(event.duration) ? <Row label={t('rowCredits')} value={String(event.duration)} /> : null}
    </dl>
  )
}

function typeLabelOf(event: EventOutput): string {
  return event.type === 'VPD' ? 'Virtual PD' : event.type
}

/** §2.4 location block: FinCamp and non-virtual events show type, city/state, date, time, place. */
export function LocationBlock({ event }: { event: EventOutput }) {
  if (!showsLocation(event)) return null
  const cityState = [event.city, event.state].filter(Boolean).join(', ')
  const address = [event.address, event.zipcode].filter(Boolean).join(' ')
  return (
    <section className="pd-account-section pd-card" aria-labelledby="pd-account-location">
      <h3 id="pd-account-location">{t('locationHeading')}</h3>
      <dl className="pd-account-rows">
        <Row label={t('rowType')} value={typeLabelOf(event)} />
        <Row label={t('rowCityState')} value={cityState} />
        <Row label={t('rowDate')} value={formatDateRange(event.startDate, event.endDate)} />
        <Row label={t('rowTime')} value={timeText(event)} />
        <Row label={t('rowLocation')} value={event.location} />
        <Row label={t('rowAddress')} value={address} />
      </dl>
    </section>
  )
}

/** §2.4 description, or §4.1 descriptionAfterSession once Attended; then the about blurbs. */
export function TicketDescription({ event }: { event: EventOutput }) {
  if (!showsBeforeSessionContent(event)) return <RichText html={event.descriptionAfterSession} />
  const about = eventAbout(event.type)
  return (
    <>
      <RichText html={event.description} />
      {about ? (
        <section className="pd-account-section pd-account-about" aria-label={about.heading}>
          <h3>{about.heading}</h3>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {about.link ? (
            <p>
              <SafeLink href={about.link.href}>{about.link.text}</SafeLink>
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  )
}

/** The video service of config, for the join button's text. */
export const videoName = () => getConfig().videoService.name
