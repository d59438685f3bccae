import { useCallback, useEffect, useState } from 'react'
import type { EventOutput } from '../../../shared/contract/schemas'
import { serverNow } from '../../../shared/dates/server-clock'
import { surveyOpen } from '../../../shared/domain/event-phase'
import { typeText } from '../../../shared/domain/event-types'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { RetryNotice } from '../../../shared/ui/load-failed-notice'
import { useDomId } from '../../../shared/ui/use-dom-id'
import { useSurveyOpening } from '../../../shared/ui/use-survey-opening'
import type { LookupTarget } from '../options'
import { type LookupLoad, loadLookup, openSurvey } from '../state'
import { lookupTexts } from '../texts'
import { LookupForm } from './lookup-form'

/** §2.6 survey lookup by e-mail, with the §4.3 flow. "Try again" remounts the loader. */
export function LookupView({ target }: { target: LookupTarget }) {
  const [attempt, setAttempt] = useState(0)
  // One function for the page's life: the survey's opening timer is set up once, not at each draw.
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const { eventId, ticketId } = target
  useEffect(() => {
    if (eventId && ticketId) openSurvey(eventId, ticketId)
  }, [eventId, ticketId])
  if (!eventId) return <p className="pd-notice">{text(lookupTexts.noEventId)}</p>
  if (ticketId)
    return (
      <p className="pd-survey-lookup-loading" role="status">
        {text(lookupTexts.leaving)}
      </p>
    )
  return <LookupLoader key={attempt} eventId={eventId} onRetry={retry} />
}

function LookupLoader({ eventId, onRetry }: { eventId: string; onRetry: () => void }) {
  const [load, setLoad] = useState<LookupLoad | undefined>()
  const headingId = useDomId()

  useEffect(() => {
    let live = true
    void loadLookup(eventId).then((result) => live && setLoad(result))
    return () => {
      live = false
    }
  }, [eventId])

  if (!load || load.kind === 'leaving')
    return (
      <p className="pd-survey-lookup-loading" role="status">
        {load ? text(lookupTexts.leaving) : text(lookupTexts.loading)}
      </p>
    )
  // As event registration's: an event the server refused comes back no better on a second ask.
  if (load.kind === 'failed' && load.refused)
    return <p className="pd-notice">{text(lookupTexts.loadFailed)}</p>
  if (load.kind === 'failed') return <RetryNotice message={text(lookupTexts.loadFailed)} onRetry={onRetry} />
  const { event } = load
  return (
    <section className="pd-survey-lookup" aria-labelledby={headingId}>
      <h2 id={headingId}>{event.title}</h2>
      {/* The type in an element of its own: §2.6 shows "the event title and type", and a search
          for the type's words ("Virtual PD") finds it without its label. */}
      <p className="pd-survey-lookup-type">
        {text(lookupTexts.eventType)}: <span>{typeText(event.type)}</span>
      </p>
      {surveyOpen(event, serverNow()) ? (
        <>
          <p>{text(messages.surveyLookupIntro)}</p>
          <LookupForm eventId={eventId} />
        </>
      ) : (
        <NotOpenYet event={event} onOpen={onRetry} />
      )}
    </section>
  )
}

/** Before the survey opens; the lookup loads again when it does (§4.3 from step 1). */
function NotOpenYet({ event, onOpen }: { event: EventOutput; onOpen: () => void }) {
  useSurveyOpening(event, onOpen)
  return (
    <p className="pd-notice pd-survey-not-open" role="status">
      {text(messages.surveyNotOpenYet)}
    </p>
  )
}
