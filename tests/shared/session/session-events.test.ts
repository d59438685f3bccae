import { afterEach, describe, expect, it } from 'vitest'
import { setApiFetch } from '../../../shared/api/client'
import type { PdEventDetails } from '../../../shared/events/pd-events'
import {
  getUser,
  logOut,
  refreshUser,
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

type Heard = { name: string; detail: PdEventDetails['pd:login'] }

/** Every pd:login and pd:logout that reaches document while the test runs. */
function hostListener(): Heard[] {
  const heard: Heard[] = []
  for (const name of ['pd:login', 'pd:logout'] as const) {
    const listener = (event: Event) =>
      heard.push({ name, detail: (event as CustomEvent<PdEventDetails[typeof name]>).detail })
    document.addEventListener(name, listener)
    cleanups.push(() => document.removeEventListener(name, listener))
  }
  return heard
}

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups) cleanup()
  cleanups = []
  setApiFetch(undefined)
})

function answerLogins(answer: unknown): void {
  setApiFetch((async () => Response.json(answer)) as unknown as typeof fetch)
}

/** What the browser fires in this tab when another tab writes or removes `t`. */
function otherTabWrites(token: string | null): void {
  if (token) localStorage.setItem('t', token)
  else localStorage.removeItem('t')
  window.dispatchEvent(new StorageEvent('storage', { key: 't', newValue: token }))
}

describe('pd:login and pd:logout on document', () => {
  it('announces a login once and a logout once', async () => {
    const heard = hostListener()
    answerLogins({ success: true, info: {} })
    startSession('abc', user)
    startSession('abc', user)
    await logOut()
    await logOut()
    expect(heard).toEqual([
      { name: 'pd:login', detail: { fromOtherTab: false } },
      { name: 'pd:logout', detail: { fromOtherTab: false } },
    ])
  })

  it('stays quiet when the stored token logs in again at page load', async () => {
    const heard = hostListener()
    answerLogins({ success: true, info: { t: 'abc', currentUser: user } })
    sessionStore.setState({ token: 'abc' })
    await getUser()
    expect(sessionStore.getState().status).toBe('logged-in')
    expect(heard).toEqual([])
  })

  it("clears this tab's drafts when another tab logs out or logs in, and when the server refuses the token", async () => {
    answerLogins({ success: true, info: { t: 'other', currentUser: user } })
    startSession('abc', user)
    await getUser()
    const draft = 'pd-registration-draft:104'
    sessionStorage.setItem(draft, '{"question_41":"Vera"}')
    otherTabWrites(null)
    expect(sessionStorage.getItem(draft)).toBeNull()

    sessionStorage.setItem(draft, '{"question_41":"Guest"}')
    otherTabWrites('other')
    expect(sessionStorage.getItem(draft)).toBeNull()
    await expect.poll(() => sessionStore.getState().status).toBe('logged-in')

    sessionStorage.setItem(draft, '{"question_41":"Vera"}')
    answerLogins({ success: false, errorText: 'Token expired' })
    await refreshUser().catch(() => undefined)
    expect(sessionStore.getState().token).toBeNull()
    expect(sessionStorage.getItem(draft)).toBeNull()
  })

  it('announces a login and a logout made in another tab', async () => {
    answerLogins({ success: true, info: { t: 'other', currentUser: user } })
    startSession('abc', user)
    await logOut()
    const heard = hostListener()
    otherTabWrites('other')
    await expect.poll(() => sessionStore.getState().status).toBe('logged-in')
    otherTabWrites(null)
    otherTabWrites(null)
    expect(heard).toEqual([
      { name: 'pd:login', detail: { fromOtherTab: true } },
      { name: 'pd:logout', detail: { fromOtherTab: true } },
    ])
  })
})
