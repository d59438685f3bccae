import { getConfig } from '../../../shared/config/config'
import type { EventOutput } from '../../../shared/contract/schemas'
import {
  googleCalendarUrl,
  office365CalendarUrl,
  outlookCalendarUrl,
} from '../../../shared/dates/calendar-links'
import { eventSchedule } from '../../../shared/domain/event-schedule'
import { showsDateTime } from '../../../shared/domain/ticket-visibility'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { newTab } from '../new-tab'
import { accountTexts } from '../texts'
import { icsUrl } from '../ticket/api'

function NewTabLink({ href, label }: { href: string | undefined; label: string }) {
  if (!href) return null
  return (
    <a className="pd-button pd-button-secondary" href={href} {...newTab()}>
      {label}
    </a>
  )
}

/**
 * The .ics file comes as an attachment: a plain same-tab link downloads it and leaves the page as
 * it is, where a new tab would stay open and blank.
 */
function DownloadLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="pd-button pd-button-secondary" href={href} download>
      {label}
    </a>
  )
}

/** §2.4, §7.6: calendar links and the ICS download, shown with the date and time rows. */
export function CalendarButtons({ event }: { event: EventOutput }) {
  // A date §5.11 cannot parse makes the event "date unknown": nothing to put in a calendar.
  if (!showsDateTime(event) || event.status === 'Attended' || !eventSchedule(event)) return null
  const eid = event.EID ?? event.id
  // The entry leads back here, the ticket, where its survey comes after the session.
  const video = {
    ...getConfig().videoService,
    // Read against the site, as the server's ICS file reads them.
    linkBase: `${location.origin}/`,
    wayBack: text(messages.calendarWayBack, { link: location.href }),
  }
  return (
    <section className="pd-account-section pd-account-calendar" aria-labelledby="pd-account-calendar">
      <h3 id="pd-account-calendar">{text(accountTexts.calendarHeading)}</h3>
      <div className="pd-account-actions">
        <NewTabLink href={googleCalendarUrl(event, video)} label={text(messages.addToCalendar)} />
        <NewTabLink href={outlookCalendarUrl(event, video)} label={text(messages.addToOutlook)} />
        <NewTabLink href={office365CalendarUrl(event, video)} label={text(messages.addToOffice365)} />
        <DownloadLink
          href={icsUrl(eid, event.ticketId ?? undefined, event.calendarKey ?? undefined)}
          label={text(messages.downloadIcs)}
        />
      </div>
    </section>
  )
}
