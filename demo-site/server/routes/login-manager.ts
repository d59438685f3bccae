import { randomUUID } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Hono } from 'hono'
import type * as v from 'valibot'
import * as loginManager from '../../../shared/contract/login-manager'
import { brandedPercentKey } from '../../../shared/domain/registration-questions'
import { signUpThankYou } from '../../../shared/domain/sign-up-text'
import { format } from '../../../shared/messages/format'
import * as messages from '../../../shared/messages/messages'
import { guestTicketLinkWaiting, offerGuestTickets, offerGuestTicketsAgain } from '../guest-tickets'
import {
  createSession,
  deleteOtherSessions,
  deleteSession,
  deleteUserSessions,
  readAuthToken,
  requireUser,
} from '../http/auth'
import { EnvelopeError, ok } from '../http/envelope'
import { TOO_MANY_LOGINS_TEXT } from '../http/login-limiter'
import { answerError, routePath, serveCall, validate } from '../http/serve-call'
import { siteUrl } from '../http/site-url'
import { letter, queueEmail } from '../outbox'
import { hashPassword, verifyPassword } from '../passwords'
import { readProofFile } from '../proof-file'
import { resendWindowStart } from '../resend-window'
import { schoolById } from '../schools'
import type { ServerContext } from '../server-context'
import { hashToken, newSecretToken } from '../tokens'
import { findUserById, findUserByLogin, saveExtras, toCurrentUser, type UserRow } from '../users'

const RESET_KEY_TTL_MS = 60 * 60 * 1000
/** §4.4: new teacher accounts start pending until staff verify them. */
const NEW_TEACHER_TYPE = 5

type SignUpBody = v.InferOutput<typeof loginManager.SignUpBodySchema>

/** The client address for rate limiting; 'local' when the app runs in-process (tests). */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local'
  }
}

function sessionAnswer(ctx: ServerContext, user: UserRow) {
  return { t: createSession(ctx, user.id), currentUser: toCurrentUser(findUserById(ctx.db, user.id) ?? user) }
}

function currentSessionAnswer(c: Context, ctx: ServerContext, user: UserRow) {
  const token = readAuthToken(c)
  if (!token) return sessionAnswer(ctx, user)
  return { t: token, currentUser: toCurrentUser(findUserById(ctx.db, user.id) ?? user) }
}

async function logIn(c: Context, ctx: ServerContext, login: string, password: string) {
  const address = clientAddress(c)
  const user = findUserByLogin(ctx.db, login)
  // Counted per account, whichever of its names is typed (username, e-mail, any case or spaces):
  // counted per text typed, each spelling had five guesses of its own.
  const account = user ? `user:${user.id}` : login.trim()
  // Status 200 like every other business failure, so the client shows the text (§7.1).
  if (ctx.loginLimiter.isBlocked(account, address)) throw new EnvelopeError(TOO_MANY_LOGINS_TEXT)
  const attempt = ctx.loginLimiter.recordAttempt(account, address)
  if (!user) throw new EnvelopeError(messages.userNotFound)
  if (!(await verifyPassword(password, user.password_hash))) throw new EnvelopeError(messages.loginFailed)
  attempt.succeeded()
  offerGuestTicketsAgain(ctx, user, siteUrl(c, ctx))
  return sessionAnswer(ctx, user)
}

/**
 * §3.4 school rules, in this order (the spec leaves the order open): the NCES id gives
 * "School ID: <id>", a typed school name overrides it, and homeschool wins over both.
 */
export function schoolNameFrom(
  details: SignUpBody['userDetails'],
  typed: string | undefined,
): string | undefined {
  let school = typed?.trim() || undefined
  const ncesId = details.teacherDetails__school_data_nces_id?.trim()
  if (ncesId) school = `School ID: ${ncesId}`
  const schoolName = details.teacherDetails_schoolName?.trim()
  if (schoolName) school = schoolName
  if (details.teacherDetails_isHomeschool) school = 'Homeschool'
  return school
}

/**
 * Beside §3.4's "School ID: <id>", the chosen school's name from the NCES table, so the profile
 * can name the school (school_data_name, our addition to the extras).
 */
