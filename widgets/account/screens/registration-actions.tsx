import type { EventOutput } from '../../../shared/contract/schemas'
import { canCancel, canConfirm, cancelKind } from '../../../shared/domain/ticket-visibility'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { errorFeedback, FormFeedback } from '../../../shared/ui/form-feedback'
import { Modal } from '../../../shared/ui/modal'
import { useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import { useRegistrationActions } from '../ticket/state'

interface Props {
  event: EventOutput
  ticketId: string
  onReload: () => void
}

/** §4.1 cancel and confirm, each behind its confirmation dialog. */
export function RegistrationActions({ event, ticketId, onReload }: Props) {
  const { dialog, setDialog, busy, failure, cancel, confirm } = useRegistrationActions(ticketId, onReload)
  // A failed call leaves the dialog open: the keyboard stays on its Yes button, disabled meanwhile.
  useFocusKeptWhileBusy(busy)
  const told = <FormFeedback feedback={failure === undefined ? undefined : errorFeedback(failure)} />

  const showCancel = canCancel(event)
  const showConfirm = canConfirm(event)
  if (!showCancel && !showConfirm) return null
  return (
    <div className="pd-account-actions">
      {showConfirm ? (
        <button type="button" className="pd-button" onClick={() => setDialog('confirm')}>
          {text(messages.confirmRegistration)}
        </button>
      ) : null}
      {showCancel ? (
        <button type="button" className="pd-button pd-button-secondary" onClick={() => setDialog('cancel')}>
          {cancelKind(event) === 'application'
            ? text(messages.cancelApplication)
            : text(messages.cancelRegistration)}
        </button>
      ) : null}
      {dialog === 'cancel' ? (
        <Modal title={text(messages.cancelQuestion)} onClose={() => setDialog(undefined)}>
          {told}
          <div className="pd-modal-actions">
            <button
              type="button"
              className="pd-button pd-button-secondary"
              onClick={() => setDialog(undefined)}
            >
              {text(messages.cancelNo)}
            </button>
            <button type="button" className="pd-button pd-button-danger" disabled={busy} onClick={cancel}>
              {text(messages.cancelYes)}
            </button>
          </div>
        </Modal>
      ) : null}
      {dialog === 'confirm' ? (
        <Modal title={text(messages.confirmQuestion)} onClose={() => setDialog(undefined)}>
          {told}
          <div className="pd-modal-actions">
            <button type="button" className="pd-button" disabled={busy} onClick={confirm}>
              {text(messages.confirmYes)}
            </button>
            <button
              type="button"
              className="pd-button pd-button-secondary"
              onClick={() => setDialog(undefined)}
            >
              {text(messages.confirmNo)}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  )
}
