import { type FormEvent, useState } from 'react'
import { errorText } from '../../../shared/api/api-error'
import { getConfig } from '../../../shared/config/config'
import { text } from '../../../shared/messages/text'
import { FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'
import { TextField } from '../../../shared/ui/text-field'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy, useFocusWhenShown } from '../../../shared/ui/use-focus-kept-while-busy'
import { requestPasswordReset } from '../state'
import { forgotTexts } from '../texts'

/** §2.11 forgot password: one user value; §5.6: nothing is sent when it is empty. */
export function ForgotPasswordForm() {
  const [user, setUser] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  useFocusKeptWhileBusy(busy)
  const { failure, showFailure, clearFailure } = useFailureFeedback()
  const [sent, setSent] = useState(false)
  const sentNotice = useFocusWhenShown<HTMLDivElement>(sent)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    clearFailure()
    if (!user.trim()) {
      setError(text(forgotTexts.userRequired))
      return focusFirstInvalid()
    }
    setError(undefined)
    setBusy(true)
    try {
      await requestPasswordReset(user)
      setSent(true)
    } catch (error) {
      showFailure(errorText(error))
      setBusy(false)
    }
  }

  if (sent) {
    return (
      <div ref={sentNotice} className="pd-notice" role="status" tabIndex={-1}>
        <p>{text(forgotTexts.sent)}</p>
        <p>
          <a href={getConfig().paths.login}>{text(forgotTexts.backToLogin)}</a>
        </p>
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      className="pd-form pd-forgot-form"
      noValidate
      onSubmit={onSubmit}
      onInput={clearFailure}
    >
      <TextField
        label={text(forgotTexts.userLabel)}
        autoComplete="username"
        value={user}
        onValue={(value) => {
          setUser(value)
          // Edited, the field's message goes (as event registration's do); the next submit checks again.
          setError(undefined)
        }}
        error={error}
        required
      />
      <button type="submit" className="pd-button" disabled={busy}>
        {busy ? text(forgotTexts.submitting) : text(forgotTexts.submit)}
      </button>
      <FormFeedback feedback={failure} />
    </form>
  )
}
