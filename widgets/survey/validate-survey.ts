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

/**
 * The answers as sent: typed ones without the spaces around them, as every other form sends
 * them; a choice goes as its option's value, which the server matches as written.
 */
export function answersToSend(questions: readonly SurveyQuestion[], answers: SurveyAnswers): SurveyAnswers {
  const choices = new Set(
    questions.filter((question) => question.questionType === 'Multiple Selection').map((q) => q.questionKey),
  )
  return Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [key, choices.has(key) ? value : value.trim()]),
  )
}
