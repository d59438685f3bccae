import * as v from 'valibot'
import { EmailSchema } from '../../shared/contract/schemas'
import {
  questionKey,
  type RegistrationAnswers,
  type RegistrationQuestion,
} from '../../shared/domain/registration-questions'
import { text } from '../../shared/messages/text'
import { registrationTexts } from './texts'

export type AnswerErrors = Record<string, string>

/** §5.1: required questions must be answered, e-mail questions must hold an e-mail address. */
export function validateAnswers(
  questions: readonly RegistrationQuestion[],
  answers: RegistrationAnswers,
): AnswerErrors {
  const errors: AnswerErrors = {}
  for (const question of questions) {
    const key = questionKey(question)
    const value = (answers[key] ?? '').trim()
    if (question.required && value === '') errors[key] = text(registrationTexts.required)
    else if (question.input === 'email' && value !== '' && !v.is(EmailSchema, value))
      errors[key] = text(registrationTexts.invalidEmail)
  }
  return errors
}
