import { type FormEvent, useRef, useState } from 'react'
import type { EventOutput, SurveyQuestions } from '../../../shared/contract/schemas'
import { typeText } from '../../../shared/domain/event-types'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { withoutError } from '../../../shared/ui/field'
import { FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'
import { sessionDraft } from '../../../shared/ui/session-draft'
import { useDomId } from '../../../shared/ui/use-dom-id'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy, useFocusWhenShown } from '../../../shared/ui/use-focus-kept-while-busy'
import { type SurveyAnswers, sendSurvey } from '../state'
import { surveyTexts } from '../texts'
import { answersToSend, validateSurvey } from '../validate-survey'
import { SurveyQuestion } from './survey-question'

interface Props {
  event: EventOutput
  survey: SurveyQuestions
  ids: { id: string; ticketId: string }
}

/** What the person typed into a ticket's survey, kept through a reload (shared/ui/session-draft.ts). */
const surveyDraft = sessionDraft('pd-survey')

/**
 * §3.6: every question starts with the server's answer or empty, the e-mail question with
 * emailAnswer; then what the person typed before a reload, for the questions the survey has.
 */
function startingAnswers(survey: SurveyQuestions, draftKey: string): SurveyAnswers {
  const answers: SurveyAnswers = {}
  for (const question of survey.questions)
    answers[question.questionKey] = survey.answers[question.questionKey] ?? ''
  answers[survey.emailQuestion] = survey.emailAnswer ?? ''
  for (const [key, value] of Object.entries(surveyDraft.read(draftKey)))
    if (Object.hasOwn(answers, key)) answers[key] = value
  return answers
}

/** §2.7 the survey: the thanks, the certificate note, the questions and "Submit Survey". */
export function SurveyForm({ event, survey, ids }: Props) {
  const draftKey = `${ids.id}/${ids.ticketId}`
  const [answers, setAnswers] = useState<SurveyAnswers>(() => startingAnswers(survey, draftKey))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  useFocusKeptWhileBusy(saving)
  const [sent, setSent] = useState(false)
  const leavingNotice = useFocusWhenShown<HTMLParagraphElement>(sent)
  const savingRef = useRef(false)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const { failure, showFailure, clearFailure } = useFailureFeedback()
  const headingId = useDomId()

  const change = (key: string, value: string) => {
    setAnswers((current) => {
      const next = { ...current, [key]: value }
      surveyDraft.write(draftKey, next)
      return next
    })
    setErrors(withoutError(key))
  }

  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault()
    if (savingRef.current) return
    clearFailure()
    const found = validateSurvey(survey.questions, answers)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstInvalid()
      return
    }
    savingRef.current = true
    setSaving(true)
    const answer = await sendSurvey(ids, answersToSend(survey.questions, answers))
    if (answer.sent) surveyDraft.clear(draftKey)
    else showFailure(answer.failure)
    savingRef.current = answer.sent
    setSaving(answer.sent)
    setSent(answer.sent)
  }

  return (
    <section className="pd-survey" aria-labelledby={headingId}>
      <h2 id={headingId}>{text(messages.titleSurvey)}</h2>
      <p className="pd-survey-thanks">
        {text(messages.surveyThanks, { type: typeText(event.type), title: event.title })}
      </p>
      <p className="pd-notice">{text(messages.surveyCertificateNote)}</p>
      <form
        ref={formRef}
        className="pd-form"
        noValidate
        onSubmit={submit}
        onInput={clearFailure}
        aria-busy={saving}
      >
        <p className="pd-hint">{text(surveyTexts.requiredNote)}</p>
        {survey.questions.map((question) => (
          <SurveyQuestion
            key={question.questionKey}
            question={question}
            value={answers[question.questionKey] ?? ''}
            error={errors[question.questionKey]}
            saving={saving}
            onChange={change}
          />
        ))}
        <div>
          <button type="submit" className="pd-button" disabled={saving}>
            {text(messages.submitSurvey)}
          </button>
        </div>
        <FormFeedback feedback={failure} />
        <p ref={leavingNotice} className="pd-saving" role="status" tabIndex={-1}>
          {sent ? text(surveyTexts.leaving) : saving ? text(surveyTexts.submitting) : ''}
        </p>
      </form>
    </section>
  )
}
