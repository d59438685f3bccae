// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ADDRESS_MAX_FAILURES } from '../../../demo-site/server/http/login-limiter'
import { verifyPassword } from '../../../demo-site/server/passwords'
import { allCalls } from '../../../shared/contract/all-calls'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import * as messages from '../../../shared/messages/messages'
import { createTestApp } from '../../helpers/test-app'

const LOGIN = `${LOGIN_BASE}login/`
const USER_EVENTS = `${EVENTS_BASE}user-events/`
const EXPIRED = 'Your session has expired. Please reload the page and try again.'

async function logIn(
  request: ReturnType<typeof createTestApp>['request'],
  u = 'verified',
  p = 'Demo-pass-1',
) {
  const answer = await request(LOGIN, { json: { u, p } })
  return answer.info?.t as string
}

describe('anti-forgery (§7.1)', () => {
  it('sets pd_sid and a signed XSRF-TOKEN on a page load', async () => {
    const { app } = createTestApp()
    const response = await app.fetch(new Request('http://localhost/'))
    const setCookies = response.headers.getSetCookie().join('\n')
    expect(setCookies).toMatch(/pd_sid=[^;]+;.*HttpOnly/i)
    expect(setCookies).toMatch(/pd_sid=[^;]+;.*SameSite=Lax/i)
    expect(setCookies).toMatch(/XSRF-TOKEN=[\w-]+\.[\w-]+;.*SameSite=Strict/i)
    expect(setCookies).not.toMatch(/XSRF-TOKEN=[^\n]*HttpOnly/i)
  })

  it('refuses a POST without the X-XSRF-TOKEN header with 403', async () => {
    const { fetch } = createTestApp()
    const response = await fetch(LOGIN, {
      json: { u: 'verified', p: 'Demo-pass-1' },
      headers: { 'X-XSRF-TOKEN': '' },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ success: false, errorText: EXPIRED })
  })

  it('refuses a token signed for another browser session', async () => {
    const first = createTestApp()
    const second = createTestApp()
    await first.fetch('/')
    await second.fetch('/')
    const stolen = first.cookies.get('XSRF-TOKEN')!
    second.cookies.set('XSRF-TOKEN', stolen)
    const response = await second.fetch(LOGIN, { json: {}, headers: { 'X-XSRF-TOKEN': stolen } })
    expect(response.status).toBe(403)
  })

  it('refuses a forged signature', async () => {
    const { fetch, cookies } = createTestApp()
    await fetch('/')
    const forged = `${cookies.get('XSRF-TOKEN')!.split('.')[0]}.AAAA`
    cookies.set('XSRF-TOKEN', forged)
    const response = await fetch(LOGIN, { json: {}, headers: { 'X-XSRF-TOKEN': forged } })
    expect(response.status).toBe(403)
  })

  it('issues the cookies on an API GET when they are missing', async () => {
    const { app } = createTestApp()
    const response = await app.fetch(
      new Request(`http://localhost${EVENTS_BASE}get-ics-for-event?eventId=101`),
    )
    expect(response.headers.getSetCookie().join('\n')).toContain('XSRF-TOKEN=')
  })
})

