import { useLayoutEffect, useRef } from 'react'
import { safeUrl } from '../../../shared/api/safe-url'
import type { EventOutput } from '../../../shared/contract/schemas'
import { isSelfPaced } from '../../../shared/domain/event-phase'
import { moduleStarted, showsModule } from '../../../shared/domain/ticket-visibility'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { FormFeedback } from '../../../shared/ui/form-feedback'
import { focusLost, useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import { newTab } from '../new-tab'
import { accountTexts } from '../texts'
import { useModuleStart } from '../ticket/state'
import { SurveyOffer } from './survey-offer'

/**
 * OPEN MODULE takes the focus from the START MODULE it replaces, which went with the focus (a
 * ticket opened with its module already started leaves the focus where it is).
 */
function useFocusWhenStarted(started: boolean) {
  const link = useRef<HTMLAnchorElement>(null)
  const wasStarted = useRef(started)
  useLayoutEffect(() => {
    const justStarted = started && !wasStarted.current
    wasStarted.current = started
    if (justStarted && focusLost()) link.current?.focus()
  }, [started])
  return link
}

/** §4.1 module: START MODULE calls start-{module}/, opens the link and marks it started. */
export function ModuleBox({ event, ticketId }: { event: EventOutput; ticketId: string }) {
  const link = safeUrl(event.activityLink)
  const { startedHere, busy, failure, start } = useModuleStart(event, ticketId, link ?? '')
  useFocusKeptWhileBusy(busy)
  const started = moduleStarted(event, startedHere)
  const openLink = useFocusWhenStarted(started)
  if (!showsModule(event) || !link) return null

  return (
    <section className="pd-account-section pd-card" aria-labelledby="pd-account-module">
      <h3 id="pd-account-module">{text(accountTexts.moduleHeading)}</h3>
      {started ? (
        <>
          <a ref={openLink} className="pd-button" href={link} {...newTab()}>
            {text(messages.openModule)}
          </a>
          {/* A module has no session that ends, so its survey (§4.3) is offered once it is
              started; a Flagged ticket is under review and gets none. */}
          {event.status === 'Registered' && isSelfPaced(event) ? (
            <SurveyOffer note={messages.moduleSurveyNote} event={event} ticketId={ticketId} />
          ) : null}
        </>
      ) : (
        <>
          <button type="button" className="pd-button" disabled={busy} onClick={start}>
            {text(messages.startModule)}
          </button>
          <FormFeedback feedback={failure} />
        </>
      )}
    </section>
  )
}
