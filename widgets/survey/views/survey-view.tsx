import { useEffect, useState } from 'react'
import type { EventOutput } from '../../../shared/contract/schemas'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { RetryNotice } from '../../../shared/ui/load-failed-notice'
import { useSurveyOpening } from '../../../shared/ui/use-survey-opening'
import type { SurveyIds } from '../options'
import { loadSurvey, type SurveyLoad } from '../state'
import { surveyTexts } from '../texts'
import { SurveyForm } from './survey-form'

/** §2.7 survey view (title "Survey"), with the §4.3 guards. "Try again" remounts the loader. */
export function SurveyView({ ids }: { ids: SurveyIds }) {
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    document.title = text(messages.titleSurvey)
  }, [])
  return <SurveyLoader key={attempt} ids={ids} onRetry={() => setAttempt((n) => n + 1)} />
}

function SurveyLoader({ ids, onRetry }: { ids: SurveyIds; onRetry: () => void }) {
  const [load, setLoad] = useState<SurveyLoad | undefined>()
  const { id, ticketId } = ids

  useEffect(() => {
    let live = true
    void loadSurvey({ id, ticketId }).then((result) => live && setLoad(result))
    return () => {
      live = false
    }
  }, [id, ticketId])

  if (!load)
    return (
      <p className="pd-survey-loading" role="status">
        {text(surveyTexts.loading)}
      </p>
    )
  if (load.kind === 'leaving')
    return (
      <p className="pd-survey-loading" role="status">
        {text(surveyTexts.leaving)}
      </p>
    )
  if (load.kind === 'failed') return <RetryNotice message={text(surveyTexts.loadFailed)} onRetry={onRetry} />
  if (load.kind === 'not-open') return <NotOpenYet event={load.event} onOpen={onRetry} />
  return <SurveyForm event={load.event} survey={load.survey} ids={load.ids} />
}

/**
 * A survey opened from its link before the session: the page asks again when the survey opens
 * (the last session's start), so a teacher who keeps it open gets the form without a reload.
 */
function NotOpenYet({ event, onOpen }: { event: EventOutput; onOpen: () => void }) {
  useSurveyOpening(event, onOpen)
  return (
    <section className="pd-survey" aria-label={event.title}>
      <h2>{event.title}</h2>
      <p className="pd-notice pd-survey-not-open" role="status">
        {text(messages.surveyNotOpenYet)}
      </p>
    </section>
  )
}
