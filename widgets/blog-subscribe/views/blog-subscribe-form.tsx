import { useEffect, useRef, useState } from 'react'
import { alertError } from '../../../shared/alerts/alert-store'
import { errorText } from '../../../shared/api/api-error'
import { isEmailAddress } from '../../../shared/domain/email-address'
import { messages } from '../../../shared/messages/messages'
import { Field } from '../../../shared/ui/field'
import { subscribeToBlog } from '../state'
import { blogSubscribeTexts } from '../texts'

type Status = 'editing' | 'saving' | 'done'

/** §2.12, §5.8: one e-mail field (subscriptions_email); saving while the call runs, done after. */
export function BlogSubscribeForm() {
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
    const value = email.trim()
    setError(undefined)
    // §5.8: an empty address does nothing at all: no call and no message.
    if (status === 'saving' || !value) return
    if (!isEmailAddress(value)) {
      setError(blogSubscribeTexts.invalidEmail)
      input.current?.focus()
      return
    }
    setStatus('saving')
    try {
      await subscribeToBlog(value)
      setStatus('done')
    } catch (failure) {
      alertError(errorText(failure, messages.defaultError))
      setStatus('editing')
    }
  }

  if (status === 'done') {
    return (
      <p ref={done} className="pd-notice pd-blog-subscribe-done" role="status" tabIndex={-1}>
        {blogSubscribeTexts.done}
      </p>
    )
  }

  return (
    <form className="pd-form pd-blog-subscribe-form" noValidate onSubmit={onSubmit}>
      <Field label={blogSubscribeTexts.label} error={error}>
        {(props) => (
          <input
            {...props}
            ref={input}
            className="pd-input"
            type="email"
            name="subscriptions_email"
            autoComplete="email"
            value={email}
            onInput={(event) => setEmail(event.currentTarget.value)}
          />
        )}
      </Field>
      <button type="submit" className="pd-button" disabled={status === 'saving'}>
        {status === 'saving' ? blogSubscribeTexts.saving : blogSubscribeTexts.button}
      </button>
    </form>
  )
}
