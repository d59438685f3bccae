import { text } from '../../../shared/messages/text'
import { Modal } from '../../../shared/ui/modal'
import { loginTexts } from '../texts'
import { LoginForm } from './login-form'

interface Props {
  redirect?: string | undefined
  onClose: () => void
}

/** §2.11 the login form in its dialog; its code comes when a visitor first opens it (login-modal.tsx). */
export function LoginDialog({ redirect, onClose }: Props) {
  return (
    <Modal title={text(loginTexts.modalTitle)} onClose={onClose}>
      <LoginForm redirect={redirect} focusFirst />
    </Modal>
  )
}
