import { useState } from 'react'
import { MAX_LENGTH } from '../../../shared/contract/field-limits'
import type { User } from '../../../shared/contract/schemas'
import { newPasswordProblem } from '../../../shared/domain/new-password'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { Field, withoutError } from '../../../shared/ui/field'
import { type Feedback, FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'
import { Modal } from '../../../shared/ui/modal'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import { savePassword } from '../profile/state'
import { accountTexts } from '../texts'

/** §5.4's checks (shared/domain/new-password.ts), in the page's language. */
export function passwordErrors(password: string, retype: string): { password?: string; retype?: string } {
  const problem = newPasswordProblem(password, retype)
  return {
    password: problem.password && text(problem.password),
    retype: problem.retype && text(problem.retype),
  }
}

/** §2.8 change-password modal: updateUser/ with {cpUsers_recordNumber, cpUsers_password}. */
export function PasswordModal({ user, onClose }: { user: User; onClose: (saved?: Feedback) => void }) {
  const [password, setPassword] = useState('')
  const [retype, setRetype] = useState('')
  const [errors, setErrors] = useState<{ password?: string; retype?: string }>({})
  const [busy, setBusy] = useState(false)
  useFocusKeptWhileBusy(busy)
  const { failure, showFailure, clearFailure } = useFailureFeedback()
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    clearFailure()
    const found = passwordErrors(password, retype)
    setErrors(found)
    if (found.password || found.retype) return focusFirstInvalid()
    setBusy(true)
    const result = await savePassword(user, password)
    if (result.type === 'success') return onClose(result)
    showFailure(result.text, formRef.current)
    setBusy(false)
  }

  return (
    <Modal title={text(accountTexts.changePasswordTitle)} onClose={() => onClose()}>
      <form ref={formRef} className="pd-form" noValidate onSubmit={submit} onInput={clearFailure}>
        <Field label={text(accountTexts.newPassword)} error={errors.password} required>
          {(control) => (
            <input
              className="pd-input"
              type="password"
              autoComplete="new-password"
              maxLength={MAX_LENGTH.password}
              {...control}
              value={password}
              onInput={(event) => {
                setPassword(event.currentTarget.value)
                setErrors(withoutError('password'))
              }}
            />
          )}
        </Field>
        <Field label={text(accountTexts.retypePassword)} error={errors.retype} required>
          {(control) => (
            <input
              className="pd-input"
              type="password"
              autoComplete="new-password"
              maxLength={MAX_LENGTH.password}
              {...control}
              value={retype}
              onInput={(event) => {
                setRetype(event.currentTarget.value)
                setErrors(withoutError('retype'))
              }}
            />
          )}
        </Field>
        <div className="pd-modal-actions">
          <button type="submit" className="pd-button" disabled={busy}>
            {text(messages.saveAccount)}
          </button>
          <FormFeedback feedback={failure} />
        </div>
      </form>
    </Modal>
  )
}
