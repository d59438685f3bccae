import * as v from 'valibot'
import { EmailSchema } from '../../shared/contract/schemas'
import { format, plural } from '../../shared/messages/format'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { referTexts } from './texts'

export interface ReferralValues {
  emails: string[]
  subject: string
  message: string
}

export interface ReferralErrors {
  emails: (string | undefined)[]
  subject?: string
  message?: string
}

export const hasErrors = (errors: ReferralErrors) =>
  errors.emails.some(Boolean) || Boolean(errors.subject) || Boolean(errors.message)

/**
 * §5.5: at least `required` non-empty e-mails ("You must refer at least N teacher"; N > 1 reads
 * "teachers"), each listed once ("<email> is listed more than once..."), each a valid address.
 * Each message sits beside the field it is about.
 */
export function validateReferral(values: ReferralValues, required: number): ReferralErrors {
  const emails = values.emails.map((email) => email.trim())
  const errors: ReferralErrors = { emails: emails.map(() => undefined) }
  const seen = new Set<string>()
  emails.forEach((email, index) => {
    if (!email) return
    if (!v.safeParse(EmailSchema, email).success) errors.emails[index] = text(referTexts.emailInvalid)
    else if (seen.has(email.toLowerCase())) errors.emails[index] = format(messages.referDuplicate, { email })
    seen.add(email.toLowerCase())
  })
  const filled = emails.filter(Boolean).length
  if (filled < required) {
    const firstEmpty = emails.findIndex((email) => !email)
    errors.emails[firstEmpty] = format(messages.referAtLeast, {
      n: required,
      teachers: plural(required, text(messages.teacherOne), text(messages.teacherOther)),
    })
  }
  if (!values.subject.trim()) errors.subject = text(referTexts.subjectRequired)
  if (!values.message.trim()) errors.message = text(referTexts.messageRequired)
  return errors
}
