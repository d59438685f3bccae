// @vitest-environment node

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { RESET_ALLOWANCE } from '../../../demo-site/server/http/email-limiter'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import { UserSchema } from '../../../shared/contract/schemas'
import * as messages from '../../../shared/messages/messages'
import { createTestApp } from '../../helpers/test-app'

type Request = ReturnType<typeof createTestApp>['request']
const PDF = Buffer.from('%PDF-1.4\n%fake but well-formed enough\n')

function call(request: Request, name: string, json: unknown, headers?: Record<string, string>) {
  return request(`${LOGIN_BASE}${name}/`, { json, headers })
}

function newTeacher(overrides: Record<string, unknown> = {}) {
  return {
    userObject: {
      cpUsers_firstName: 'Nia',
      cpUsers_lastName: 'New',
      cpUsers_email: 'nia.new@example.org',
      cpUsers_username: 'nianew',
      cpUsers_password: 'Strong-pass-9',
      ...overrides,
    },
    userExtras: { state: 'CA', city: 'Oakland' },
    userDetails: {},
  }
}

function signUpForm(body: ReturnType<typeof newTeacher>, file?: File): FormData {
  const form = new FormData()
  form.set('userObject', JSON.stringify(body.userObject))
  form.set('userExtras', JSON.stringify(body.userExtras))
  form.set('userDetails', JSON.stringify(body.userDetails))
  if (file) form.set('teacherDetails_fileUpload', file)
  return form
}

