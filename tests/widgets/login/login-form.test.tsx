import { act, fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { cancelPageLeaving } from '../../../shared/navigation/leave-page'
import { rememberLoginReturn } from '../../../shared/navigation/login-return'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn, sessionStore } from '../../../shared/session/session-store'
import { mount } from '../../../widgets/login/entry'
import { watchFocusArrivals } from '../../helpers/focus-arrivals'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

let server: WidgetServer
let unmount: () => void

beforeEach(async () => {
  server = await startWidgetServer()
  window.dataLayer = []
  vi.spyOn(navigation, 'reload').mockImplementation(() => undefined)
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined)
})

afterEach(async () => {
  cancelPageLeaving()
  unmount?.()
  vi.restoreAllMocks()
  await stopWidgetServer(server)
})

function mountLogin(options: Record<string, string> = {}) {
  const el = document.createElement('div')
  document.body.append(el)
  unmount = mount(el, options)
}

async function fillAndSubmit(user: string, password: string) {
  fireEvent.input(await screen.findByLabelText(/Email or Username/), { target: { value: user } })
  fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }))
}

const alertTexts = () => alertStore.getState().alerts.map((alert) => alert.text)

describe('login form', () => {
  it('stores the token under t and pushes user-login on success (§4.5, §1)', async () => {
    mountLogin()
    await fillAndSubmit('verified@example.org', DEMO_PASSWORD)
    await screen.findByText('You are logged in. One moment…')
    expect(localStorage.getItem('t')).toBe(sessionStore.getState().token)
    expect(localStorage.getItem('t')).toBeTruthy()
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'user-login' }))
  })

  it('writes the user-type and gtm_uid cookies after login (§7.7)', async () => {
    mountLogin()
    await fillAndSubmit('verified', DEMO_PASSWORD)
    await screen.findByText('You are logged in. One moment…')
    expect(document.cookie).toContain('user-type=Teacher')
    expect(document.cookie).toContain(`gtm_uid=${sessionStore.getState().user?.cpUsers_uuid}`)
  })

  it('reloads the page 0.5 s after login, not before (§4.5)', async () => {
    mountLogin()
    await fillAndSubmit('verified@example.org', DEMO_PASSWORD)
    await screen.findByText('You are logged in. One moment…')
    expect(navigation.reload).not.toHaveBeenCalled()
    await waitFor(() => expect(navigation.reload).toHaveBeenCalled(), { timeout: 1500 })
  })

  it('goes to data-redirect instead of reloading', async () => {
    mountLogin({ redirect: '/account/' })
    await fillAndSubmit('verified@example.org', DEMO_PASSWORD)
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/account/'), { timeout: 1500 })
    expect(navigation.reload).not.toHaveBeenCalled()
  })

  it('keeps its own data-redirect over an account page remembered for the log-in', async () => {
    const ticket = `${location.origin}/account/#!/my-account-finlit-acadameny-view-event/101/abc`
    rememberLoginReturn(ticket, location.pathname)
    mountLogin({ redirect: '/account/' })
    await fillAndSubmit('verified@example.org', DEMO_PASSWORD)
    await waitFor(() => expect(navigation.assign).toHaveBeenCalled(), { timeout: 1500 })
    expect(vi.mocked(navigation.assign).mock.calls).toEqual([['/account/']])
  })

  it('refuses a data-redirect to another site', () => {
    const el = document.createElement('div')
    document.body.append(el)
    expect(() => mount(el, { redirect: 'https://evil.example.com/' })).toThrow(/data-redirect/)
  })

  it('alerts "User not found" for an unknown user and keeps what was typed (§8)', async () => {
    mountLogin()
    await fillAndSubmit('nobody@example.org', 'whatever-1')
    await waitFor(() => expect(alertTexts()).toEqual(['User not found']))
    expect(screen.getByLabelText(/Email or Username/)).toHaveProperty('value', 'nobody@example.org')
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', 'whatever-1')
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveProperty('disabled', false)
  })

  it('alerts "There was an error, feel free to try again." for a wrong password (§8)', async () => {
    mountLogin()
    await fillAndSubmit('verified@example.org', 'wrong-password')
    await waitFor(() => expect(alertTexts()).toEqual(['There was an error, feel free to try again.']))
    expect(localStorage.getItem('t')).toBeNull()
    expect(navigation.reload).not.toHaveBeenCalled()
  })

  it('alerts the default login error when the server cannot be reached (§8)', async () => {
    server.override(
      '/aaa-content/packages/user-login-manager/api/login/',
      () => new Response('oops', { status: 502 }),
    )
    mountLogin()
    await fillAndSubmit('verified@example.org', DEMO_PASSWORD)
    await waitFor(() => expect(alertTexts()).toEqual(['There was an error, feel free to try again.']))
  })

  it('keeps the error beside Log In until a field is edited', async () => {
    mountLogin()
    await fillAndSubmit('nobody@example.org', 'whatever-1')
    await waitFor(() => expect(alertTexts()).toHaveLength(1))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('User not found')
    expect(alert.previousElementSibling).toBe(screen.getByRole('button', { name: 'Log In' }))
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'whatever-2' } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('sends nothing and shows inline errors when the fields are empty, focusing the first', async () => {
    mountLogin()
    const button = await screen.findByRole('button', { name: 'Log In' })
    const arrivals = watchFocusArrivals()
    fireEvent.click(button)
    expect(await screen.findByText('Enter your email or username.')).toBeTruthy()
    expect(screen.getByText('Enter your password.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/Email or Username/))
    expect(arrivals.map(({ invalid, description }) => ({ invalid, description }))).toEqual([
      { invalid: 'true', description: 'Enter your email or username.' },
    ])
    expect(server.requests.some((request) => request.path.endsWith('/login/'))).toBe(false)
  })

  it('sends one request per click while the call runs', async () => {
    mountLogin()
    await fillAndSubmit('verified@example.org', DEMO_PASSWORD)
    const button = screen.getByRole('button', { name: /Logging in/ })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.click(button)
    await screen.findByText('You are logged in. One moment…')
    const logins = server.requests.filter((request) => request.path.endsWith('/login/'))
    expect(logins).toHaveLength(1)
  })

  it('links to forgot password and sign-up', async () => {
    mountLogin()
    expect((await screen.findByRole('link', { name: 'Forgot your password?' })).getAttribute('href')).toBe(
      '/forgot-password/',
    )
    expect(screen.getByRole('link', { name: 'Create a free teacher account' }).getAttribute('href')).toBe(
      '/sign-up/',
    )
  })

  it('tells a person already logged in, with a link to My FinLit', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    sessionStore.setState({ user: null })
    mountLogin()
    expect(await screen.findByText(/You are logged in as/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'My FinLit' }).getAttribute('href')).toBe('/account/')
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull()
    // Another tab logs out: the note had nobody left to name and the page stayed empty.
    localStorage.removeItem('t')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 't', newValue: null }))
    })
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy()
  })

  it('follows a log-in and a log-out made in another tab: names who is logged in, then gives the form back', async () => {
    // The other tab's log-in: its token, as that tab stores it.
    await logIn('pending@example.org', DEMO_PASSWORD)
    const otherToken = sessionStore.getState().token ?? ''
    sessionStore.setState({ token: null, user: null, status: 'logged-out' })
    localStorage.removeItem('t')
    mountLogin()
    fireEvent.input(await screen.findByLabelText(/Email or Username/), { target: { value: 'verified' } })
    const storage = (value: string | null) => {
      if (value) localStorage.setItem('t', value)
      else localStorage.removeItem('t')
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 't', newValue: value }))
      })
    }
    storage(otherToken)
    expect(await screen.findByText(/You are logged in as Pat Pending\./)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull()
    storage(null)
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeTruthy()
    expect(screen.queryByText(/You are logged in as/)).toBeNull()
  })

  it("says a log-in in another tab happened even when that tab's user cannot be fetched here", async () => {
    mountLogin()
    await screen.findByLabelText(/Email or Username/)
    // The page has asked who is logged in (nobody), and follows other tabs from then on.
    await waitFor(() => expect(sessionStore.getState().status).toBe('logged-out'))
    server.override('/aaa-content/packages/user-login-manager/api/login/', () =>
      Response.json({ success: false }, { status: 500 }),
    )
    localStorage.setItem('t', 'from-another-tab')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 't', newValue: 'from-another-tab' }))
    })
    await waitFor(() => expect(sessionStore.getState().status).toBe('unreachable'))
    // The box was left empty: no form, and nobody to name.
    expect(await screen.findByText(/You are logged in\./)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'My FinLit' }).getAttribute('href')).toBe('/account/')
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull()
  })
})
