import { useEffect, useRef, useState } from 'react'
import { alertError } from '../../../shared/alerts/alert-store'
import { errorText, refusedByServer } from '../../../shared/api/api-error'
import { serverNow } from '../../../shared/dates/server-clock'
import { isFull, nextPhaseChange, registrationOpen, waitUntil } from '../../../shared/domain/event-phase'
import { EVENT_TYPE, typeText } from '../../../shared/domain/event-types'
import { format } from '../../../shared/messages/format'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { sessionStore, usePageSessionControl } from '../../../shared/session/session-store'
import { RetryNotice } from '../../../shared/ui/load-failed-notice'
import { openLoginModal, openLoginModalSaying, useBehindLoginDialog } from '../../../shared/ui/login-request'
import { RichText } from '../../../shared/ui/rich-text'
import { useDomId } from '../../../shared/ui/use-dom-id'
import { useFocusWhenShown } from '../../../shared/ui/use-focus-kept-while-busy'
import { useStore } from '../../../shared/ui/use-store'
import { type LoadedRegistration, loadRegistration, type RegistrationOutcome } from '../state'
import { registrationTexts } from '../texts'
import { EventAboutPanel } from './event-about-panel'
import { EventDetails } from './event-details'
import { RegistrationForm } from './registration-form'

/** `refused`: the server answered with its own errorText (no such event), which asking again repeats. */
type Load =
  | { status: 'loading' }
  | { status: 'failed'; refused: boolean }
  | { status: 'ready'; data: LoadedRegistration }

/** §2.5 header: "<type> Registration", "Virtual PD" for VPD, "Application" for FinCampPLUS. */
function header(type: string): string {
  if (type === EVENT_TYPE.finCampPlus) return text(messages.applicationHeader, { type: typeText(type) })
  return text(messages.registrationHeader, { type: typeText(type) })
}

/** §2.5 event registration screen, with the §4.2 flow. "Try again" remounts the loader. */
export function RegistrationView({ eventId, host }: { eventId: string | undefined; host: HTMLElement }) {
  const [attempt, setAttempt] = useState(0)
  const token = useStore(sessionStore, (state) => state.token)
  if (!eventId) return <p className="pd-notice">{text(registrationTexts.noEventId)}</p>
  return (
    <RegistrationLoader
      // A log-in or log-out here or in another tab changes who would register: the form is read
      // again for the session as it now is (prefilled names, the e-mail field hidden or shown), so
      // a page left open never registers one teacher with another's answers.
      key={`${attempt}:${token}`}
      eventId={eventId}
      host={host}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  )
}

interface LoaderProps {
  eventId: string
  host: HTMLElement
  onRetry: () => void
}

function RegistrationLoader({ eventId, host, onRetry }: LoaderProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  useEffect(() => {
    let live = true
    loadRegistration(eventId).then(
      (data) => live && setLoad({ status: 'ready', data }),
      (error: unknown) => {
        if (!live) return
        alertError(errorText(error))
        setLoad({ status: 'failed', refused: refusedByServer(error) })
      },
    )
    return () => {
      live = false
    }
  }, [eventId])

  if (load.status === 'loading')
    return (
      <p className="pd-registration-loading" role="status">
        {text(registrationTexts.loading)}
      </p>
    )
  if (load.status === 'failed' && load.refused)
    return <p className="pd-notice">{text(registrationTexts.loadFailed)}</p>
  if (load.status === 'failed')
    return <RetryNotice message={text(registrationTexts.loadFailed)} onRetry={onRetry} />
  if (load.data.existingTicketId)
    return (
      <p className="pd-registration-loading" role="status">
        {text(registrationTexts.goingToTicket)}
      </p>
    )
  return <RegistrationScreen data={load.data} host={host} />
}

