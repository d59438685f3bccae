import { useEffect, useRef, useState } from 'react'
import { errorText } from '../../../shared/api/api-error'
import { text } from '../../../shared/messages/text'
import { Field, withoutError } from '../../../shared/ui/field'
import { FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import {
  CONTACT_MAX_LENGTH,
  type ContactErrors,
  type ContactField,
  type ContactForm as ContactValues,
  prepareContactForm,
  sendContactForm,
  validateContactForm,
} from '../state'
import { contactTexts } from '../texts'

type Status = 'editing' | 'saving' | 'done'

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' }

/** §2.12, §4.7: the contact form; saving while the call runs, a thank-you once sent. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [status, setStatus] = useState<Status>('editing')
  useFocusKeptWhileBusy(status === 'saving')
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const done = useRef<HTMLParagraphElement>(null)
  const { failure, showFailure, clearFailure } = useFailureFeedback()

  useEffect(() => {
    if (status === 'done') done.current?.focus()
  }, [status])

  function update(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors(withoutError(field))
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (status === 'saving') return
    clearFailure()
    const found = validateContactForm(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return focusFirstInvalid()
    setStatus('saving')
    try {
      await sendContactForm(values)
      setStatus('done')
    } catch (error) {
      // What the person typed stays in the form; the reason shows in the banner and by the button.
      showFailure(errorText(error))
      setStatus('editing')
    }
  }

  if (status === 'done') {
    return (
      <p ref={done} className="pd-notice pd-contact-done" role="status" tabIndex={-1}>
        {text(contactTexts.done)}
      </p>
    )
  }

  const input = (field: ContactField, type: string, autoComplete: string) => (
    <Field label={contactTexts[field]} error={errors[field]} required>
      {(props) => (
        <input
          {...props}
          className="pd-input"
          type={type}
          name={field}
          autoComplete={autoComplete}
          maxLength={CONTACT_MAX_LENGTH[field]}
          value={values[field]}
          onInput={(event) => update(field, event.currentTarget.value)}
        />
      )}
    </Field>
  )

  return (
    <form
      ref={formRef}
      className="pd-form pd-contact-form"
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={prepareContactForm}
      onInput={clearFailure}
    >
      <p className="pd-hint">{text(contactTexts.required)}</p>
      {input('name', 'text', 'name')}
      {input('email', 'email', 'email')}
      {input('subject', 'text', 'off')}
      <Field label={text(contactTexts.message)} error={errors.message} required>
        {(props) => (
          <textarea
            {...props}
            className="pd-input"
            name="message"
            rows={6}
            maxLength={CONTACT_MAX_LENGTH.message}
            value={values.message}
            onInput={(event) => update('message', event.currentTarget.value)}
          />
        )}
      </Field>
      <div>
        <button type="submit" className="pd-button" disabled={status === 'saving'}>
          {status === 'saving' ? text(contactTexts.saving) : text(contactTexts.button)}
        </button>
      </div>
      <FormFeedback feedback={failure} />
    </form>
  )
}
