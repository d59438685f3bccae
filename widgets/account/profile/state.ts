import { alertError, alertSuccess } from '../../../shared/alerts/alert-store'
import { pushEventThen } from '../../../shared/analytics/data-layer'
import { errorText } from '../../../shared/api/api-error'
import type { User } from '../../../shared/contract/schemas'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { navigation } from '../../../shared/navigation/navigation'
import { logOut, refreshUser, startSession } from '../../../shared/session/session-store'
import {
  type AccountFields,
  type Address,
  changePassword,
  saveAddress,
  type UpdatedSession,
  updateAccount,
} from './api'

// What follows each profile call. Each action resolves true when it succeeded, so the view closes
// its modal or form; a failure is alerted here and the view stays as it was.

/** Runs a save; a failure is alerted with its §8 text and resolves false. */
async function alertOnFailure(save: () => Promise<void>): Promise<boolean> {
  try {
    await save()
    return true
  } catch (error) {
    alertError(errorText(error))
    return false
  }
}

/** updateUser/ answers a new session, which replaces the old one. */
function keepSession({ t: token, currentUser }: UpdatedSession): void {
  startSession(token, currentUser)
}

/** §2.8: the account is saved and the answer's new session kept. */
export function saveAccount(user: User, values: AccountFields): Promise<boolean> {
  return alertOnFailure(async () => keepSession(await updateAccount(user, values)))
}

/** §2.8: the new password is saved, the new session kept, and the person told. */
export function savePassword(user: User, password: string): Promise<boolean> {
  return alertOnFailure(async () => {
    keepSession(await changePassword(user, password))
    alertSuccess(text(messages.passwordUpdated))
  })
}

/** §4.6: after saving, log in again with the token so the saved address comes back. */
export function saveSwagAddress(user: User, address: Address): Promise<boolean> {
  return alertOnFailure(async () => {
    await saveAddress(user, address)
    await refreshUser()
  })
}

/** §4.5: log out, then home after 0.5 s, with a 4 s fallback when a tag manager is slow. */
export async function logOutFromProfile(): Promise<void> {
  await logOut()
  pushEventThen({ event: 'account-logout-redirect' }, () => navigation.goHome(), 500, 4000)
}
