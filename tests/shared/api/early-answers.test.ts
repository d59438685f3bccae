import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { callApi } from '../../../shared/api/client'
import { postEarly } from '../../../shared/api/early-answers'
import { userEvents } from '../../../shared/contract/events'
import { USER_EVENTS_PATH } from '../../../shared/contract/paths'
import { logIn } from '../../../shared/session/session-store'
import { seed } from '../../helpers/seed-fixtures'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

/**
 * A call started before the API client arrived (the account's user-events/ while its chunks
 * download) answers the client's same call, against the real server app: one request, not two.
 */
let server: WidgetServer | undefined

beforeEach(async () => {
  server = await startWidgetServer()
  await logIn(seed.users.verified.email, DEMO_PASSWORD)
})

afterEach(async () => {
  await stopWidgetServer(server)
  server = undefined
  vi.restoreAllMocks()
})

const asked = () => server?.requests.filter((request) => request.path === USER_EVENTS_PATH) ?? []

describe('early answers', () => {
  it('answer the same call: the server is asked once, with the session headers', async () => {
    postEarly(USER_EVENTS_PATH, '{}')
    const info = await callApi(userEvents, {})
    expect(Array.isArray(info.userEvents.present)).toBe(true)
    expect(asked()).toHaveLength(1)
    expect(asked()[0]?.headers.get('CPAUTH')).toBe(localStorage.getItem('t'))
    expect(asked()[0]?.headers.get('X-XSRF-TOKEN')).toBeTruthy()
  })

  it('are taken once: the next call asks the server', async () => {
    postEarly(USER_EVENTS_PATH, '{}')
    await callApi(userEvents, {})
    await callApi(userEvents, {})
    expect(asked()).toHaveLength(2)
  })

  it('are not taken by another session: a call with another token asks with its own', async () => {
    postEarly(USER_EVENTS_PATH, '{}')
    localStorage.setItem('t', 'another-session')
    await callApi(userEvents, {}).catch(() => undefined)
    expect(asked().map((request) => request.headers.get('CPAUTH'))).toEqual([
      expect.not.stringMatching(/^another-session$/),
      'another-session',
    ])
  })

  it('are not taken once older than 10 s: the call asks again', async () => {
    postEarly(USER_EVENTS_PATH, '{}')
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 10_001)
    await callApi(userEvents, {})
    expect(asked()).toHaveLength(2)
  })

  it('leave the call to the client when the early request failed', async () => {
    let failures = 1
    server?.override(USER_EVENTS_PATH, (request) => {
      if (failures-- > 0) throw new TypeError('Failed to fetch')
      return (server as WidgetServer).app.fetch(request)
    })
    postEarly(USER_EVENTS_PATH, '{}')
    const info = await callApi(userEvents, {})
    expect(info.userEvents).toBeDefined()
    expect(asked()).toHaveLength(2)
  })

  it('are not started on a page without the XSRF cookie (a cached CMS page)', async () => {
    document.cookie = 'XSRF-TOKEN=; path=/; max-age=0'
    postEarly(USER_EVENTS_PATH, '{}')
    expect(asked()).toHaveLength(0)
  })
})
