import { REGISTRATION_QUESTIONS } from '../../../shared/domain/registration-questions'
import * as messages from '../../../shared/messages/messages'
import { GRADES, HEARD_FROM, STUDENT_COUNTS, SUBJECTS } from '../../../widgets/signup/choices'

const widgetTexts = import.meta.glob('../../../widgets/*/*texts.ts', { eager: true })

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/**
 * Every English text a person can meet in the widgets: the catalogue, each widget's texts files, the
 * registration questions' labels and options (§5.1) and the sign-up choices. Their values sent to
 * the server are not here: they stay English.
 */
export function englishTexts(): string[] {
  const questions = Object.values(REGISTRATION_QUESTIONS).flatMap((list) =>
    list.flatMap((question) => [question.label, ...(question.options ?? []).map((option) => option.label)]),
  )
  const all = [
    ...stringsIn(messages),
    ...stringsIn(Object.values(widgetTexts)),
    ...questions,
    ...stringsIn([HEARD_FROM, GRADES, STUDENT_COUNTS, SUBJECTS]),
  ]
  // Texts without a letter (" *", "×") and the two-letter state codes need no translation.
  return [...new Set(all)].filter((text) => /\p{L}/u.test(text) && !/^[A-Z]{2}$/.test(text))
}
