import { afterEach, describe, expect, it } from 'vitest'
import demoConfig from '../../../demo-site/site-config.json'
import { setApiFetch } from '../../../shared/api/client'
import { applyConfig } from '../../../shared/config/config'
import { rememberLoginReturn, takeLoginReturn } from '../../../shared/navigation/login-return'
import {
  getUser,
  logOut,
  NotLoggedInError,
  sessionStore,
  startSession,
} from '../../../shared/session/session-store'

const user = {
  cpUsers_recordNumber: '7',
  cpUsers_uuid: 'uuid-7',
  cpUsers_email: 'vera@example.org',
  cpUsers_firstName: 'Vera',
  cpUsers_lastName: 'Verified',
  cpUsers_username: 'vera',
  cpUsers__cpUsersTypes_recordNumber: 2,
  extras: {},
}

/** Counts login/ calls and answers them like the login manager would. */
function loginManager(answer: unknown) {
  const calls: unknown[] = []
  setApiFetch((async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    calls.push({
      path: new URL(request.url).pathname,
      body: await request.json(),
      auth: request.headers.get('CPAUTH'),
    })
    return Response.json(answer)
  }) as typeof fetch)
  return calls
}

afterEach(() => setApiFetch(undefined))

describe('getUser (§4.5)', () => {
  it('returns the cached user without a call', async () => {
    const calls = loginManager({ success: false })
    sessionStore.setState({ token: 'abc', user: { ...user, extras: {} } })
    await expect(getUser()).resolves.toMatchObject({ cpUsers_email: 'vera@example.org' })
    expect(calls).toHaveLength(0)
  })

  it('logs in again with the stored token and {} when there is no cached user', async () => {
    const calls = loginManager({ success: true, info: { t: 'fresh', currentUser: user } })
    sessionStore.setState({ token: 'abc' })
    await expect(getUser()).resolves.toMatchObject({ cpUsers_uuid: 'uuid-7' })
    expect(calls).toEqual([
      { path: '/aaa-content/packages/user-login-manager/api/login/', body: {}, auth: 'abc' },
    ])
    expect(sessionStore.getState().token).toBe('fresh')
    expect(localStorage.getItem('t')).toBe('fresh')
  })

  it('rejects with "Not logged in" when there is no token', async () => {
    const calls = loginManager({ success: false })
    await expect(getUser()).rejects.toThrow(new NotLoggedInError())
    await expect(getUser()).rejects.toThrow('Not logged in')
    expect(calls).toHaveLength(0)
  })

  it('forgets a token the server refuses', async () => {
    loginManager({ success: false, errorText: 'No User Authorization header sent.' })
    sessionStore.setState({ token: 'stale' })
    await expect(getUser()).rejects.toThrow('No User Authorization header sent.')
    expect(localStorage.getItem('t')).toBeNull()
    expect(sessionStore.getState().status).toBe('logged-out')
  })

  it('says a session ended by refusal, until a new one starts (a later log-out is not a refusal)', async () => {
    loginManager({ success: false, errorText: 'No User Authorization header sent.' })
    sessionStore.setState({ token: 'stale', user: null })
    await expect(getUser()).rejects.toThrow()
    expect(sessionStore.getState()).toMatchObject({ status: 'logged-out', refused: true })
    startSession('fresh', user)
    expect(sessionStore.getState().refused).toBe(false)
  })

  it('keeps the token when the login manager cannot be reached, and says the session is unknown', async () => {
    setApiFetch((async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch)
    sessionStore.setState({ token: 'kept' })
    await expect(getUser()).rejects.toThrow('There was an error, feel free to try again.')
    expect(sessionStore.getState()).toMatchObject({ token: 'kept', user: null, status: 'unreachable' })
    expect(localStorage.getItem('t')).toBe('kept')
  })

  it('shares one login/ call between concurrent callers', async () => {
    const calls = loginManager({ success: true, info: { t: 'fresh', currentUser: user } })
    sessionStore.setState({ token: 'abc' })
    await Promise.all([getUser(), getUser(), getUser()])
    expect(calls).toHaveLength(1)
  })
})

describe('session token and cookies (§4.5, §7.7)', () => {
  it('keeps the token under "t"', () => {
    sessionStore.setState({ token: 'abc' })
    expect(localStorage.getItem('t')).toBe('abc')
  })

  it('writes user-type and gtm_uid after sign-in', () => {
    startSession('abc', { ...user, extras: {} })
    expect(document.cookie).toContain('user-type=Teacher')
    expect(document.cookie).toContain('gtm_uid=uuid-7')
  })

  it('writes no analytics cookie on a site with analytics off', () => {
    for (const name of ['gtm_uid', 'user-type']) document.cookie = `${name}=; path=/; max-age=0`
    applyConfig({ ...demoConfig, analytics: false })
    try {
      startSession('abc', { ...user, extras: {} })
      expect(document.cookie).not.toMatch(/gtm_uid=[^;]/)
      expect(document.cookie).not.toMatch(/user-type=[^;]/)
    } finally {
      applyConfig(demoConfig)
    }
  })

  it('forgets the token and the analytics cookies on log out', async () => {
    loginManager({ success: true, info: {} })
    startSession('abc', { ...user, extras: {} })
    await logOut()
    expect(localStorage.getItem('t')).toBeNull()
    expect(document.cookie).not.toContain('gtm_uid=')
    expect(document.cookie).not.toContain('user-type=')
    expect(sessionStore.getState().user).toBeNull()
  })

  it('forgets the page a log-in would have gone back to', async () => {
    loginManager({ success: true, info: {} })
    startSession('abc', { ...user, extras: {} })
    rememberLoginReturn(`${location.origin}/account/#!/my-account-profile`)
    await logOut()
    expect(takeLoginReturn()).toBeUndefined()
  })

  it('pushes user-logout to the data layer', async () => {
    loginManager({ success: true, info: {} })
    window.dataLayer = []
    await logOut()
    expect(window.dataLayer).toContainEqual({ event: 'user-logout' })
  })
})
