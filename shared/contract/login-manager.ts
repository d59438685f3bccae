import * as v from 'valibot'
import * as messages from '../messages/messages'
import { defineCall } from './define-call'
import { LOGIN_BASE, LOGIN_PATH } from './paths'
import { EmailSchema, IdSchema, RequiredText, Text, UserExtrasSchema, UserSchema } from './schemas'

export { LOGIN_BASE }

const SessionInfoSchema = v.object({ t: v.string(), currentUser: UserSchema })

/** Passwords: at least 8 characters, not all blank; bounded so hashing cost stays bounded. */
export const PasswordSchema = v.pipe(
  v.string(),
  v.minLength(8, messages.passwordTooShort),
  v.maxLength(200, messages.passwordTooLong),
  v.check((value) => value.trim() !== '', messages.passwordOnlySpaces),
)

/** §3.3 userObject as sent on sign-up. */
export const SignUpUserObjectSchema = v.object({
  cpUsers_firstName: RequiredText(100),
  cpUsers_lastName: RequiredText(100),
  cpUsers_email: EmailSchema,
  cpUsers_username: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._-]{3,40}$/, messages.usernameRule)),
  cpUsers_password: PasswordSchema,
})

const writableExtrasFields = {
  school_name: v.optional(Text(200)),
  state: v.optional(Text(40)),
  city: v.optional(Text(100)),
  phone_number: v.optional(Text(40)),
  number_of_students: v.optional(Text(40)),
  percent_of_courses_use: v.optional(Text(40)),
  grade_taught: v.optional(Text(100)),
  subject_taught: v.optional(Text(100)),
  hear_about_fincamp: v.optional(Text(200)),
  hear_about_prof_dev: v.optional(Text(200)),
  dietary_requirements: v.optional(Text(500)),
  additional_details: v.optional(Text(2000)),
}

/**
 * §3.3 names the extra `percent_of_courses_use_{brand}`: the key carries the site's slug
 * (percent_of_courses_use_finlit), so a key of that form is kept as well as the bare one.
 */
export const BRANDED_PERCENT_KEY = /^percent_of_courses_use_[a-z0-9-]+$/
// Own fields only: `in` also finds what every object inherits (toString, valueOf…).
const isWritableKey = (key: string) =>
  Object.hasOwn(writableExtrasFields, key) || BRANDED_PERCENT_KEY.test(key)
type WritableExtras = v.InferOutput<v.ObjectSchema<typeof writableExtrasFields, undefined>> &
  Partial<Record<`percent_of_courses_use_${string}`, string>>

/** §3.3 extras a person can write (signUpText and referrer_active are answers only); other keys are dropped. */
export const WritableExtrasSchema = v.pipe(
  v.looseObject(writableExtrasFields),
  v.check(
    (extras) =>
      Object.entries(extras).every(
        ([key, value]) =>
          !BRANDED_PERCENT_KEY.test(key) || v.is(writableExtrasFields.percent_of_courses_use, value),
      ),
    'percent_of_courses_use_{brand} must be text of at most 40 characters',
  ),
  v.transform(
    (extras) =>
      Object.fromEntries(Object.entries(extras).filter(([key]) => isWritableKey(key))) as WritableExtras,
  ),
)

/** §3.4 sign-up details (the file travels as its own multipart field). */
export const UserDetailsSchema = v.object({
  teacherDetails__school_data_nces_id: v.optional(Text(20)),
  teacherDetails_schoolName: v.optional(Text(200)),
  teacherDetails_isHomeschool: v.optional(v.boolean()),
})

export const SignUpBodySchema = v.object({
  userObject: SignUpUserObjectSchema,
  userExtras: v.optional(WritableExtrasSchema, {}),
  userDetails: v.optional(UserDetailsSchema, {}),
})

const SignUpInfoSchema = v.object({
  t: v.string(),
  currentUser: UserSchema,
  extras: v.optional(UserExtrasSchema, {}),
})

/** {u, p} to log in, or {} to re-authenticate with the stored token (§4.5). */
export const login = defineCall({
  name: 'login',
  method: 'post',
  path: LOGIN_PATH,
  bodyKind: 'json',
  body: v.union([
    v.strictObject({ u: RequiredText(254), p: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
    v.strictObject({}),
  ]),
  info: SessionInfoSchema,
  defaultError: messages.loginFailed,
  readOnly: false,
})

export const signUp = defineCall({
  name: 'signUp',
  method: 'post',
  path: `${LOGIN_BASE}signUp/`,
  bodyKind: 'json',
  body: SignUpBodySchema,
  info: SignUpInfoSchema,
  defaultError: messages.signUpFailed,
  readOnly: false,
})

/**
 * §7.4 multipart sign-up: the three objects travel as JSON strings beside the optional file
 * field teacherDetails_fileUpload. `body` describes the decoded fields.
 */
export const signUpWithFile = defineCall({
  name: 'signUpWithFile',
  method: 'post',
  path: `${LOGIN_BASE}signUp3/?thisIsTest=true`,
  bodyKind: 'multipart',
  body: SignUpBodySchema,
  info: SignUpInfoSchema,
  defaultError: messages.signUpFailed,
  readOnly: false,
})

/** Proof-of-educator uploads: what signUp3/ accepts (checked on both sides). */
export const PROOF_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export const PROOF_FILE_MAX_BYTES = 5 * 1024 * 1024

export const UpdateUserObjectSchema = v.object({
  cpUsers_recordNumber: IdSchema,
  cpUsers_firstName: v.optional(RequiredText(100)),
  cpUsers_lastName: v.optional(RequiredText(100)),
  cpUsers_email: v.optional(EmailSchema),
  cpUsers_username: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._-]{3,40}$/))),
  cpUsers_password: v.optional(PasswordSchema),
})

export const updateUser = defineCall({
  name: 'updateUser',
  method: 'post',
  path: `${LOGIN_BASE}updateUser/`,
  bodyKind: 'json',
  body: v.object({ userObject: UpdateUserObjectSchema, userExtras: v.optional(WritableExtrasSchema, {}) }),
  info: SessionInfoSchema,
  defaultError: messages.updateFailed,
  readOnly: false,
})

export const forgotPassword = defineCall({
  name: 'forgotPassword',
  method: 'post',
  path: `${LOGIN_BASE}forgot/`,
  bodyKind: 'json',
  body: v.object({ user: RequiredText(254) }),
  info: v.unknown(),
  defaultError: messages.forgotFailed,
  readOnly: false,
})

export const resetPassword = defineCall({
  name: 'resetPassword',
  method: 'post',
  path: `${LOGIN_BASE}reset-save/`,
  bodyKind: 'json',
  body: v.object({ pass: PasswordSchema, key: RequiredText(200) }),
  info: v.unknown(),
  defaultError: messages.resetFailed,
  readOnly: false,
})

/**
 * Not in §7.4 (the old site only forgot the token in the browser): ends the session on the server
 * too, so a token copied before logout is refused afterwards.
 */
export const logout = defineCall({
  name: 'logout',
  method: 'post',
  path: `${LOGIN_BASE}logout/`,
  bodyKind: 'json',
  body: v.object({}),
  info: v.unknown(),
  defaultError: messages.defaultError,
  readOnly: false,
})