function RegistrationScreen({ data, host }: { data: LoadedRegistration; host: HTMLElement }) {
  const { event, user } = data
  const headingId = useDomId()
  const [outcome, setOutcome] = useState<RegistrationOutcome | undefined>()
  const waitlist = isFull(event)
  const closed = !registrationOpen(event, serverNow())
  useRenderWhenClosing(event, closed)
  // Once the form has been shown, its closing at the start takes the focus it held to the notice.
  const formShown = useRef(false)
  const closedWhileOpen = closed && formShown.current
  if (!closed) formShown.current = true
  // A registration sent before the start (on its way, or leaving for the ticket) ends as it began.
  const showClosed = closed && (outcome === undefined || outcome.kind === 'failed')
  return (
    <section className="pd-registration" aria-labelledby={headingId}>
      <h2 id={headingId}>{header(event.type)}</h2>
      <h3 className="pd-registration-title">{event.title}</h3>
      <EventDetails event={event} />
      <RichText html={event.description} className="pd-registration-description" />
      {/* Its lines speak of the session ahead ("watch the tutorial before the session"): gone once it has started. */}
      {event.status === 'Attended' || closed ? null : <EventAboutPanel type={event.type} />}
      {showClosed ? (
        <ClosedNotice takeFocus={closedWhileOpen} />
      ) : outcome?.kind === 'done' ? (
        <Done title={event.title} waitlisted={outcome.waitlisted} offerLogin={outcome.offerLogin} />
      ) : (
        <>
          {waitlist ? (
            <p className="pd-notice pd-registration-waitlist">{text(messages.waitlistNotice)}</p>
          ) : null}
          <h3>{text(registrationTexts.formHeading)}</h3>
          <RegistrationForm
            event={event}
            user={user}
            waitlist={waitlist}
            host={host}
            onOutcome={setOutcome}
          />
          {outcome?.kind === 'leaving' ? <LeavingNotice /> : null}
        </>
      )}
    </section>
  )
}

/**
 * A page left open across the event's start shows "Registration for this event is closed." then,
 * in place of a form the server would refuse, rather than at the next submit.
 */
function useRenderWhenClosing(event: LoadedRegistration['event'], closed: boolean): void {
  const [renders, setRenders] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each firing sets the next wait
  useEffect(() => {
    if (closed) return
    const now = serverNow()
    const wait = waitUntil(nextPhaseChange(event, now), now)
    if (wait === undefined) return
    // Each firing renders again and, should the server's clock still read a moment before the
    // start, sets the next wait (`renders` in the dependencies).
    const timer = setTimeout(() => setRenders((n) => n + 1), wait)
    return () => clearTimeout(timer)
  }, [event, closed, renders])
}

function ClosedNotice({ takeFocus }: { takeFocus: boolean }) {
  const notice = useFocusWhenShown<HTMLParagraphElement>(takeFocus)
  return (
    <p ref={notice} className="pd-notice pd-registration-closed" role="status" tabIndex={-1}>
      {text(messages.registrationClosed)}
    </p>
  )
}

/** "Taking you to the next step…" while the page leaves; the focus, lost with the form's button, comes here. */
function LeavingNotice() {
  const notice = useFocusWhenShown<HTMLParagraphElement>(true)
  return (
    <p ref={notice} className="pd-saving" role="status" tabIndex={-1}>
      {text(registrationTexts.leaving)}
    </p>
  )
}

/** A guest with an account stays here after registering (§4.2 step 4) and may log in. */
function Done({
  title,
  waitlisted,
  offerLogin,
}: {
  title: string
  waitlisted: boolean
  offerLogin: boolean
}) {
  usePageSessionControl('logIn', offerLogin)
  const behindDialog = useBehindLoginDialog()
  const logIn = useRef<HTMLButtonElement>(null)
  // §4.2 step 4 opens the login modal: from this panel's button, which the modal's Escape or close
  // gives the focus back to (the Register button it came from had gone with the form).
  useEffect(() => {
    if (!offerLogin) return
    logIn.current?.focus()
    openLoginModalSaying(text(messages.guestAlreadyMember))
  }, [offerLogin])
  return (
    <div className="pd-registration-done pd-notice" role="status">
      <h3>{text(registrationTexts.doneHeading)}</h3>
      <p>
        {format(
          waitlisted ? text(registrationTexts.doneWaitlisted) : text(registrationTexts.doneRegistered),
          { title },
        )}
      </p>
      {offerLogin ? (
        <button
          ref={logIn}
          type="button"
          className="pd-button"
          aria-hidden={behindDialog || undefined}
          onClick={openLoginModal}
        >
          {text(registrationTexts.logInToSee)}
        </button>
      ) : null}
    </div>
  )
}