describe('request bodies (§7.1)', () => {
  it('refuses text/plain with 415 and an envelope', async () => {
    const { fetch } = createTestApp()
    const response = await fetch(LOGIN, {
      body: '{}',
      headers: { 'Content-Type': 'text/plain' },
      method: 'POST',
    })
    expect(response.status).toBe(415)
    expect(await response.json()).toMatchObject({
      success: false,
      errorText: expect.stringContaining('application/json'),
    })
  })

  it('refuses an oversized body with 413 and an envelope', async () => {
    const { fetch } = createTestApp()
    const response = await fetch(`${EVENTS_BASE}register/`, {
      json: { eventID: '103', registrationForm: { question_38: 'x'.repeat(100_000) } },
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ success: false })
  })

  it('answers broken JSON with an envelope', async () => {
    const { fetch } = createTestApp()
    const response = await fetch(LOGIN, {
      method: 'POST',
      body: '{"u":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await response.json()).toEqual({
      success: false,
      errorText: 'The request body is not valid JSON.',
    })
  })

  const badBodies: unknown[] = [
    null,
    [],
    'text',
    42,
    { id: {}, eventID: [], ticketId: { a: 1 } },
    { u: 5, p: [] },
    { answers: 'x' },
  ]

  it('answers every JSON call with an envelope error for wrong shapes, never a 500', async () => {
    const { fetch, request } = createTestApp()
    const token = await logIn(request)
    for (const call of allCalls.filter((item) => item.bodyKind === 'json')) {
      const path = call.path.replace('{module}', 'nearpod')
      for (const body of badBodies) {
        const response = await fetch(path, { json: body, headers: { CPAUTH: token } })
        expect(response.status, `${call.name} ${JSON.stringify(body)}`).toBeLessThan(500)
        const answer = (await response.json()) as { success: boolean; errorText?: string }
        // Calls whose body is {} or only optional fields take any object (unknown fields dropped),
        // but no array, text, number or null: every §7 body is an object.
        const emptyBody = ['logout', 'userEvents', 'getAccountExample', 'listEvents'].includes(call.name)
        const anObject = typeof body === 'object' && body !== null && !Array.isArray(body)
        if (emptyBody && anObject) continue
        expect(answer.success, `${call.name} ${JSON.stringify(body)}`).toBe(false)
        expect(answer.errorText).toBeTruthy()
        expect(answer.errorText).not.toMatch(/at .+\.ts:\d+/)
      }
    }
  })

  it('names the bad field in the error text', async () => {
    const { request } = createTestApp()
    const answer = await request(`${EVENTS_BASE}get-ticket/`, {
      json: { id: '101', ticketId: { nested: true } },
    })
    expect(answer.errorText).toContain('"ticketId"')
  })

  it('names the field of the nearest shape when a body fits none of a union', async () => {
    const { request } = createTestApp()
    const answer = await request(LOGIN, { json: { u: 'verified' } })
    expect(answer.errorText).toContain('"p"')
    expect(answer.errorText).not.toContain('received Object')
  })
})

describe('CPAUTH sessions (§6)', () => {
  it('answers "No User Authorization header sent." without a token', async () => {
    const { request } = createTestApp()
    expect(await request(USER_EVENTS, { json: {} })).toEqual({
      success: false,
      errorText: messages.missingAuth,
    })
  })

  it('refuses a token after it expires', async () => {
    let now = new Date('2026-03-02T18:00:00Z')
    const { request } = createTestApp({ now: () => now, tokenTtlMs: 60_000 })
    const token = await logIn(request)
    expect((await request(USER_EVENTS, { json: {}, headers: { CPAUTH: token } })).success).toBe(true)
    now = new Date(now.getTime() + 61_000)
    expect(await request(USER_EVENTS, { json: {}, headers: { CPAUTH: token } })).toEqual({
      success: false,
      errorText: messages.missingAuth,
    })
  })

  it('refuses a token after logout', async () => {
    const { request } = createTestApp()
    const token = await logIn(request)
    expect((await request(`${LOGIN_BASE}logout/`, { json: {}, headers: { CPAUTH: token } })).success).toBe(
      true,
    )
    expect((await request(USER_EVENTS, { json: {}, headers: { CPAUTH: token } })).errorText).toBe(
      messages.missingAuth,
    )
  })

  it('sends the log-in answer, which carries the token, and every other call answer uncached and unsniffed', async () => {
    const { fetch } = createTestApp()
    for (const answer of [
      await fetch(LOGIN, { json: { u: 'verified', p: 'Demo-pass-1' } }),
      await fetch(LOGIN, { json: { u: 'verified', p: 'wrong' } }),
      await fetch(`${EVENTS_BASE}get-event/`, { json: { id: '101' } }),
    ]) {
      expect(answer.headers.get('Cache-Control')).toBe('no-store')
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
    }
  })

  it('stores only a SHA-256 hash of the token', async () => {
    const { request, db } = createTestApp()
    const token = await logIn(request)
    expect(token).toMatch(/^[\w-]{43}$/)
    const rows = db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[]
    expect(rows.some((row) => row.token_hash === token)).toBe(false)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true)
  })
})

