import { callApi } from '../../shared/api/client'
import { forgotPassword } from '../../shared/contract/login-manager'

/** §7.4 forgot/: the server e-mails a reset link to the account's address. */
export async function requestPasswordReset(user: string): Promise<void> {
  await callApi(forgotPassword, { user: user.trim() })
}