export function schoolDataName(details: SignUpBody['userDetails']): { school_data_name?: string } {
  const ncesId = details.teacherDetails__school_data_nces_id?.trim()
  const school = ncesId ? schoolById(ncesId) : undefined
  return school ? { school_data_name: school.name } : {}
}

function assertAvailable(
  ctx: ServerContext,
  email: string | undefined,
  username: string | undefined,
  exceptId?: number,
): void {
  const taken = (column: 'email' | 'username', value: string) =>
    ctx.db.prepare(`SELECT id FROM users WHERE ${column} = ? AND id <> ?`).get(value, exceptId ?? -1) !==
    undefined
  if (email && taken('email', email)) {
    // At sign-up the person may own that account; a signed-in teacher changing the address does.
    throw new EnvelopeError(
      exceptId === undefined ? messages.emailTakenAtSignUp : messages.emailTakenAtUpdate,
    )
  }
  if (username && taken('username', username)) throw new EnvelopeError(messages.usernameTaken)
}

/** §3.3's percent_of_courses_use_{brand}: this site's key is kept, another brand's is not. */
function siteExtras(ctx: ServerContext, extras: Record<string, unknown>): Record<string, unknown> {
  const ownKey = brandedPercentKey(ctx.config.brandSlug)
  return Object.fromEntries(
    Object.entries(extras).filter(([key]) => !loginManager.BRANDED_PERCENT_KEY.test(key) || key === ownKey),
  )
}