describe('login/ (§7.4)', () => {
  it('logs in by e-mail or username in any case and answers the §3.3 user without the password', async () => {
    const { request } = createTestApp()
    for (const u of ['verified@example.org', 'VERIFIED', 'Verified@Example.org']) {
      const { info } = await call(request, 'login', { u, p: 'Demo-pass-1' })
      expect(v.safeParse(UserSchema, info.currentUser).success).toBe(true)
      expect(info.currentUser).toMatchObject({
        cpUsers_email: 'verified@example.org',
        cpUsers__cpUsersTypes_recordNumber: 2,
      })
      expect(JSON.stringify(info)).not.toMatch(/scrypt|password/i)
    }
  })

  it('answers "User not found" and the wrong-password text (§8)', async () => {
    const { request } = createTestApp()
    expect((await call(request, 'login', { u: 'nobody', p: 'x' })).errorText).toBe(messages.userNotFound)
    expect((await call(request, 'login', { u: 'verified', p: 'nope' })).errorText).toBe(messages.loginFailed)
  })

  it('re-authenticates {} with CPAUTH and answers the same token, so open tabs stay quiet (§4.5)', async () => {
    const { request, db } = createTestApp()
    const { info } = await call(request, 'login', { u: 'verified', p: 'Demo-pass-1' })
    const sessionsBefore = (db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n
    const again = await call(request, 'login', {}, { CPAUTH: info.t })
    expect(again.info.t).toBe(info.t)
    expect((db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n).toBe(sessionsBefore)
    expect(again.info.currentUser.cpUsers_username).toBe('verified')
    expect((await call(request, 'login', {})).errorText).toBe(messages.missingAuth)
  })
})

describe('signUp/ and signUp3/ (§7.4, §3.4)', () => {
  it('creates a pending teacher (type 5) and logs them in', async () => {
    const { request } = createTestApp()
    const { info } = await call(request, 'signUp', newTeacher())
    expect(info.currentUser).toMatchObject({
      cpUsers_username: 'nianew',
      cpUsers__cpUsersTypes_recordNumber: 5,
    })
    expect(info.extras).toMatchObject({ signUpText: expect.any(String), referrer_active: false })
    expect((await call(request, 'login', { u: 'nia.new@example.org', p: 'Strong-pass-9' })).success).toBe(
      true,
    )
  })

  it('refuses a list where an object belongs, at any depth (valibot would read it as {})', async () => {
    const { request } = createTestApp()
    const answer = await call(request, 'signUp', { ...newTeacher(), userExtras: [], userDetails: [] })
    expect(answer).toMatchObject({
      success: false,
      errorText: '"userExtras": expected an object, not a list',
    })
    expect((await call(request, 'login', { u: 'nia.new@example.org', p: 'Strong-pass-9' })).success).toBe(
      false,
    )
  })

  it('answers the same sign-up sent again minutes later as the first (its answer lost), and only then', async () => {
    let now = new Date('2026-03-02T18:00:00Z')
    const { request } = createTestApp({ now: () => now })
    const first = await call(request, 'signUp', newTeacher())
    now = new Date(now.getTime() + 60_000)
    const again = await call(request, 'signUp', newTeacher())
    expect(again.success).toBe(true)
    expect(again.info.currentUser.cpUsers_username).toBe(first.info.currentUser.cpUsers_username)
    expect(again.info.extras.signUpText).toBe(first.info.extras.signUpText)
    expect(
      (await call(request, 'signUp', newTeacher({ cpUsers_password: 'Other-pass-8' }))).errorText,
    ).toContain('already exists')
    now = new Date(now.getTime() + 11 * 60_000)
    expect((await call(request, 'signUp', newTeacher())).errorText).toContain('already exists')
  })

  it('refuses a duplicate e-mail or username with a clear text', async () => {
    const { request } = createTestApp()
    expect(
      (await call(request, 'signUp', newTeacher({ cpUsers_email: 'VERIFIED@example.org' }))).errorText,
    ).toContain('already exists')
    expect((await call(request, 'signUp', newTeacher({ cpUsers_username: 'Pending' }))).errorText).toContain(
      'already taken',
    )
  })

  it.each([
    [{ teacherDetails__school_data_nces_id: '062271003230' }, 'School ID: 062271003230'],
    [
      { teacherDetails__school_data_nces_id: '062271003230', teacherDetails_schoolName: 'Oakland Tech' },
      'Oakland Tech',
    ],
    [{ teacherDetails_schoolName: 'Oakland Tech', teacherDetails_isHomeschool: true }, 'Homeschool'],
  ])('applies the school rules in order: %o gives %s', async (details, school) => {
    const { request } = createTestApp()
    const { info } = await call(request, 'signUp', { ...newTeacher(), userDetails: details })
    expect(info.currentUser.extras.school_name).toBe(school)
  })

  it('accepts a PDF proof and stores it in the database', async () => {
    const { request, db } = createTestApp()
    const form = signUpForm(newTeacher(), new File([PDF], 'badge.pdf', { type: 'application/pdf' }))
    const answer = await request(`${LOGIN_BASE}signUp3/?thisIsTest=true`, { form })
    expect(answer.success).toBe(true)
    const row = db
      .prepare('SELECT proof_file, proof_file_type FROM users WHERE username = ?')
      .get('nianew') as {
      proof_file: Buffer
      proof_file_type: string
    }
    expect(row.proof_file_type).toBe('application/pdf')
    expect(Buffer.compare(row.proof_file, PDF)).toBe(0)
  })

  it('refuses a file whose bytes do not match its type', async () => {
    const { request } = createTestApp()
    const form = signUpForm(
      newTeacher(),
      new File(['MZ\x90\x00 not a pdf'], 'badge.pdf', { type: 'application/pdf' }),
    )
    expect((await request(`${LOGIN_BASE}signUp3/`, { form })).errorText).toContain('PDF, JPEG, PNG or WebP')
  })

  it('refuses broken JSON fields with an envelope', async () => {
    const { request } = createTestApp()
    const form = signUpForm(newTeacher())
    form.set('userObject', '{not json')
    expect((await request(`${LOGIN_BASE}signUp3/`, { form })).errorText).toBe(
      '"userObject" is not valid JSON.',
    )
  })
})

describe('updateUser/ (§7.4)', () => {
  it('updates the profile and extras of your own record only', async () => {
    const { request } = createTestApp()
    const { info } = await call(request, 'login', { u: 'verified', p: 'Demo-pass-1' })
    const auth = { CPAUTH: info.t }
    const update = {
      userObject: { cpUsers_recordNumber: '1', cpUsers_firstName: 'Veronica' },
      userExtras: { city: 'Pasadena' },
    }
    const answer = await call(request, 'updateUser', update, auth)
    expect(answer.info.currentUser).toMatchObject({
      cpUsers_firstName: 'Veronica',
      extras: { city: 'Pasadena', state: 'CA' },
    })
    const someoneElse = { userObject: { cpUsers_recordNumber: '2', cpUsers_firstName: 'X' }, userExtras: {} }
    expect((await call(request, 'updateUser', someoneElse, auth)).errorText).toBe(
      'You can only update your own account.',
    )
  })

  it("keeps §3.3 percent_of_courses_use_{brand} under the brand's key, and drops keys nobody can write", async () => {
    const { request } = createTestApp()
    const { info } = await call(request, 'login', { u: 'verified', p: 'Demo-pass-1' })
    const update = {
      userObject: { cpUsers_recordNumber: '1' },
      userExtras: {
        percent_of_courses_use_finlit: '26-50%',
        percent_of_courses_use_other: '1-25%',
        signUpText: 'forged',
        not_an_extra: 'x',
        toString: 'inherited name',
      },
    }
    const answer = await call(request, 'updateUser', update, { CPAUTH: info.t })
    expect(answer.info.currentUser.extras.percent_of_courses_use_finlit).toBe('26-50%')
    expect(answer.info.currentUser.extras).not.toHaveProperty('not_an_extra')
    expect(answer.info.currentUser.extras).not.toHaveProperty('percent_of_courses_use_other')
    expect(Object.hasOwn(answer.info.currentUser.extras, 'toString')).toBe(false)
    expect(answer.info.currentUser.extras.signUpText).not.toBe('forged')
    const tooLong = { ...update, userExtras: { percent_of_courses_use_finlit: 'x'.repeat(41) } }
    expect((await call(request, 'updateUser', tooLong, { CPAUTH: info.t })).success).toBe(false)
  })

  it("ends the account's other sessions on a new password, and keeps the one that changed it", async () => {
    const { request } = createTestApp()
    const here = { CPAUTH: (await call(request, 'login', { u: 'limited', p: 'Demo-pass-1' })).info.t }
    const elsewhere = { CPAUTH: (await call(request, 'login', { u: 'limited', p: 'Demo-pass-1' })).info.t }
    const change = {
      userObject: { cpUsers_recordNumber: '4', cpUsers_password: 'New-pass-22' },
      userExtras: {},
    }
    expect((await call(request, 'updateUser', change, here)).success).toBe(true)
    expect((await call(request, 'login', {}, here)).success).toBe(true)
    expect((await call(request, 'login', {}, elsewhere)).success).toBe(false)
    expect((await call(request, 'login', { u: 'limited', p: 'New-pass-22' })).success).toBe(true)
  })

  it("refuses another account's e-mail without telling a signed-in teacher to log in", async () => {
    const { request } = createTestApp()
    const { info } = await call(request, 'login', { u: 'verified', p: 'Demo-pass-1' })
    const change = {
      userObject: { cpUsers_recordNumber: '1', cpUsers_email: 'pending@example.org' },
      userExtras: {},
    }
    expect((await call(request, 'updateUser', change, { CPAUTH: info.t })).errorText).toBe(
      'An account with this email address already exists. Please choose another one.',
    )
  })

  it('changes the password', async () => {
    const { request } = createTestApp()
    const { info } = await call(request, 'login', { u: 'verified', p: 'Demo-pass-1' })
    const change = {
      userObject: { cpUsers_recordNumber: '1', cpUsers_password: 'Brand-new-pass-2' },
      userExtras: {},
    }
    expect((await call(request, 'updateUser', change, { CPAUTH: info.t })).success).toBe(true)
    expect((await call(request, 'login', { u: 'verified', p: 'Brand-new-pass-2' })).success).toBe(true)
  })

  it('refuses a new password of only spaces (PasswordSchema, as on sign-up and reset)', async () => {
    const { request } = createTestApp()
    const { info } = await call(request, 'login', { u: 'verified', p: 'Demo-pass-1' })
    const change = {
      userObject: { cpUsers_recordNumber: '1', cpUsers_password: '          ' },
      userExtras: {},
    }
    expect((await call(request, 'updateUser', change, { CPAUTH: info.t })).success).toBe(false)
    expect((await call(request, 'login', { u: 'verified', p: '          ' })).success).toBe(false)
    expect((await call(request, 'login', { u: 'verified', p: 'Demo-pass-1' })).success).toBe(true)
  })
})

describe('forgot/ and reset-save/ (§7.4, §5.6)', () => {
  it('e-mails a single-use key that resets the password and ends old sessions', async () => {
    const { request } = createTestApp()
    const old = (await call(request, 'login', { u: 'verified', p: 'Demo-pass-1' })).info.t
    expect((await call(request, 'forgot', { user: 'nobody' })).errorText).toBe(messages.forgotFailed)
    expect((await call(request, 'forgot', { user: 'verified@example.org' })).success).toBe(true)
    const [email] = await request('/__demo/outbox')
    const key = /\/reset-password\/\?key=([\w-]+)/.exec(email.text)?.[1]
    expect(key).toBeDefined()
    expect((await call(request, 'reset-save', { pass: 'Reset-pass-3', key })).success).toBe(true)
    expect((await call(request, 'login', { u: 'verified', p: 'Reset-pass-3' })).success).toBe(true)
    expect((await call(request, 'reset-save', { pass: 'Another-pass-4', key })).errorText).toBe(
      messages.resetFailed,
    )
    expect((await call(request, 'login', {}, { CPAUTH: old })).errorText).toBe(messages.missingAuth)
  })

  it('sends an account at most ten reset links an hour, then says so', async () => {
    let now = new Date('2026-03-02T18:00:00Z')
    const { request } = createTestApp({ now: () => now })
    for (let sent = 1; sent <= RESET_ALLOWANCE.max; sent++) {
      expect((await call(request, 'forgot', { user: 'verified' })).success).toBe(true)
    }
    expect((await call(request, 'forgot', { user: 'VERIFIED@example.org' })).errorText).toBe(
      messages.tooManyResets,
    )
    expect(await request('/__demo/outbox')).toHaveLength(10)
    now = new Date(now.getTime() + 61 * 60_000)
    expect((await call(request, 'forgot', { user: 'verified' })).success).toBe(true)
  })

  it('answers a resend of the same password with a used key as done, for minutes only (an answer lost)', async () => {
    let now = new Date('2026-03-02T18:00:00Z')
    const { request } = createTestApp({ now: () => now })
    await call(request, 'forgot', { user: 'verified' })
    const key = /key=([\w-]+)/.exec((await request('/__demo/outbox'))[0].text)?.[1]
    expect((await call(request, 'reset-save', { pass: 'Reset-pass-3', key })).success).toBe(true)
    now = new Date(now.getTime() + 2 * 60_000)
    expect((await call(request, 'reset-save', { pass: 'Reset-pass-3', key })).success).toBe(true)
    expect((await call(request, 'reset-save', { pass: 'Other-pass-5', key })).errorText).toBe(
      messages.resetFailed,
    )
    now = new Date(now.getTime() + 11 * 60_000)
    expect((await call(request, 'reset-save', { pass: 'Reset-pass-3', key })).errorText).toBe(
      messages.resetFailed,
    )
    expect((await call(request, 'login', { u: 'verified', p: 'Reset-pass-3' })).success).toBe(true)
  })

  it('refuses an expired key', async () => {
    let now = new Date('2026-03-02T18:00:00Z')
    const { request } = createTestApp({ now: () => now })
    await call(request, 'forgot', { user: 'verified' })
    const key = /key=([\w-]+)/.exec((await request('/__demo/outbox'))[0].text)?.[1]
    now = new Date(now.getTime() + 61 * 60_000)
    expect((await call(request, 'reset-save', { pass: 'Reset-pass-3', key })).errorText).toBe(
      messages.resetFailed,
    )
  })
})
