import { type FormEvent, useRef, useState } from 'react'
import { getConfig } from '../../../shared/config/config'
import type { EventOutput, User } from '../../../shared/contract/schemas'
import { EVENT_TYPE } from '../../../shared/domain/event-types'
import {
  initialAnswers,
  questionKey,
  questionsFor,
  type RegistrationAnswers,
} from '../../../shared/domain/registration-questions'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { withoutError } from '../../../shared/ui/field'
import { errorFeedback, type Feedback, FormFeedback } from '../../../shared/ui/form-feedback'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import { registrationDraft } from '../draft'
import { type RegistrationOutcome, submitRegistration } from '../state'
import { registrationTexts } from '../texts'
import { type AnswerErrors, validateAnswers } from '../validate-answers'
import { QuestionField } from './question-field'

interface Props {
  event: EventOutput
  user: User | null
  waitlist: boolean
  host: HTMLElement
  onOutcome: (outcome: RegistrationOutcome) => void
}

function submitLabel(event: EventOutput, waitlist: boolean): string {
  if (waitlist) return text(registrationTexts.joinWaitlist)
  return event.type === EVENT_TYPE.finCampPlus
    ? text(registrationTexts.apply)
    : text(registrationTexts.register)
}

/** §3.5 / §5.1 the registration form: the type's questions, prefilled, validated beside each field. */
export function RegistrationForm({ event, user, waitlist, host, onOutcome }: Props) {
  // §5.1: the e-mail question is hidden when the logged-in user has an e-mail.
  const questions = questionsFor(event.type, getConfig().brand).filter(
    (question) => !question.carriedOnly && !(question.role === 'email' && user?.cpUsers_email),
  )
  const [answers, setAnswers] = useState<RegistrationAnswers>(() => ({
    ...initialAnswers(event.type, user, getConfig()),
    ...registrationDraft.read(event.id),
  }))
  const [errors, setErrors] = useState<AnswerErrors>({})
  const [saving, setSaving] = useState(false)
  useFocusKeptWhileBusy(saving)
  const [failure, setFailure] = useState<Feedback>()
  const savingRef = useRef(false)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()

  const change = (key: string, value: string) => {
    setAnswers((current) => {
      const next = { ...current, [key]: value }
      registrationDraft.write(event.id, next)
      return next
    })
    setErrors(withoutError(key))
    setFailure(undefined)
  }

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault()
    // One click makes one registration, even a double click before the button re-renders disabled.
    if (savingRef.current) return
    setFailure(undefined)
    const found = validateAnswers(questions, answers)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstInvalid()
      return
    }
    savingRef.current = true
    setSaving(true)
    const outcome = await submitRegistration({ event, answers, user, host })
    savingRef.current = outcome.kind === 'leaving'
    setSaving(outcome.kind === 'leaving')
    if (outcome.kind === 'failed') setFailure(errorFeedback(outcome.message))
    onOutcome(outcome)
  }

  return (
    <form
      ref={formRef}
      className="pd-form pd-registration-form"
      noValidate
      onSubmit={submit}
      aria-busy={saving}
    >
      <p className="pd-hint">{text(registrationTexts.requiredNote)}</p>
      {questions.map((question) => (
        <QuestionField
          key={questionKey(question)}
          question={question}
          value={answers[questionKey(question)] ?? ''}
          error={errors[questionKey(question)]}
          disabled={saving}
          onChange={change}
        />
      ))}
      <div className="pd-registration-actions">
        <button type="submit" className="pd-button" disabled={saving}>
          {submitLabel(event, waitlist)}
        </button>
      </div>
      <FormFeedback feedback={failure} />
      <p className="pd-saving" role="status">
        {saving ? text(messages.saving) : ''}
      </p>
    </form>
  )
}
