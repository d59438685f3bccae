import { useState } from 'react'
import { getConfig } from '../../../shared/config/config'
import type { User } from '../../../shared/contract/schemas'
import { eventTimeText, formatClock, formatDateRange } from '../../../shared/dates/event-dates'
import { serverNow } from '../../../shared/dates/server-clock'
import { creditsSinceText, creditsToNextText } from '../../../shared/domain/academy'
import { displayStatus } from '../../../shared/domain/event-phase'
import { EVENT_TYPE, showsCredits, typeText } from '../../../shared/domain/event-types'
import { isVerifiedTeacher } from '../../../shared/domain/user-type'
import { formatNumber } from '../../../shared/messages/format'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { accountHref } from '../../../shared/navigation/account-navigation'
import { type AcademySummary, transcriptLinks, useAcademy } from '../academy/state'
import { AcademyProgress } from '../academy-progress'
import { type Column, type EventRow, EventTable, firstRowsPerTable } from '../event-table'
import { LoadState } from '../load-state'
import { newTab } from '../new-tab'
import { accountTexts } from '../texts'
import { ViewLink } from './view-link'

const credits = (event: EventRow) =>
  showsCredits(event.pdHours) ? formatNumber(event.pdHours as number) : ''
const date = (event: EventRow) => formatDateRange(event.startDate, event.endDate)

/** §2.3: the time is hidden for FinCamp. */
function dateWithTime(event: EventRow) {
  if (event.type === EVENT_TYPE.finCamp) return date(event)
  const time = event.timeString ? eventTimeText(event) : formatClock(event.startTime) || ''
  return [date(event), time].filter(Boolean).join(' ')
}

/** §2.3: the Title column shows "city, state" when the format is InPerson. */
function titleWithPlace(event: EventRow) {
  if (event.format !== 'InPerson') return event.title
  const place = [event.city, event.state].filter(Boolean).join(', ')
  return (
    <>
      {event.title}
      {place ? <span className="pd-account-place">{place}</span> : null}
    </>
  )
}

/** §2.3: a Flagged on-demand ticket names the on-demand support address. */
function comments(event: EventRow) {
  if (event.status !== 'Flagged') return ''
  return (
    <p className="pd-notice pd-account-flagged">
      {text(messages.flaggedOnDemand, { email: getConfig().emails.onDemandSupport })}
    </p>
  )
}

const view: Column = {
  header: text(accountTexts.colView),
  cell: (event) => <ViewLink event={event} />,
  unlabelled: true,
}
const type: Column = { header: text(accountTexts.colType), cell: (event) => typeText(event.type) }
/** A Registered ticket of a finished session reads "Survey needed": its survey is what is left. */
const status: Column = {
  header: text(accountTexts.colStatus),
  cell: (event) => text(displayStatus(event, serverNow())),
}
const creditsColumn: Column = { header: text(accountTexts.colCredits), cell: credits }

function upcomingColumns(): Column[] {
  return [
    type,
    { header: text(accountTexts.colTitle), cell: (event) => event.title, rowHeader: true },
    status,
    { header: text(accountTexts.colDate), cell: dateWithTime },
    creditsColumn,
    view,
  ]
}

function onDemandColumns(): Column[] {
  return [
    { header: text(accountTexts.colTitle), cell: (event) => event.title, rowHeader: true },
    status,
    creditsColumn,
    { header: text(accountTexts.colComments), cell: comments },
    view,
  ]
}

function pastColumns(): Column[] {
  return [
    type,
    { header: text(accountTexts.colTitle), cell: titleWithPlace, rowHeader: true },
    { header: text(accountTexts.colLedBy), cell: (event) => event.user ?? '' },
    status,
    { header: text(accountTexts.colDate), cell: date },
    creditsColumn,
    view,
  ]
}

function TranscriptLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} {...newTab()}>
      {label}
    </a>
  )
}

