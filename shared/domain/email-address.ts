import * as v from 'valibot'
import { EmailSchema } from '../contract/email-schema'

/** True when the value is an e-mail address the server's contract accepts (same schema). */
export function isEmailAddress(value: string): boolean {
  return v.safeParse(EmailSchema, value).success
}
