import { useEffect, useRef, useState } from 'react'
import { alertError } from '../alerts/alert-store'
import { errorText } from '../api/api-error'
import { isEmailAddress } from '../domain/email-address'
import { text } from '../messages/text'
import { Field } from './field'
import { FormFeedback, useFailureFeedback } from './form-feedback'
import { useFocusFirstInvalid } from './use-focus-first-invalid'
import { useFocusKeptWhileBusy } from './use-focus-kept-while-busy'

export interface EmailSubscribeTexts {
  label: string
  button: string
  saving: string
  done: string
  invalidEmail: string
}

interface Props {
  /** The input's name, as the form's call names the field. */
  name: string
  /** Class prefix of this form, e.g. "pd-newsletter". */
  className: string
  texts: EmailSubscribeTexts
  /** §5.8: the alert an empty address gets; without one, an empty submit does nothing at all. */
  emptyAlert?: string
  subscribe: (email: string) => Promise<unknown>
  /** Called when the field gets the focus: a chance to download what `subscribe` needs. */
  onFirstUse?: () => void
}

type Status = 'editing' | 'saving' | 'done'

/**
 * One e-mail field and a subscribe button (§2.12): saving while the call runs, done after, the
 * typed address kept when the call fails. Shared by the newsletter and blog subscription forms.
 */
export function EmailSubscribeForm({ name, className, texts, emptyAlert, subscribe, onFirstUse }: Props) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [status, setStatus] = useState<Status>('editing')
  useFocusKeptWhileBusy(status === 'saving')
  const { failure, showFailure, clearFailure } = useFailureFeedback()
  const done = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (status === 'done') done.current?.focus()
  }, [status])

  // The shared hook, as every form: the field takes the focus once it is marked invalid.
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()

  function refuse(inline: string) {
    setError(inline)
    focusFirstInvalid()
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (status === 'saving') return
    const value = email.trim()
    setError(undefined)
    clearFailure()
    if (!value) {
      if (emptyAlert === undefined) return
      // §5.8's alert, in the banner and on the field itself (aria-invalid, described by it).
      alertError(emptyAlert)
      refuse(emptyAlert)
      return
    }
    if (!isEmailAddress(value)) {
      refuse(texts.invalidEmail)
      return
    }
    setStatus('saving')
    try {
      await subscribe(value)
      setStatus('done')
    } catch (error) {
      showFailure(errorText(error))
      setStatus('editing')
    }
  }

  if (status === 'done') {
    return (
      <p ref={done} className={`pd-notice ${className}-done`} role="status" tabIndex={-1}>
        {text(texts.done)}
      </p>
    )
  }

  return (
    <form
      ref={formRef}
      className={`pd-form ${className}-form`}
      noValidate
      onSubmit={onSubmit}
      onInput={clearFailure}
    >
      <Field label={texts.label} error={error} className="pd-subscribe-field">
        {(props) => (
          <input
            {...props}
            className="pd-input"
            type="email"
            name={name}
            autoComplete="email"
            value={email}
            onFocus={onFirstUse}
            onInput={(event) => {
              setEmail(event.currentTarget.value)
              // Edited, the field's message goes (as event registration's do); the next submit checks again.
              setError(undefined)
            }}
          />
        )}
      </Field>
      <button type="submit" className="pd-button" disabled={status === 'saving'}>
        {status === 'saving' ? text(texts.saving) : text(texts.button)}
      </button>
      <FormFeedback feedback={failure} />
    </form>
  )
}