describe('passwords and login rate limit', () => {
  it('stores scrypt$N$r$p$salt$hash with a 16-byte salt and a 64-byte key', async () => {
    const { db } = createTestApp()
    const { password_hash: hash } = db.prepare('SELECT password_hash FROM users WHERE id = 1').get() as {
      password_hash: string
    }
    const [scheme, n, r, p, salt, key] = hash.split('$')
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 10), '8', '1'])
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16)
    expect(Buffer.from(key!, 'base64')).toHaveLength(64)
    expect(await verifyPassword('Demo-pass-1', hash)).toBe(true)
    expect(await verifyPassword('demo-pass-1', hash)).toBe(false)
  })

  it('blocks an account after 5 failed logins within 15 minutes, then lets it in again', async () => {
    let now = new Date('2026-03-02T18:00:00Z')
    const { request } = createTestApp({ now: () => now })
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await request(LOGIN, { json: { u: 'verified', p: 'wrong-password' } })).errorText).toBe(
        messages.loginFailed,
      )
    }
    const blocked = await request(LOGIN, { json: { u: 'verified', p: 'Demo-pass-1' } })
    expect(blocked.errorText).toBe('Too many login attempts. Please wait 15 minutes and try again.')
    now = new Date(now.getTime() + 15 * 60_000 + 1000)
    expect((await request(LOGIN, { json: { u: 'verified', p: 'Demo-pass-1' } })).success).toBe(true)
  })

  it('counts guesses sent at once: only five reach the password check, the right one among the rest is refused', async () => {
    const { request, fetch } = createTestApp()
    await fetch('/') // the anti-forgery cookie, which each request would otherwise ask for at once
    const guesses = Array.from({ length: 14 }, (_, index) => `wrong-${index}`)
    const answers = await Promise.all(
      [...guesses, 'Demo-pass-1'].map((p) => request(LOGIN, { json: { u: 'pending', p } })),
    )
    expect(answers.filter((answer) => answer.errorText === messages.loginFailed)).toHaveLength(5)
    expect(answers.at(-1)?.errorText).toBe('Too many login attempts. Please wait 15 minutes and try again.')
  })

  it('takes a successful log-in back from the count: many log-ins from one address are no guesses', async () => {
    const { request } = createTestApp()
    for (let login = 1; login <= ADDRESS_MAX_FAILURES + 1; login++) {
      expect((await request(LOGIN, { json: { u: 'pending', p: 'Demo-pass-1' } })).success).toBe(true)
    }
  })

  it("counts the misses per account, whichever of the account's names is typed", async () => {
    const { request } = createTestApp()
    for (const u of ['verified', 'VERIFIED', 'verified@example.org', ' verified ', 'Verified@Example.org']) {
      expect((await request(LOGIN, { json: { u, p: 'wrong-password' } })).errorText).toBe(
        messages.loginFailed,
      )
    }
    const blocked = await request(LOGIN, { json: { u: 'verified@example.org', p: 'Demo-pass-1' } })
    expect(blocked.errorText).toBe('Too many login attempts. Please wait 15 minutes and try again.')
  })

  it('lets another teacher on the same address in after five misses of someone else', async () => {
    const { request } = createTestApp()
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await request(LOGIN, { json: { u: `a${attempt}@example.org`, p: 'x' } })).errorText).toBe(
        messages.userNotFound,
      )
    }
    expect((await request(LOGIN, { json: { u: 'pending', p: 'Demo-pass-1' } })).success).toBe(true)
  })

  it('blocks an address that guesses across many accounts', async () => {
    const { request } = createTestApp()
    for (let attempt = 1; attempt <= ADDRESS_MAX_FAILURES; attempt++) {
      expect((await request(LOGIN, { json: { u: `a${attempt}@example.org`, p: 'x' } })).errorText).toBe(
        messages.userNotFound,
      )
    }
    expect((await request(LOGIN, { json: { u: 'pending', p: 'Demo-pass-1' } })).errorText).toContain(
      'Too many login attempts',
    )
  })
})
