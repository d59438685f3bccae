import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberLoginReturn, takeLoginReturn } from '../../../shared/navigation/login-return'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  sessionStorage.clear()
  history.replaceState(null, '', '/')
})

describe('the page to return to after a log-in', () => {
  it('gives back the remembered account page once', () => {
    const ticket = `${location.origin}/account/#!/my-account-finlit-acadameny-view-event/101/abc`
    rememberLoginReturn(ticket)
    expect(takeLoginReturn()).toBe(ticket)
    expect(takeLoginReturn()).toBeUndefined()
  })

  it('gives nothing to a log-in made on another page than the one the tab was sent to, and forgets it', () => {
    history.replaceState(null, '', '/')
    rememberLoginReturn(`${location.origin}/account/#!/my-account-finlit-acadameny-view-event/101/abc`)
    history.replaceState(null, '', '/event/?id=103')
    expect(takeLoginReturn()).toBeUndefined()
    history.replaceState(null, '', '/')
    expect(takeLoginReturn()).toBeUndefined()
  })

  it("reads the page the tab is sent to from the site's home path", () => {
    history.replaceState(null, '', '/en/')
    rememberLoginReturn(`${location.origin}/account/`, '/en/')
    expect(takeLoginReturn()).toBe(`${location.origin}/account/`)
  })

  it('gives it back on the page the home redirected the tab to, known by the page that sent it', () => {
    const account = `${location.origin}/account/`
    history.replaceState(null, '', '/')
    rememberLoginReturn(`${account}#!/my-account-finlit-acadameny-view-event/101/abc`)
    // The site answers "/" with a redirect to "/en/": that page's referrer is the account page.
    history.replaceState(null, '', '/en/')
    const referrer = vi.spyOn(document, 'referrer', 'get').mockReturnValue(account)
    expect(takeLoginReturn()).toBe(`${account}#!/my-account-finlit-acadameny-view-event/101/abc`)
    // A page opened from "/en/" later has "/en/" as its referrer: the log-in there stays.
    rememberLoginReturn(`${account}#!/my-account-finlit-acadameny-view-event/101/abc`)
    history.replaceState(null, '', '/event/')
    referrer.mockReturnValue(`${location.origin}/en/`)
    expect(takeLoginReturn()).toBeUndefined()
    referrer.mockRestore()
  })

  it('gives nothing when none was remembered, so the log-in reloads the page (§4.5)', () => {
    expect(takeLoginReturn()).toBeUndefined()
  })

  it('forgets a page remembered more than half an hour ago', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') })
    rememberLoginReturn(`${location.origin}/account/`)
    vi.setSystemTime(new Date('2026-11-26T10:31:00Z'))
    expect(takeLoginReturn()).toBeUndefined()
  })

  it("never sends a log-in to another site's page", () => {
    rememberLoginReturn('https://elsewhere.example/phish')
    expect(takeLoginReturn()).toBeUndefined()
    sessionStorage.setItem('pd-login-return', 'not json')
    expect(takeLoginReturn()).toBeUndefined()
  })
})
