import * as v from 'valibot'
import { EmailSchema, type SurveyQuestion } from '../../shared/contract/schemas'
import { text } from '../../shared/messages/text'
import type { SurveyAnswers } from './state'
import { surveyTexts } from './texts'

/** §5.2: a question is required when isRequired is set; disabled questions are never checked. */
export function validateSurvey(
  questions: readonly SurveyQuestion[],
  answers: SurveyAnswers,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const question of questions) {
    if (question.disabled) continue
    const value = (answers[question.questionKey] ?? '').trim()
    if (question.isRequired && value === '') errors[question.questionKey] = text(surveyTexts.required)
    else if (question.questionType === 'Email' && value !== '' && !v.is(EmailSchema, value))
      errors[question.questionKey] = text(surveyTexts.invalidEmail)
  }
  return errors
}
