import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import { EmailSchema } from '../../../shared/contract/schemas'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { Field } from '../../../shared/ui/field'
import { type Feedback, FormFeedback } from '../../../shared/ui/form-feedback'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import { openSurveyByEmail } from '../state'
import { lookupTexts } from '../texts'

/** §2.6 the e-mail field and "Continue"; §5.2: required, and an e-mail address. */
export function LookupForm({ eventId }: { eventId: string }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [state, setState] = useState<'idle' | 'searching' | 'leaving'>('idle')
  // The long not-found text stays beside Continue until the address is edited or sent again.
  const [failure, setFailure] = useState<Feedback>()
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const busy = state !== 'idle'
  useFocusKeptWhileBusy(busy)

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault()
    if (busy) return
    const value = email.trim()
    const problem =
      value === ''
        ? text(lookupTexts.required)
        : v.is(EmailSchema, value)
          ? undefined
          : text(lookupTexts.invalidEmail)
    setError(problem)
    setFailure(undefined)
    if (problem) return focusFirstInvalid()
    setState('searching')
    const failed = await openSurveyByEmail(eventId, value)
    setFailure(failed)
    setState(failed ? 'idle' : 'leaving')
  }

  return (
    <form ref={formRef} className="pd-form" noValidate onSubmit={submit} aria-busy={busy}>
      <Field label={text(messages.surveyLookupLabel)} error={error} required>
        {(control) => (
          <input
            {...control}
            className="pd-input"
            type="email"
            name="emailAddressUsed"
            autoComplete="email"
            value={email}
            disabled={busy}
            onInput={(event) => {
              setEmail(event.currentTarget.value)
              setError(undefined)
              setFailure(undefined)
            }}
          />
        )}
      </Field>
      <div>
        <button type="submit" className="pd-button" disabled={busy}>
          {text(messages.continueLabel)}
        </button>
      </div>
      <FormFeedback feedback={failure} />
      <p className="pd-saving" role="status">
        {state === 'searching'
          ? text(lookupTexts.searching)
          : state === 'leaving'
            ? text(lookupTexts.leaving)
            : ''}
      </p>
    </form>
  )
}