/** §2.3 "View Transcript" opens two links (§7.6), built afresh each time the list opens. */
function Transcript({ uuid }: { uuid: string }) {
  const [links, setLinks] = useState<ReturnType<typeof transcriptLinks>>()
  const open = links !== undefined
  return (
    <div className="pd-account-transcript">
      <button
        type="button"
        className="pd-button pd-button-secondary"
        aria-expanded={open}
        aria-controls="pd-account-transcript-links"
        onClick={() => setLinks(open ? undefined : transcriptLinks(uuid))}
      >
        {text(messages.viewTranscript)}
      </button>
      <ul id="pd-account-transcript-links" hidden={!open}>
        {links ? (
          <>
            <li>
              <TranscriptLink href={links.all} label={text(messages.transcriptAll)} />
            </li>
            <li>
              <TranscriptLink href={links.currentYear} label={text(messages.transcriptCurrent)} />
            </li>
          </>
        ) : null}
      </ul>
    </div>
  )
}

function Credits({ summary }: { summary: AcademySummary }) {
  const nextLevel = creditsToNextText(summary.hoursToReachNext, summary.nextGrade)
  return (
    <div className="pd-account-credits pd-card">
      <p>{creditsSinceText(summary.pdHours)}</p>
      <AcademyProgress summary={summary} />
      {nextLevel ? <p>{nextLevel}</p> : null}
    </div>
  )
}

function Tables({ summary }: { summary: AcademySummary }) {
  const lists = summary.userEvents
  const firstRows = firstRowsPerTable([
    lists.present.length,
    lists.onDemand.length,
    lists.pastEvents_current.length,
    lists.pastEvents_archived.length,
  ])
  return (
    <>
      <EventTable
        caption={text(messages.tableUpcoming)}
        firstRows={firstRows[0]}
        events={lists.present}
        columns={upcomingColumns()}
        empty={text(messages.noUpcomingEvents)}
      />
      <EventTable
        caption={text(messages.tableOnDemand)}
        firstRows={firstRows[1]}
        events={lists.onDemand}
        columns={onDemandColumns()}
        empty={text(accountTexts.noOnDemand)}
      />
      <EventTable
        caption={text(messages.tableAttendedCurrent)}
        firstRows={firstRows[2]}
        events={lists.pastEvents_current}
        columns={pastColumns()}
        empty={text(accountTexts.noAttended)}
      />
      <EventTable
        caption={text(messages.tableArchived)}
        firstRows={firstRows[3]}
        events={lists.pastEvents_archived}
        columns={pastColumns()}
        empty={text(accountTexts.noArchived)}
      />
    </>
  )
}

/** §2.3 Academy dashboard: banner, credits (type 2), promotion, transcript and four tables. */
export function AcademyScreen({ user }: { user: User }) {
  const loaded = useAcademy()
  const { paths } = getConfig()
  const verified = isVerifiedTeacher(user.cpUsers__cpUsersTypes_recordNumber)
  return (
    <section className="pd-account-screen" aria-labelledby="pd-account-heading">
      <h2 id="pd-account-heading">{text(accountTexts.academyTitle)}</h2>
      <p className="pd-notice">
        {text(accountTexts.academyYearStart)}
        {/* §9: swag, and the address form it ships to, are for verified teachers only. */}
        {verified ? (
          <>
            {' '}
            {text(accountTexts.swagToHome)}
            <a href={accountHref({ screen: 'profile' })}>{text(accountTexts.confirmAddress)}</a>.
          </>
        ) : null}
      </p>
      <LoadState loaded={loaded}>
        {(summary) => (
          <>
            {verified ? <Credits summary={summary} /> : null}
            <div className="pd-card pd-account-promo">
              <p>{text(accountTexts.onDemandPromo)}</p>
              <a className="pd-button" href={paths.onDemandPromo}>
                {text(messages.learnMore)}
              </a>
            </div>
            <p>
              <a href={paths.creditsErrorForm} {...newTab()}>
                {text(messages.reportCreditsError)}
              </a>
            </p>
            <Transcript uuid={user.cpUsers_uuid} />
            <Tables summary={summary} />
          </>
        )}
      </LoadState>
    </section>
  )
}
