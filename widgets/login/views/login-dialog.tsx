import { text } from '../../../shared/messages/text'
import { Modal } from '../../../shared/ui/modal'
import { loginTexts } from '../texts'
import { LoginForm } from './login-form'

interface Props {
  redirect?: string | undefined
  /** Why it opened, when a widget said (the alert behind the backdrop is out of a screen reader's reach). */
  reason?: string | undefined
  onClose: () => void
}

/** §2.11 the login form in its dialog; its code comes when a visitor first opens it (login-modal.tsx). */
export function LoginDialog({ redirect, reason, onClose }: Props) {
  return (
    <Modal title={text(loginTexts.modalTitle)} onClose={onClose} spokenReason={reason}>
      <LoginForm redirect={redirect} focusFirst />
    </Modal>
  )
}
