import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureApi, setApiFetch } from '../../../shared/api/client'
import { loadUserEvents, prefetchUserEvents } from '../../../widgets/account/user-events/api'

/** The account's user-events/ asked for ahead of its screen (early-calls.ts), and what is kept of it. */
const noEvents = { present: [], onDemand: [], pastEvents_current: [], pastEvents_archived: [] }
const academy = { pdHours: 0, grade: '', hoursToReachNext: 5, nextGrade: 'Bronze', progressWidth: 0 }
let online = false
let requests = 0

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=from-the-page; path=/'
  configureApi({ retryBackoffMs: 1 })
  requests = 0
  setApiFetch((async () => {
    requests += 1
    if (!online) throw new TypeError('Failed to fetch')
    return Response.json({ success: true, info: { userEvents: noEvents, ...academy } })
  }) as typeof fetch)
})

afterEach(() => {
  setApiFetch(undefined)
  configureApi({ retryBackoffMs: 300 })
})

describe('user-events/ asked for ahead of the screen', () => {
  it('is asked again after it failed, so "Try again" back online gets the events', async () => {
    online = false
    prefetchUserEvents()
    await vi.waitFor(() => expect(requests).toBe(3))
    await new Promise((resolve) => setTimeout(resolve, 0))
    online = true
    prefetchUserEvents()
    await expect(loadUserEvents()).resolves.toMatchObject({ userEvents: noEvents })
  })

  it('is taken by the screen while it is fresh, with no second request', async () => {
    online = true
    prefetchUserEvents()
    await expect(loadUserEvents()).resolves.toMatchObject({ userEvents: noEvents })
    expect(requests).toBe(1)
  })
})
