import { callApi } from '../../../shared/api/client'
import { updateUser } from '../../../shared/contract/login-manager'
import type { User } from '../../../shared/contract/schemas'
import { savePersonalAddress } from '../../../shared/contract/user-data'
import { isSchoolId, type SchoolExtras, schoolShown } from '../../../shared/domain/school-name'

// The calls of the profile (§2.8, §4.6). A failure rejects with an ApiError whose text is the
// server's errorText or the contract's §8 default: "updateFailed" for updateUser/, the default
// error for the personal address.

export interface AccountFields {
  firstName: string
  lastName: string
  school: string
  city: string
  state: string
  email: string
  username: string
}

/** The new session updateUser/ answers with. */
export interface UpdatedSession {
  t: string
  currentUser: User
}

/**
 * The school_name to save from a field that showed schoolShown(): the chosen school's
 * "School ID: <id>" while the name shown is kept as it was, so saving a profile keeps the link to
 * the school's record; what the person typed otherwise.
 */
export function schoolToSave(extras: SchoolExtras, typed: string): string {
  const stored = extras.school_name ?? ''
  return isSchoolId(stored) && typed.trim() === schoolShown(extras).trim() ? stored : typed.trim()
}

/** §2.8 Update Account: updateUser/ with userObject and userExtras. */
export function updateAccount(user: User, values: AccountFields): Promise<UpdatedSession> {
  return callApi(updateUser, {
    userObject: {
      cpUsers_recordNumber: user.cpUsers_recordNumber,
      cpUsers_firstName: values.firstName.trim(),
      cpUsers_lastName: values.lastName.trim(),
      cpUsers_email: values.email.trim(),
      cpUsers_username: values.username.trim(),
    },
    userExtras: {
      school_name: schoolToSave(user.extras ?? {}, values.school),
      city: values.city.trim(),
      state: values.state,
    },
  })
}

/** §2.8 change password: updateUser/ with {cpUsers_recordNumber, cpUsers_password} only. */
export function changePassword(user: User, password: string): Promise<UpdatedSession> {
  return callApi(updateUser, {
    userObject: { cpUsers_recordNumber: user.cpUsers_recordNumber, cpUsers_password: password },
    userExtras: {},
  })
}

export type AddressKey =
  | 'personal_address1'
  | 'personal_address2'
  | 'personal_city'
  | 'personal_state'
  | 'personal_zip'
export type Address = Record<AddressKey, string>

/** §4.6 user-personal-address/ with the trimmed address and the user's school name. */
export async function saveAddress(user: User, address: Address): Promise<void> {
  const trimmed = Object.fromEntries(Object.entries(address).map(([k, v]) => [k, v.trim()])) as Address
  await callApi(savePersonalAddress, {
    addressForm: { school_name: schoolShown(user.extras ?? {}), ...trimmed },
  })
}
