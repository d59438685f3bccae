import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/api/api-error'
import { callApi, configureApi } from '../../../shared/api/client'
import { userEvents } from '../../../shared/contract/events'
import { LOGIN_PATH } from '../../../shared/contract/paths'
import { getUser, logIn, logOut, sessionStore } from '../../../shared/session/session-store'
import { sessionDraft } from '../../../shared/ui/session-draft'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

let server: WidgetServer

beforeEach(async () => {
  server = await startWidgetServer()
})

afterEach(() => stopWidgetServer(server))

describe('the session against the reference server', () => {
  it('logs in by e-mail, keeps the token under t and sends it as CPAUTH', async () => {
    const user = await logIn('verified@example.org', DEMO_PASSWORD)
    expect(user.cpUsers__cpUsersTypes_recordNumber).toBe(2)
    expect(localStorage.getItem('t')).toBe(sessionStore.getState().token)
    const summary = await callApi(userEvents, {})
    expect(summary.userEvents.present.length).toBeGreaterThan(0)
    expect(server.requests.at(-1)?.headers.get('CPAUTH')).toBe(localStorage.getItem('t'))
  })

  it('shows the server text "User not found" for an unknown account', async () => {
    await expect(logIn('nobody@example.org', DEMO_PASSWORD)).rejects.toThrow('User not found')
  })

  it('re-authenticates a stored token with login/ {} after a reload (§4.5)', async () => {
    await logIn('verified', DEMO_PASSWORD)
    sessionStore.setState({ user: null })
    const user = await getUser()
    expect(user.cpUsers_email).toBe('verified@example.org')
    expect(server.requests.at(-1)?.body).toEqual({})
  })

  it('asks login/ {} again after a 503, as it changes nothing on the server (§4.5, §6)', async () => {
    configureApi({ retryBackoffMs: 1 })
    try {
      await logIn('verified', DEMO_PASSWORD)
      sessionStore.setState({ user: null })
      let refusals = 1
      server.override(LOGIN_PATH, (request) =>
        refusals-- > 0 ? new Response('busy', { status: 503 }) : server.app.fetch(request),
      )
      const user = await getUser()
      expect(user.cpUsers_email).toBe('verified@example.org')
      expect(server.requests.filter((request) => request.path === LOGIN_PATH)).toHaveLength(3)
    } finally {
      configureApi({ retryBackoffMs: 300 })
    }
  })

  it('makes the old token useless after log out', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    const oldToken = sessionStore.getState().token
    await logOut()
    localStorage.setItem('t', oldToken ?? '')
    const error = await callApi(userEvents, {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('No User Authorization header sent.')
  })

  it("leaves no form's draft in the tab after log out, for the next person at a shared computer", async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    sessionDraft('pd-survey').write('121/abc', { school: 'Lincoln High' })
    sessionDraft('pd-registration').write('110', { firstName: 'Robin' })
    sessionStorage.setItem('pd-other', 'kept')
    await logOut()
    expect(Object.keys(sessionStorage)).toEqual(['pd-other'])
  })
})
