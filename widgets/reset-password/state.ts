import * as v from 'valibot'
import { callApi } from '../../shared/api/client'
import { PasswordSchema, resetPassword } from '../../shared/contract/login-manager'
import * as messages from '../../shared/messages/messages'

/** The reset key from the e-mailed link (?key=), or undefined. */
export function keyFromUrl(search: string = location.search): string | undefined {
  return new URLSearchParams(search).get('key')?.trim() || undefined
}

export interface ResetErrors {
  password?: string
  retype?: string
}

/**
 * §5.6: both values must be present. A reset sets a password as the profile's Change Password
 * does, so §5.4's checks and texts in §5.4's order, the first problem alone (as
 * widgets/account/screens/password-modal.tsx): an empty first field (only spaces is none), an
 * empty retype (only spaces again none), a mismatch; then the server's PasswordSchema (8 to 200 characters).
 */
export function validateReset(password: string, retype: string): ResetErrors {
  if (!password.trim()) return { password: messages.passwordEmpty }
  if (!retype.trim()) return { retype: messages.passwordRetype }
  if (password !== retype) return { retype: messages.passwordMismatch }
  const checked = v.safeParse(PasswordSchema, password)
  return checked.success ? {} : { password: checked.issues[0].message }
}

/** §7.4 reset-save/ with {pass, key}. */
export async function saveNewPassword(pass: string, key: string): Promise<void> {
  await callApi(resetPassword, { pass, key })
}
