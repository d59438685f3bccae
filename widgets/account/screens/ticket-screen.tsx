import { useLayoutEffect, useRef } from 'react'
import { getConfig } from '../../../shared/config/config'
import type { EventOutput, User } from '../../../shared/contract/schemas'
import { serverNow } from '../../../shared/dates/server-clock'
import type { AccountRoute } from '../../../shared/domain/account-links'
import { hasEnded, needsSurvey } from '../../../shared/domain/event-phase'
import { typeText } from '../../../shared/domain/event-types'
import { holdsSeat, isAttended } from '../../../shared/domain/ticket-visibility'
import { certificateLink } from '../../../shared/domain/transcript-link'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { accountHref } from '../../../shared/navigation/account-navigation'
import { SafeLink } from '../../../shared/ui/safe-link'
import { focusLost } from '../../../shared/ui/use-focus-kept-while-busy'
import { LoadState } from '../load-state'
import { newTab } from '../new-tab'
import { accountTexts } from '../texts'
import { useTicket } from '../ticket/state'
import { CalendarButtons } from './calendar-buttons'
import { JoinButton } from './join-button'
import { LocationBlock } from './location-block'
import { ModuleBox } from './module-box'
import { RegistrationActions } from './registration-actions'
import { SurveyOffer } from './survey-offer'
import { TicketDescription } from './ticket-description'
import { TicketRows } from './ticket-rows'

function Certificate({ event, user, ticketId }: { event: EventOutput; user: User; ticketId: string }) {
  if (!isAttended(event)) return null
  const link = certificateLink(
    getConfig().paths,
    { ...event, ticketId: event.ticketId ?? ticketId },
    user.cpUsers_uuid,
  )
  return (
    <p>
      <SafeLink href={link.href} className="pd-button" newTab={newTab()}>
        {link.kind === 'view' ? text(messages.viewCertificate) : text(messages.openCertificate)}
      </SafeLink>
    </p>
  )
}

/** §4.1 left open by the spec: a finished session's next step is its survey, then the certificate. */
function SurveyNeeded({ event, ticketId }: { event: EventOutput; ticketId: string }) {
  return (
    <div className="pd-notice pd-account-survey-needed">
      <SurveyOffer note={messages.surveyNeededNote} event={event} ticketId={ticketId} />
    </div>
  )
}

/**
 * The ticket's heading, which takes the focus when the ticket is fetched again (after a confirm)
 * and the control that had it is gone: the Confirm button leaves with the confirmed status, and
 * the browser dropped the focus to the page's body.
 */
function useHeadingAfterReload(event: EventOutput) {
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per fetched ticket
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (focusLost()) heading.current?.focus()
  }, [event])
  return heading
}

function Ticket({
  event,
  user,
  ticketId,
  reload,
}: {
  event: EventOutput
  user: User
  ticketId: string
  reload: () => void
}) {
  const now = serverNow()
  // Once the session is over there is nothing to cancel, confirm, join or put in a calendar.
  const over = hasEnded(event, now)
  const heading = useHeadingAfterReload(event)
  return (
    <article className="pd-account-ticket">
      <h2 id="pd-account-heading" ref={heading} tabIndex={-1}>
        {event.title}
      </h2>
      <p className="pd-account-type">{typeText(event.type)}</p>
      {event.status === 'Flagged' ? (
        <p className="pd-notice">
          {text(messages.flaggedContact, { email: getConfig().emails.onDemandSupport })}
        </p>
      ) : null}
      <TicketRows event={event} now={now} />
      {needsSurvey(event, now) ? <SurveyNeeded event={event} ticketId={ticketId} /> : null}
      {over ? null : <RegistrationActions event={event} ticketId={ticketId} onReload={reload} />}
      {over ? null : <JoinButton event={event} />}
      <ModuleBox event={event} ticketId={ticketId} />
      {over || !holdsSeat(event) ? null : <CalendarButtons event={event} />}
      <Certificate event={event} user={user} ticketId={ticketId} />
      <LocationBlock event={event} />
      <TicketDescription event={event} sessionOver={over} />
      <p>
        <a href={accountHref({ screen: 'academy' })}>{text(accountTexts.backToAcademy)}</a>
      </p>
    </article>
  )
}

/** A link without both ids, or one the server knows no ticket for (an old e-mail, another account's). */
function NoTicket() {
  return (
    <>
      <h2 id="pd-account-heading">{text(accountTexts.eventTitle)}</h2>
      <p className="pd-notice">{text(accountTexts.noTicket)}</p>
      <p>
        <a href={accountHref({ screen: 'academy' })}>{text(accountTexts.backToAcademy)}</a>
      </p>
    </>
  )
}

function LoadedTicket({ id, ticketId, user }: { id: string; ticketId: string; user: User }) {
  const loaded = useTicket(id, ticketId)
  return (
    <section className="pd-account-screen" aria-labelledby="pd-account-heading">
      <LoadState loaded={loaded} refused={<NoTicket />}>
        {(event) => <Ticket event={event} user={user} ticketId={ticketId} reload={loaded.reload} />}
      </LoadState>
    </section>
  )
}

/** §2.4 event / ticket detail: get-ticket with {id, ticketId}. */
export function TicketScreen({ route, user }: { route: AccountRoute; user: User }) {
  const { id = '', ticketId = '' } = route
  if (id && ticketId)
    return <LoadedTicket key={`${id}/${ticketId}`} id={id} ticketId={ticketId} user={user} />
  return (
    <section className="pd-account-screen" aria-labelledby="pd-account-heading">
      <NoTicket />
    </section>
  )
}
