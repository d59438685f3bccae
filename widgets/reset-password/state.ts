import * as v from 'valibot'
import { callApi } from '../../shared/api/client'
import { PasswordSchema, resetPassword } from '../../shared/contract/login-manager'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { resetTexts } from './texts'

/** The reset key from the e-mailed link (?key=), or undefined. */
export function keyFromUrl(search: string = location.search): string | undefined {
  return new URLSearchParams(search).get('key')?.trim() || undefined
}

export interface ResetErrors {
  password?: string
  retype?: string
}

/** §5.6 both values must be present; the length rule is the server's PasswordSchema. */
export function validateReset(password: string, retype: string): ResetErrors {
  const errors: ResetErrors = {}
  const checked = v.safeParse(PasswordSchema, password)
  if (!password.trim()) errors.password = text(resetTexts.passwordRequired)
  else if (!checked.success) errors.password = checked.issues[0].message
  if (!retype) errors.retype = messages.passwordRetype
  else if (password !== retype) errors.retype = messages.passwordMismatch
  return errors
}

/** §7.4 reset-save/ with {pass, key}. */
export async function saveNewPassword(pass: string, key: string): Promise<void> {
  await callApi(resetPassword, { pass, key })
}
