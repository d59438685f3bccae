import { type FormEvent, useState } from 'react'
import { errorText } from '../../../shared/api/api-error'
import { getConfig } from '../../../shared/config/config'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { withoutError } from '../../../shared/ui/field'
import { FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'
import { TextField } from '../../../shared/ui/text-field'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy, useFocusWhenShown } from '../../../shared/ui/use-focus-kept-while-busy'
import { type ResetErrors, saveNewPassword, validateReset } from '../state'
import { resetTexts } from '../texts'

/** §2.11 reset password: a new password (typed twice) with the key from the e-mailed link. */
export function ResetPasswordForm({ resetKey }: { resetKey: string | undefined }) {
  const [password, setPassword] = useState('')
  const [retype, setRetype] = useState('')
  const [errors, setErrors] = useState<ResetErrors>({})
  const [busy, setBusy] = useState(false)
  useFocusKeptWhileBusy(busy)
  const { failure, showFailure, clearFailure } = useFailureFeedback()
  const [saved, setSaved] = useState(false)
  const savedNotice = useFocusWhenShown<HTMLDivElement>(saved)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const paths = getConfig().paths

  // §5.6: without a key there is nothing to send.
  if (!resetKey) {
    return (
      <p className="pd-notice">
        {text(resetTexts.noKey)} <a href={paths.forgotPassword}>{text(resetTexts.askAgain)}</a>
      </p>
    )
  }
  const key = resetKey

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    clearFailure()
    const found = validateReset(password, retype)
    setErrors(found)
    if (found.password || found.retype) return focusFirstInvalid()
    setBusy(true)
    try {
      await saveNewPassword(password, key)
      setSaved(true)
    } catch (error) {
      showFailure(errorText(error))
      setBusy(false)
    }
  }

  if (saved) {
    return (
      <div ref={savedNotice} className="pd-notice" role="status" tabIndex={-1}>
        <p>{text(messages.passwordUpdated)}</p>
        <p>
          <a href={paths.login}>{text(resetTexts.logIn)}</a>
        </p>
      </div>
    )
  }

  return (
    <form
      ref={formRef}
      className="pd-form pd-reset-form"
      noValidate
      onSubmit={onSubmit}
      onInput={clearFailure}
    >
      <TextField
        label={text(resetTexts.password)}
        type="password"
        autoComplete="new-password"
        value={password}
        onValue={(value) => {
          setPassword(value)
          setErrors(withoutError('password'))
        }}
        error={errors.password}
        hint={text(resetTexts.passwordHint)}
        required
      />
      <TextField
        label={text(resetTexts.retype)}
        type="password"
        autoComplete="new-password"
        value={retype}
        onValue={(value) => {
          setRetype(value)
          setErrors(withoutError('retype'))
        }}
        error={errors.retype}
        required
      />
      <button type="submit" className="pd-button" disabled={busy}>
        {busy ? text(resetTexts.submitting) : text(resetTexts.submit)}
      </button>
      <FormFeedback feedback={failure} />
      {/* A used or expired key fails every retry: the way forward is a new link (§8 says only "try again"). */}
      {failure ? (
        <p>
          <a href={paths.forgotPassword}>{text(resetTexts.askAgain)}</a>
        </p>
      ) : null}
    </form>
  )
}
