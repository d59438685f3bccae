import { callApi } from '../../shared/api/client'
import { resetPassword } from '../../shared/contract/login-manager'
import { newPasswordProblem } from '../../shared/domain/new-password'

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
 * does, so §5.4's checks and texts, in §5.4's order, the first problem alone.
 */
export function validateReset(password: string, retype: string): ResetErrors {
  return newPasswordProblem(password, retype)
}

/** §7.4 reset-save/ with {pass, key}. */
export async function saveNewPassword(pass: string, key: string): Promise<void> {
  await callApi(resetPassword, { pass, key })
}
