import type * as v from 'valibot'
import { lazyCall } from '../../shared/api/lazy-call'
import type { ContactFormSchema } from '../../shared/contract/user-data'
import { isEmailAddress } from '../../shared/domain/email-address'
import { text } from '../../shared/messages/text'
import { contactTexts } from './texts'

export type ContactForm = v.InferInput<typeof ContactFormSchema>
export type ContactField = keyof ContactForm
export type ContactErrors = Partial<Record<ContactField, string>>

/**
 * The contract's limits (ContactFormSchema) as the inputs' maxLength, so typing stops where the
 * server would refuse. Written here, not read from shared/contract/field-limits.ts, whose chunk
 * would bring the schema engine to this page; tests/widgets/contact/contact.test.tsx holds them equal.
 */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 120,
  email: 254,
  subject: 200,
  message: 5000,
}

/** Our own checks, so each message is clear and shown beside its field. */
export function validateContactForm(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {}
  if (!form.name.trim()) errors.name = text(contactTexts.errors.name)
  if (!form.email.trim()) errors.email = text(contactTexts.errors.emailMissing)
  else if (!isEmailAddress(form.email)) errors.email = text(contactTexts.errors.emailInvalid)
  if (!form.subject.trim()) errors.subject = text(contactTexts.errors.subject)
  if (!form.message.trim()) errors.message = text(contactTexts.errors.message)
  return errors
}

const contactCall = lazyCall(() =>
  import('../../shared/contract/user-data').then((contract) => contract.sendContactRequest),
)

/** Downloads what sending needs; called when the visitor first focuses a field. */
export const prepareContactForm = contactCall.prepare

/** §7.3: contactRequests/send/ with {contactForm}; the answer is not read. */
export async function sendContactForm(form: ContactForm): Promise<void> {
  await contactCall.call({
    contactForm: {
      name: form.name.trim(),
      email: form.email.trim(),
      subject: form.subject.trim(),
      message: form.message.trim(),
    },
  })
}
