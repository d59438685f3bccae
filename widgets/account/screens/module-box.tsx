import { useState } from 'react'
import { alertError } from '../../../shared/alerts/alert-store'
import { errorText } from '../../../shared/api/api-error'
import { callApi } from '../../../shared/api/client'
import { safeUrl } from '../../../shared/api/safe-url'
import { startModule } from '../../../shared/contract/events'
import type { EventOutput } from '../../../shared/contract/schemas'
import { moduleStarted, showsModule } from '../../../shared/domain/ticket-visibility'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { navigation } from '../../../shared/navigation/navigation'
import { t } from '../account-text'

/** §4.1 module: START MODULE calls start-{module}/, opens the link and marks it started. */
export function ModuleBox({ event, ticketId }: { event: EventOutput; ticketId: string }) {
  const [startedHere, setStartedHere] = useState(false)
  const [busy, setBusy] = useState(false)
  const link = safeUrl(event.activityLink)
  if (!showsModule(event) || !link) return null
  const started = moduleStarted(event, startedHere)

  async function start() {
    setBusy(true)
    // Opened before the call, inside the click, so pop-up blockers let it through.
    const opened = window.open('', '_blank')
    try {
      await callApi(startModule, { eventId: event.id, ticketId })
      if (opened) {
        opened.opener = null
        opened.location.href = link as string
      } else navigation.open(link as string)
      setStartedHere(true)
    } catch (error) {
      opened?.close()
      alertError(errorText(error, messages.defaultError))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="pd-account-section pd-card" aria-labelledby="pd-account-module">
      <h3 id="pd-account-module">{t('moduleHeading')}</h3>
      {started ? (
        <a className="pd-button" href={link} target="_blank" rel="noopener noreferrer">
          {text(messages.openModule)}
          <span className="pd-visually-hidden"> {t('newTab')}</span>
        </a>
      ) : (
        <button type="button" className="pd-button" disabled={busy} onClick={start}>
          {text(messages.startModule)}
        </button>
      )}
    </section>
  )
}
