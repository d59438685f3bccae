import { type CampFormField, DATE_OF_BIRTH_ID, ZIP_ID } from '../../shared/domain/camp-form-models'
import { isEmailAddress } from '../../shared/domain/email-address'
import { campFormTexts } from './texts'

export type CampAnswers = Record<string, string>
export type CampErrors = Record<string, string>

/** A US zip code: five digits, or ZIP+4. */
const US_ZIP = /^\d{5}(-\d{4})?$/

/** A real calendar date written MM-DD-YYYY (§3.11 student date of birth). */
export function isDateMmDdYyyy(value: string): boolean {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value)
  if (!match) return false
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A date of birth is a day that has come: 01-01-2099 is a slip of the keyboard. */
function isFutureDate(value: string, today: Date): boolean {
  const [month, day, year] = value.split('-').map(Number)
  const todayKey = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate()
  return year! * 10_000 + month! * 100 + day! > todayKey
}

function fieldError(field: CampFormField, raw: string | undefined, today: Date): string | undefined {
  const value = (raw ?? '').trim()
  if (value) return valueError(field, value, today)
  if (!field.required) return undefined
  return field.type === 'select' ? campFormTexts.errors.notChosen : campFormTexts.errors.missing
}

/** What is wrong with a field's given value: its address, date, zip or choice. */
function valueError(field: CampFormField, value: string, today: Date): string | undefined {
  if (field.type === 'email' && !isEmailAddress(value)) return campFormTexts.errors.email
  // The date of birth and the flight dates (their hint says so); a flight date only when given.
  if (field.placeholder === 'MM-DD-YYYY' && !isDateMmDdYyyy(value)) {
    return field.id === DATE_OF_BIRTH_ID ? campFormTexts.errors.dateOfBirth : campFormTexts.errors.date
  }
  if (field.id === DATE_OF_BIRTH_ID && isFutureDate(value, today)) return campFormTexts.errors.birthInFuture
  if (field.id === ZIP_ID && !US_ZIP.test(value)) return campFormTexts.errors.zip
  if (field.type === 'select' && !field.options.some((option) => option.value === value))
    return campFormTexts.errors.notChosen
  return undefined
}

/** Errors by field id: required fields, e-mail fields, the dates and the zip. */
export function validateCampAnswers(
  fields: CampFormField[],
  answers: CampAnswers,
  today: Date = new Date(),
): CampErrors {
  const errors: CampErrors = {}
  for (const field of fields) {
    const error = fieldError(field, answers[field.id], today)
    if (error) errors[field.id] = error
  }
  return errors
}

/** Every field of the model, trimmed, empty when unanswered. */
export function collectAnswers(fields: CampFormField[], answers: CampAnswers): CampAnswers {
  return Object.fromEntries(fields.map((field) => [field.id, (answers[field.id] ?? '').trim()]))
}
