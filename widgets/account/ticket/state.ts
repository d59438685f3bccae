import { useState } from 'react'
import { alertSuccess } from '../../../shared/alerts/alert-store'
import { errorText } from '../../../shared/api/api-error'
import type { EventOutput } from '../../../shared/contract/schemas'
import { nextPhaseChange } from '../../../shared/domain/event-phase'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { goToAccountState } from '../../../shared/navigation/account-navigation'
import { navigation } from '../../../shared/navigation/navigation'
import { useFailureFeedback } from '../../../shared/ui/form-feedback'
import { useLoad } from '../use-load'
import { cancelTicket, confirmTicket, getTicket, startModule } from './api'

/**
 * §2.4 the ticket detail's event, loaded once per id and ticket id, and again when its session
 * starts and ends: a ticket left open then shows its join link, or at the end the survey offer in
 * place of JOIN, Cancel, Confirm and the calendar.
 */
export function useTicket(id: string, ticketId: string) {
  return useLoad(() => getTicket(id, ticketId), `${id}/${ticketId}`, false, nextPhaseChange)
}

/** §4.1 left open by the spec: a finished session's next step is its survey state. */
export function openSurvey(event: EventOutput, ticketId: string): void {
  goToAccountState({ screen: 'survey', id: event.EID ?? event.id, ticketId })
}

type Dialog = 'cancel' | 'confirm' | undefined

/**
 * §4.1 cancel and confirm, each behind its dialog. A cancelled ticket is gone: the academy
 * shows what is left. A confirmed one stays: the detail reloads to show its new state. A failure
 * (§8) is told in the dialog, which stays open for another try: the page behind a modal dialog is
 * inert, and the alert banner under its backdrop.
 */
export function useRegistrationActions(ticketId: string, reload: () => void) {
  const [dialog, setDialogState] = useState<Dialog>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const setDialog = (next: Dialog) => {
    setFailure(undefined)
    setDialogState(next)
  }

  async function cancel() {
    setBusy(true)
    setFailure(undefined)
    try {
      await cancelTicket(ticketId)
      alertSuccess(text(messages.cancelled))
      setDialog(undefined)
      goToAccountState({ screen: 'academy' })
    } catch (error) {
      setFailure(errorText(error))
      setBusy(false)
    }
  }

  async function confirm() {
    setBusy(true)
    setFailure(undefined)
    try {
      await confirmTicket(ticketId)
      alertSuccess(text(messages.confirmed))
      setDialog(undefined)
      reload()
    } catch (error) {
      setFailure(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  return { dialog, setDialog, busy, failure, cancel, confirm }
}

/** §4.1 START MODULE: start-{module}/, then the module opens and the box reads OPEN MODULE. */
export function useModuleStart(event: EventOutput, ticketId: string, link: string) {
  const [startedHere, setStartedHere] = useState(false)
  const [busy, setBusy] = useState(false)
  const { failure, showFailure, clearFailure } = useFailureFeedback()

  async function start() {
    setBusy(true)
    clearFailure()
    // Opened before the call, inside the click, so pop-up blockers let it through.
    const opened = window.open('', '_blank')
    try {
      await startModule(event.id, ticketId)
      if (opened) {
        opened.opener = null
        opened.location.href = link
      } else navigation.open(link)
      setStartedHere(true)
    } catch (error) {
      opened?.close()
      // In the banner for its second (§4.7), then beside the button, where the person looks.
      showFailure(errorText(error))
    } finally {
      setBusy(false)
    }
  }

  return { startedHere, busy, failure, start }
}
