import { useEffect, useRef, useState } from 'react'
import { alertError } from '../../../shared/alerts/alert-store'
import { errorText } from '../../../shared/api/api-error'
import { isEmailAddress } from '../../../shared/domain/email-address'
import { messages } from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { Field } from '../../../shared/ui/field'
import { subscribeToNewsletter } from '../state'
import { newsletterTexts } from '../texts'

type Status = 'editing' | 'saving' | 'done'

/** §2.12, §5.8: one e-mail field; saving while the call runs, done after. */
export function NewsletterForm({ host }: { host: HTMLElement }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [status, setStatus] = useState<Status>('editing')
  const input = useRef<HTMLInputElement>(null)
  const done = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (status === 'done') done.current?.focus()
  }, [status])

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (status === 'saving') return
    const value = email.trim()
    setError(undefined)
    if (!value) {
      // §5.8, §8: this message is an alert, not an inline error.
      alertError(text('newsletterNoEmail'))
      input.current?.focus()
      return
    }
    if (!isEmailAddress(value)) {
      setError(newsletterTexts.invalidEmail)
      input.current?.focus()
      return
    }
    setStatus('saving')
    try {
      await subscribeToNewsletter(host, value)
      setStatus('done')
    } catch (failure) {
      alertError(errorText(failure, messages.defaultError))
      setStatus('editing')
    }
  }

  if (status === 'done') {
    return (
      <p ref={done} className="pd-notice pd-newsletter-done" role="status" tabIndex={-1}>
        {newsletterTexts.done}
      </p>
    )
  }

  return (
    <form className="pd-form pd-newsletter-form" noValidate onSubmit={onSubmit}>
      <Field label={newsletterTexts.label} error={error}>
        {(props) => (
          <input
            {...props}
            ref={input}
            className="pd-input"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onInput={(event) => setEmail(event.currentTarget.value)}
          />
        )}
      </Field>
      <button type="submit" className="pd-button" disabled={status === 'saving'}>
        {status === 'saving' ? newsletterTexts.saving : newsletterTexts.button}
      </button>
    </form>
  )
}
