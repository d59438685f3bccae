import * as v from 'valibot'
import {
  PROOF_FILE_MAX_BYTES,
  PROOF_FILE_TYPES,
  SignUpUserObjectSchema,
} from '../../shared/contract/login-manager'
import { EmailSchema } from '../../shared/contract/schemas'
import * as messages from '../../shared/messages/messages'
import { signUpTexts } from './texts'

export interface SignUpValues {
  firstName: string
  lastName: string
  email: string
  username: string
  password: string
  passwordRetype: string
  zip: string
  ncesId: string
  schoolName: string
  isHomeschool: boolean
  city: string
  state: string
  grade: string
  subject: string
  students: string
  hearAbout: string
}

export type SignUpField = keyof SignUpValues | 'file'
export type SignUpErrors = Partial<Record<SignUpField, string>>

/** The fields in the order they appear, so focus goes to the first invalid one. */
export const FIELD_ORDER: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'username',
  'password',
  'passwordRetype',
  'file',
]

const firstIssue = (schema: v.GenericSchema, value: string): string | undefined => {
  const result = v.safeParse(schema, value)
  return result.success ? undefined : result.issues[0].message
}

/** The account rules, with the server's own schemas so both sides agree. */
export function validateSignUp(values: SignUpValues, file: File | null): SignUpErrors {
  const errors: SignUpErrors = {}
  if (!values.firstName.trim()) errors.firstName = signUpTexts.firstNameRequired
  if (!values.lastName.trim()) errors.lastName = signUpTexts.lastNameRequired
  if (firstIssue(EmailSchema, values.email)) errors.email = signUpTexts.emailInvalid
  const username = firstIssue(SignUpUserObjectSchema.entries.cpUsers_username, values.username)
  if (username) errors.username = username
  const password = firstIssue(SignUpUserObjectSchema.entries.cpUsers_password, values.password)
  if (password) errors.password = password
  if (!values.passwordRetype) errors.passwordRetype = messages.passwordRetype
  else if (values.password !== values.passwordRetype) errors.passwordRetype = messages.passwordMismatch
  const fileError = file ? checkProofFile(file) : undefined
  if (fileError) errors.file = fileError
  return errors
}

const EXTENSIONS: Record<string, (typeof PROOF_FILE_TYPES)[number]> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/** PDF, JPG, PNG or WebP, up to 5 MB (what signUp3/ accepts). */
export function checkProofFile(file: File): string | undefined {
  const byExtension = EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? '']
  const type = file.type || byExtension
  if (!type || !(PROOF_FILE_TYPES as readonly string[]).includes(type)) return signUpTexts.fileType
  if (file.size > PROOF_FILE_MAX_BYTES) return signUpTexts.fileTooLarge
  return undefined
}

/** §5.7: the school search runs only with a zip; the lookup takes 5 digits, or ZIP+4 (read by its 5). */
export function checkZip(zip: string): string | undefined {
  if (!zip.trim()) return signUpTexts.zipRequired
  if (!/^\d{5}(-\d{4})?$/.test(zip.trim())) return signUpTexts.zipInvalid
  return undefined
}
