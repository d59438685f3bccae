import { act, fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cancelPageLeaving } from '../../../shared/navigation/leave-page'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn, sessionStore } from '../../../shared/session/session-store'
import { mount } from '../../../widgets/logout/entry'
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
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined)
  await logIn('verified@example.org', DEMO_PASSWORD)
  const el = document.createElement('div')
  document.body.append(el)
  unmount = mount(el, {})
})

afterEach(async () => {
  cancelPageLeaving()
  unmount?.()
  vi.restoreAllMocks()
  await stopWidgetServer(server)
})

describe('logout', () => {
  it('tells someone not logged in so, with a Log in link instead of Log Out', async () => {
    await screen.findByRole('button', { name: 'Log Out' })
    act(() => sessionStore.setState({ token: null, user: null }))
    expect(await screen.findByText(/You are not logged in\./)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login/')
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull()
  })

  it('removes the token t and both analytics cookies (§4.5, §7.7)', async () => {
    expect(document.cookie).toContain('gtm_uid=')
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }))
    await waitFor(() => expect(localStorage.getItem('t')).toBeNull())
    expect(document.cookie).not.toContain('gtm_uid=')
    expect(document.cookie).not.toContain('user-type=')
  })

  it('pushes user-logout (§1)', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }))
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'user-logout' })),
    )
  })

  it('goes home after 0.5 s, not at once (§4.5)', async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }))
    await screen.findByText(/You are logged out/)
    expect(navigation.assign).not.toHaveBeenCalled()
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/'), { timeout: 1500 })
  })

  it('ends the session on the server, so the old token is refused', async () => {
    const token = localStorage.getItem('t')
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }))
    await waitFor(() => expect(localStorage.getItem('t')).toBeNull())
    const answer = await server.app.fetch(
      new Request('http://localhost:3000/aaa-content/user/api/my-account-example/', {
        method: 'POST',
        headers: { CPAUTH: token ?? '', 'Content-Type': 'application/json' },
        body: '{}',
      }),
    )
    expect(((await answer.json()) as { success: boolean }).success).toBe(false)
  })

  it('disables the button while logging out (one click, one request)', async () => {
    const button = screen.getByRole('button', { name: 'Log Out' })
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(button).toHaveProperty('disabled', true))
    await waitFor(() => expect(localStorage.getItem('t')).toBeNull())
    expect(server.requests.filter((request) => request.path.endsWith('/logout/'))).toHaveLength(1)
  })
})
