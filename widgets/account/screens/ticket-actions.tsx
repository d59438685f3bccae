import { useState } from 'react'
import { alertError, alertSuccess } from '../../../shared/alerts/alert-store'
import { errorText } from '../../../shared/api/api-error'
import { callApi } from '../../../shared/api/client'
import { safeUrl } from '../../../shared/api/safe-url'
import { cancelEvent, confirmEvent, startModule } from '../../../shared/contract/events'
import type { EventOutput } from '../../../shared/contract/schemas'
import {
  canCancel,
  canConfirm,
  cancelKind,
  joinLink,
  moduleStarted,
  showsModule,
} from '../../../shared/domain/ticket-visibility'
import { messages } from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { Modal } from '../../../shared/ui/modal'
import { t } from '../account-text'
import { goTo, navigation } from '../navigation'

type Dialog = 'cancel' | 'confirm' | undefined

interface Props {
  event: EventOutput
  ticketId: string
  onReload: () => void
}

/** §4.1 cancel and confirm, each behind its confirmation dialog. */
export function RegistrationActions({ event, ticketId, onReload }: Props) {
  const [dialog, setDialog] = useState<Dialog>()
  const [busy, setBusy] = useState(false)

  async function cancel() {
    setBusy(true)
    try {
      await callApi(cancelEvent, { ticketId })
      alertSuccess(messages.cancelled)
      setDialog(undefined)
      goTo({ screen: 'academy' })
    } catch (error) {
      alertError(errorText(error, messages.cancelFailed))
      setBusy(false)
    }
  }

  async function confirm() {
    setBusy(true)
    try {
      await callApi(confirmEvent, { ticketId })
      alertSuccess(messages.confirmed)
      setDialog(undefined)
      onReload()
    } catch (error) {
      alertError(errorText(error, messages.confirmFailed))
    } finally {
      setBusy(false)
    }
  }

  const showCancel = canCancel(event)
  const showConfirm = canConfirm(event)
  if (!showCancel && !showConfirm) return null
  return (
    <div className="pd-account-actions">
      {showConfirm ? (
        <button type="button" className="pd-button" onClick={() => setDialog('confirm')}>
          {text('confirmRegistration')}
        </button>
      ) : null}
      {showCancel ? (
        <button type="button" className="pd-button pd-button-secondary" onClick={() => setDialog('cancel')}>
          {cancelKind(event) === 'application' ? text('cancelApplication') : text('cancelRegistration')}
        </button>
      ) : null}
      {dialog === 'cancel' ? (
        <Modal title={text('cancelQuestion')} onClose={() => setDialog(undefined)}>
          <div className="pd-modal-actions">
            <button
              type="button"
              className="pd-button pd-button-secondary"
              onClick={() => setDialog(undefined)}
            >
              {text('cancelNo')}
            </button>
            <button type="button" className="pd-button pd-button-danger" disabled={busy} onClick={cancel}>
              {text('cancelYes')}
            </button>
          </div>
        </Modal>
      ) : null}
      {dialog === 'confirm' ? (
        <Modal title={text('confirmQuestion')} onClose={() => setDialog(undefined)}>
          <div className="pd-modal-actions">
            <button type="button" className="pd-button" disabled={busy} onClick={confirm}>
              {text('confirmYes')}
            </button>
            <button
              type="button"
              className="pd-button pd-button-secondary"
              onClick={() => setDialog(undefined)}
            >
              {text('confirmNo')}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  )
}

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
          {text('openModule')}
          <span className="pd-visually-hidden"> {t('newTab')}</span>
        </a>
      ) : (
        <button type="button" className="pd-button" disabled={busy} onClick={start}>
          {text('startModule')}
        </button>
      )}
    </section>
  )
}

/** §4.1 "JOIN {video service} SESSION" for a virtual event with a link, not Attended. */
export function JoinButton({ event }: { event: EventOutput }) {
  const link = safeUrl(joinLink(event))
  if (!link) return null
  return (
    <p>
      <a className="pd-button" href={link} target="_blank" rel="noopener noreferrer">
        {text('joinSession')}
        <span className="pd-visually-hidden"> {t('newTab')}</span>
      </a>
    </p>
  )
}
