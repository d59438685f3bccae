import { type FormEvent, useState } from 'react'
import { errorText } from '../../../shared/api/api-error'
import { getConfig } from '../../../shared/config/config'
import { MAX_LENGTH } from '../../../shared/contract/field-limits'
import { text } from '../../../shared/messages/text'
import { Field } from '../../../shared/ui/field'
import { FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import { type ReferralSent, type ReferralText, referTeachers } from '../state'
import { referTexts } from '../texts'
import { hasErrors, type ReferralErrors, validateReferral } from '../validate'

/** §9: three e-mail slots. */
const SLOT_IDS = ['teacher-email-1', 'teacher-email-2', 'teacher-email-3'] as const
const SLOTS = SLOT_IDS.length

interface Props {
  defaults: ReferralText
  onSent: (sent: ReferralSent) => void
}

/** §2.9 refer: three e-mail inputs, a subject and a message. */
export function ReferForm({ defaults, onSent }: Props) {
  const [emails, setEmails] = useState<string[]>(() => Array(SLOTS).fill(''))
  const [subject, setSubject] = useState(defaults.subject)
  const [message, setMessage] = useState(defaults.message)
  const [errors, setErrors] = useState<ReferralErrors>({ emails: [] })
  const [busy, setBusy] = useState(false)
  useFocusKeptWhileBusy(busy)
  const { failure, showFailure, clearFailure } = useFailureFeedback()
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()

  const setEmail = (index: number, value: string) => {
    setEmails((current) => current.map((email, at) => (at === index ? value : email)))
    // Edited, a field's message goes (as event registration's do); the next submit checks again.
    if (errors.emails[index])
      setErrors((current) => ({
        ...current,
        emails: current.emails.map((error, at) => (at === index ? undefined : error)),
      }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    clearFailure()
    const values = { emails, subject, message }
    const found = validateReferral(values, getConfig().referral.requiredCount)
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid()
    setBusy(true)
    try {
      onSent(await referTeachers(values))
    } catch (error) {
      showFailure(errorText(error))
      setBusy(false)
    }
  }

  return (
    <form
      ref={formRef}
      className="pd-form pd-refer-form"
      noValidate
      onSubmit={onSubmit}
      onInput={clearFailure}
    >
      {SLOT_IDS.map((slot, index) => (
        <Field key={slot} label={text(referTexts.emailLabel, { n: index + 1 })} error={errors.emails[index]}>
          {(props) => (
            <input
              {...props}
              className="pd-input"
              type="email"
              autoComplete="off"
              maxLength={MAX_LENGTH.email}
              value={emails[index]}
              onInput={(event) => setEmail(index, event.currentTarget.value)}
            />
          )}
        </Field>
      ))}
      <Field label={text(referTexts.subject)} error={errors.subject} required>
        {(props) => (
          <input
            {...props}
            className="pd-input"
            type="text"
            maxLength={MAX_LENGTH.referralSubject}
            value={subject}
            onInput={(event) => {
              setSubject(event.currentTarget.value)
              setErrors((current) => ({ ...current, subject: undefined }))
            }}
          />
        )}
      </Field>
      <Field label={text(referTexts.message)} error={errors.message} required>
        {(props) => (
          <textarea
            {...props}
            className="pd-input"
            rows={6}
            maxLength={MAX_LENGTH.referralMessage}
            value={message}
            onInput={(event) => {
              setMessage(event.currentTarget.value)
              setErrors((current) => ({ ...current, message: undefined }))
            }}
          />
        )}
      </Field>
      <button type="submit" className="pd-button" disabled={busy}>
        {busy ? text(referTexts.submitting) : text(referTexts.submit)}
      </button>
      <FormFeedback feedback={failure} />
    </form>
  )
}
