import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { mount } from '../../../widgets/forgot-password/entry'
import { watchFocusArrivals } from '../../helpers/focus-arrivals'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

let server: WidgetServer
let unmount: () => void

const FORGOT = '/aaa-content/packages/user-login-manager/api/forgot/'

beforeEach(async () => {
  server = await startWidgetServer()
  const el = document.createElement('div')
  document.body.append(el)
  unmount = mount(el, {})
})

afterEach(async () => {
  unmount?.()
  await stopWidgetServer(server)
})

async function ask(user: string) {
  fireEvent.input(await screen.findByLabelText(/Username or Email/), { target: { value: user } })
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
}

const sent = () => server.requests.filter((request) => request.path === FORGOT)
const alertTexts = () => alertStore.getState().alerts.map((alert) => alert.text)
const outboxTo = (email: string) =>
  server.db.prepare('SELECT subject, text FROM outbox WHERE to_address = ?').all(email) as { text: string }[]

describe('forgot password', () => {
  it('sends nothing when the user value is empty, and says so beside the field (§5.6)', async () => {
    await screen.findByLabelText(/Username or Email/)
    const arrivals = watchFocusArrivals()
    await ask('   ')
    expect(await screen.findByText('Enter your username or email.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/Username or Email/))
    // Focused once marked invalid and tied to its message, so a screen reader reads both.
    expect(arrivals.map(({ invalid, description }) => ({ invalid, description }))).toEqual([
      { invalid: 'true', description: 'Enter your username or email.' },
    ])
    expect(sent()).toHaveLength(0)
  })

  it('tells the person to check their e-mail and the server sends a reset link (§7.4)', async () => {
    await ask('verified')
    expect(await screen.findByText('Check your email for a link to reset your password.')).toBeTruthy()
    // The form that held the focus is gone: the notice takes it, so a screen reader reads it.
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('status'))
    const mails = outboxTo('verified@example.org')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toMatch(/\/reset-password\/\?key=/)
  })

  it('alerts "User / email was not found in our system, feel free to try again." for an unknown user (§8)', async () => {
    await ask('nobody@example.org')
    await waitFor(() =>
      expect(alertTexts()).toEqual(['User / email was not found in our system, feel free to try again.']),
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'User / email was not found in our system, feel free to try again.',
    )
    expect(screen.getByLabelText(/Username or Email/)).toHaveProperty('value', 'nobody@example.org')
  })

  it('alerts the same text when the server cannot answer (§8)', async () => {
    server.override(FORGOT, () => new Response('down', { status: 503 }))
    await ask('verified')
    await waitFor(() =>
      expect(alertTexts()).toEqual(['User / email was not found in our system, feel free to try again.']),
    )
  })

  it('sends one request per click while the call runs', async () => {
    await ask('verified')
    const button = screen.getByRole('button', { name: 'Sending…' })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.click(button)
    await screen.findByText('Check your email for a link to reset your password.')
    expect(sent()).toHaveLength(1)
  })
})