async function createAccount(
  c: Context,
  ctx: ServerContext,
  body: SignUpBody,
  proof?: { bytes: Buffer; type: string },
) {
  const user = body.userObject
  const madeMinutesAgo = await signUpSentAgain(ctx, user)
  if (madeMinutesAgo) return signUpAnswer(ctx, madeMinutesAgo, guestTicketLinkWaiting(ctx, madeMinutesAgo))
  assertAvailable(ctx, user.cpUsers_email, user.cpUsers_username)
  const extras = {
    ...siteExtras(ctx, body.userExtras),
    school_name: schoolNameFrom(body.userDetails, body.userExtras.school_name),
    ...schoolDataName(body.userDetails),
  }
  const passwordHash = await hashPassword(user.cpUsers_password, ctx.passwordCost)
  // Checked again inside the insert: the UNIQUE columns refuse a duplicate that raced the check.
  assertAvailable(ctx, user.cpUsers_email, user.cpUsers_username)
  const result = ctx.db
    .prepare(
      `INSERT INTO users (uuid, email, username, first_name, last_name, type, password_hash, extras, proof_file, proof_file_type, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      randomUUID(),
      user.cpUsers_email,
      user.cpUsers_username,
      user.cpUsers_firstName,
      user.cpUsers_lastName,
      NEW_TEACHER_TYPE,
      passwordHash,
      JSON.stringify(extras),
      proof?.bytes ?? null,
      proof?.type ?? null,
      ctx.now().toISOString(),
    )
  const created = findUserById(ctx.db, Number(result.lastInsertRowid))!
  return signUpAnswer(ctx, created, offerGuestTickets(ctx, created, siteUrl(c, ctx)))
}

function signUpAnswer(ctx: ServerContext, user: UserRow, guestTicketsOffered: boolean) {
  return {
    ...sessionAnswer(ctx, user),
    extras: {
      signUpText: signUpThankYou(
        (template) => format(template, { brand: ctx.config.brand }),
        guestTicketsOffered,
      ),
      referrer_active: false,
    },
  }
}

/**
 * The account a sign-up with the same address, username and password made minutes ago: the
 * first send's answer was lost on its way back (a proxy's time-out), and a retry was told the
 * address was taken, by the account it had just made.
 */
async function signUpSentAgain(ctx: ServerContext, user: SignUpBody['userObject']) {
  const made = ctx.db
    .prepare('SELECT * FROM users WHERE email = ? AND username = ? AND created_at > ?')
    .get(user.cpUsers_email, user.cpUsers_username, resendWindowStart(ctx.now()).toISOString()) as
    | UserRow
    | undefined
  return made && (await verifyPassword(user.cpUsers_password, made.password_hash)) ? made : undefined
}

function parseJsonField(form: Record<string, unknown>, name: string): unknown {
  const value = form[name]
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string') throw new EnvelopeError(`"${name}" must be a JSON string.`)
  try {
    return JSON.parse(value)
  } catch {
    throw new EnvelopeError(`"${name}" is not valid JSON.`)
  }
}

/** §7.4 signUp3/: multipart with userObject, userExtras, userDetails as JSON strings and a file. */
function serveMultipartSignUp(app: Hono, ctx: ServerContext): void {
  const call = loginManager.signUpWithFile
  app.post(routePath(call.path), async (c) => {
    try {
      if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '')) {
        throw new EnvelopeError('Sign-up with a file must be sent as multipart/form-data.', 415)
      }
      const form = (await c.req.parseBody().catch(() => {
        throw new EnvelopeError('The form data could not be read.', 400)
      })) as Record<string, unknown>
      const body = validate(call.body, {
        userObject: parseJsonField(form, 'userObject'),
        userExtras: parseJsonField(form, 'userExtras'),
        userDetails: parseJsonField(form, 'userDetails'),
      })
      const file = form.teacherDetails_fileUpload
      if (file !== undefined && file !== '' && !(file instanceof File)) {
        throw new EnvelopeError('"teacherDetails_fileUpload" must be a file.')
      }
      const proof = file instanceof File ? await readProofFile(file) : undefined
      return ok(c, await createAccount(c, ctx, body, proof))
    } catch (error) {
      return answerError(c, error, call.defaultError)
    }
  })
}

type LoginBody = v.InferOutput<typeof loginManager.login.body>
type UpdateUserBody = v.InferOutput<typeof loginManager.updateUser.body>
type ForgotPasswordBody = v.InferOutput<typeof loginManager.forgotPassword.body>
type ResetPasswordBody = v.InferOutput<typeof loginManager.resetPassword.body>

async function logInOrResume(c: Context, ctx: ServerContext, body: LoginBody) {
  if ('u' in body) return logIn(c, ctx, body.u, body.p)
  // §4.5: {} re-authenticates with the stored token. It answers that same token: a new one on
  // every page load would pile up sessions, and each change of `t` wakes every other open tab,
  // whose own re-authentication would then wake this one, back and forth.
  return currentSessionAnswer(c, ctx, requireUser(c, ctx))
}

async function updateOwnAccount(c: Context, ctx: ServerContext, body: UpdateUserBody) {
  const user = requireUser(c, ctx)
  const changes = body.userObject
  if (changes.cpUsers_recordNumber !== String(user.id)) throw new EnvelopeError(messages.updateOwnAccountOnly)
  assertAvailable(ctx, changes.cpUsers_email, changes.cpUsers_username, user.id)
  const passwordHash = changes.cpUsers_password
    ? await hashPassword(changes.cpUsers_password, ctx.passwordCost)
    : null
  ctx.db
    .prepare(
      `UPDATE users SET first_name = coalesce(?, first_name), last_name = coalesce(?, last_name), email = coalesce(?, email),
       username = coalesce(?, username), password_hash = coalesce(?, password_hash) WHERE id = ?`,
    )
    .run(
      changes.cpUsers_firstName ?? null,
      changes.cpUsers_lastName ?? null,
      changes.cpUsers_email ?? null,
      changes.cpUsers_username ?? null,
      passwordHash,
      user.id,
    )
  saveExtras(ctx.db, findUserById(ctx.db, user.id)!, siteExtras(ctx, body.userExtras))
  // A new password logs out every other device: someone who knew the old one stays out.
  if (passwordHash) deleteOtherSessions(ctx.db, user.id, readAuthToken(c) ?? '')
  const emailChanged =
    changes.cpUsers_email && changes.cpUsers_email.toLowerCase() !== user.email.toLowerCase()
  if (emailChanged) offerGuestTickets(ctx, findUserById(ctx.db, user.id)!, siteUrl(c, ctx), 'address-change')
  return currentSessionAnswer(c, ctx, user)
}

function sendPasswordResetEmail(
  c: Context,
  ctx: ServerContext,
  body: ForgotPasswordBody,
): Record<string, never> {
  const user = findUserByLogin(ctx.db, body.user)
  if (!user) throw new EnvelopeError(messages.forgotFailed)
  if (!ctx.resetLimiter.allows(user.id)) throw new EnvelopeError(messages.tooManyResets)
  ctx.resetLimiter.record(user.id)
  const key = newSecretToken()
  ctx.db
    .prepare('INSERT INTO password_resets (key_hash, user_id, expires_at) VALUES (?, ?, ?)')
    .run(hashToken(key), user.id, ctx.now().getTime() + RESET_KEY_TTL_MS)
  const link = siteUrl(c, ctx)(`${ctx.config.paths.resetPassword}?key=${key}`)
  const mail = letter(user.first_name, [
    `Someone asked to reset the password of your ${ctx.config.brand} account. If it was you, open this link within one hour:`,
    link,
    'If it was not you, you can ignore this e-mail.',
  ])
  queueEmail(
    ctx.db,
    { to: user.email, subject: `Reset your ${ctx.config.brand} password`, ...mail },
    ctx.now(),
  )
  return {}
}

async function resetPasswordWithKey(
  ctx: ServerContext,
  body: ResetPasswordBody,
): Promise<Record<string, never>> {
  const passwordHash = await hashPassword(body.pass, ctx.passwordCost)
  const reset = ctx.db.transaction(() => {
    const row = ctx.db
      .prepare(
        'SELECT user_id FROM password_resets WHERE key_hash = ? AND used_at IS NULL AND expires_at > ?',
      )
      .get(hashToken(body.key), ctx.now().getTime()) as { user_id: number } | undefined
    if (!row) return false
    ctx.db
      .prepare('UPDATE password_resets SET used_at = ? WHERE key_hash = ?')
      .run(ctx.now().getTime(), hashToken(body.key))
    ctx.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, row.user_id)
    deleteUserSessions(ctx.db, row.user_id)
    return true
  })
  if (reset.immediate()) return {}
  if (await resentAfterLostAnswer(ctx, body)) return {}
  throw new EnvelopeError(messages.resetFailed)
}

/**
 * The same new password sent again with a key used minutes ago: the first send reset it and its
 * answer was lost (a proxy's time-out). Refusing it told the person nothing had happened and sent
 * them for new links; the key changes nothing again, it only says the reset is done.
 */
async function resentAfterLostAnswer(ctx: ServerContext, body: ResetPasswordBody): Promise<boolean> {
  const row = ctx.db
    .prepare(
      `SELECT users.password_hash FROM password_resets JOIN users ON users.id = password_resets.user_id
       WHERE password_resets.key_hash = ? AND password_resets.used_at > ?`,
    )
    .get(hashToken(body.key), resendWindowStart(ctx.now()).getTime()) as { password_hash: string } | undefined
  return row !== undefined && (await verifyPassword(body.pass, row.password_hash))
}

function endSession(c: Context, ctx: ServerContext): Record<string, never> {
  const token = readAuthToken(c)
  if (token) deleteSession(ctx.db, token)
  return {}
}

export function registerLoginManagerRoutes(app: Hono, ctx: ServerContext): void {
  serveCall(app, loginManager.login, (c, body) => logInOrResume(c, ctx, body))
  serveCall(app, loginManager.signUp, (c, body) => createAccount(c, ctx, body))
  serveMultipartSignUp(app, ctx)
  serveCall(app, loginManager.updateUser, (c, body) => updateOwnAccount(c, ctx, body))
  serveCall(app, loginManager.forgotPassword, (c, body) => sendPasswordResetEmail(c, ctx, body))
  serveCall(app, loginManager.resetPassword, (_c, body) => resetPasswordWithKey(ctx, body))
  serveCall(app, loginManager.logout, (c) => endSession(c, ctx))
}
