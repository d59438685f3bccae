import { alertSuccess } from '../../../shared/alerts/alert-store'
import { errorText } from '../../../shared/api/api-error'
import type { User } from '../../../shared/contract/schemas'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { refreshUser, startSession } from '../../../shared/session/session-store'
import { errorFeedback, type Feedback, successFeedback } from '../../../shared/ui/form-feedback'
import {
  type AccountFields,
  type Address,
  changePassword,
  saveAddress,
  type UpdatedSession,
  updateAccount,
} from './api'

// What follows each profile call. Each action resolves the feedback the view shows: a success is
// alerted here too; a failure is told by the form (useFailureFeedback: beside its button, and in
// the alert banner unless the form is in a modal dialog, whose page behind lies inert). A failure
// leaves the view as it was.

/** Runs a save; resolves its success text (alerted too), or the failure's §8 text for the form to tell. */
async function saveWithFeedback(save: () => Promise<void>, saved: string): Promise<Feedback> {
  try {
    await save()
    alertSuccess(saved)
    return successFeedback(saved)
  } catch (error) {
    return errorFeedback(errorText(error))
  }
}

/** updateUser/ answers a new session, which replaces the old one. */
function keepSession({ t: token, currentUser }: UpdatedSession): void {
  startSession(token, currentUser)
}

/** §2.8: the account is saved and the answer's new session kept. */
export function saveAccount(user: User, values: AccountFields): Promise<Feedback> {
  return saveWithFeedback(
    async () => keepSession(await updateAccount(user, values)),
    text(messages.accountSaved),
  )
}

/** §2.8: the new password is saved, the new session kept, and the person told. */
export function savePassword(user: User, password: string): Promise<Feedback> {
  return saveWithFeedback(
    async () => keepSession(await changePassword(user, password)),
    text(messages.passwordUpdated),
  )
}

/** §4.6: after saving, log in again with the token so the saved address comes back. */
export function saveSwagAddress(user: User, address: Address): Promise<Feedback> {
  return saveWithFeedback(async () => {
    await saveAddress(user, address)
    await refreshUser()
  }, text(messages.addressSaved))
}
