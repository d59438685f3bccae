import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { callApi } from '../../../shared/api/client'
import { forgotPassword } from '../../../shared/contract/login-manager'
import { logIn } from '../../../shared/session/session-store'
import { mount } from '../../../widgets/reset-password/entry'
import { watchFocusArrivals } from '../../helpers/focus-arrivals'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

let server: WidgetServer
let unmount: (() => void) | undefined

const RESET = '/aaa-content/packages/user-login-manager/api/reset-save/'

beforeEach(async () => {
  server = await startWidgetServer()
})

afterEach(async () => {
  unmount?.()
  unmount = undefined
  history.replaceState(null, '', '/')
  await stopWidgetServer(server)
})

/** Asks the real server for a reset e-mail (forgot/) and returns the key of its link. */
async function resetKeyFor(user: string): Promise<string> {
  await callApi(forgotPassword, { user })
  const mail = server.db.prepare('SELECT text FROM outbox ORDER BY id DESC LIMIT 1').get() as { text: string }
  return /key=([^\s&]+)/.exec(mail.text)?.[1] ?? ''
}

function mountAt(url: string) {
  history.replaceState(null, '', url)
  const el = document.createElement('div')
  document.body.append(el)
  unmount = mount(el, {})
}

async function choose(password: string, retype: string) {
  fireEvent.input(await screen.findByLabelText(/^New password/), { target: { value: password } })
  fireEvent.input(screen.getByLabelText(/Retype new password/), { target: { value: retype } })
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }))
}

const sent = () => server.requests.filter((request) => request.path === RESET)
const alertTexts = () => alertStore.getState().alerts.map((alert) => alert.text)

describe('reset password', () => {
  it.each(['/reset-password/', '/reset-password/?key=', '/reset-password/?key=%20%20'])(
    'without a key (%s) shows a clear message and a link to ask again, and no form (§5.6)',
    async (path) => {
      mountAt(path)
      expect(await screen.findByText(/This password reset link is not complete/)).toBeTruthy()
      expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
        '/forgot-password/',
      )
      expect(screen.queryByLabelText(/New password/)).toBeNull()
    },
  )

  it('saves the new password with the key from ?key= and links to log in (§7.4, §8)', async () => {
    const key = await resetKeyFor('verified@example.org')
    mountAt(`/reset-password/?key=${key}`)
    await choose('A-new-password-9', 'A-new-password-9')
    expect(await screen.findByText('Your password has been updated')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('status'))
    expect(document.activeElement?.textContent).toContain('Your password has been updated')
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login/')
    expect(sent()[0]?.body).toEqual({ pass: 'A-new-password-9', key })
  })

  it('lets the person log in with the new password afterwards', async () => {
    const key = await resetKeyFor('verified')
    mountAt(`/reset-password/?key=${key}`)
    await choose('A-new-password-9', 'A-new-password-9')
    await screen.findByText('Your password has been updated')
    await expect(logIn('verified', 'A-new-password-9')).resolves.toBeTruthy()
  })

  it('alerts "Password was not reset, feel free to try again." for a bad key, keeping the typing (§8)', async () => {
    mountAt('/reset-password/?key=not-a-real-key')
    await choose('A-new-password-9', 'A-new-password-9')
    await waitFor(() => expect(alertTexts()).toEqual(['Password was not reset, feel free to try again.']))
    expect(screen.getByRole('alert').textContent).toBe('Password was not reset, feel free to try again.')
    expect(screen.getByLabelText(/^New password/)).toHaveProperty('value', 'A-new-password-9')
    expect(screen.getByRole('button', { name: 'Save new password' })).toHaveProperty('disabled', false)
    // A used or expired key never works again: the page offers a new link.
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password/',
    )
  })

  it('says "Passwords do not match." and sends nothing when the retype differs (§5.4)', async () => {
    mountAt('/reset-password/?key=abc')
    const arrivals = watchFocusArrivals()
    await choose('A-new-password-9', 'A-new-password-8')
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/Retype new password/))
    // Focused once marked invalid and tied to its message, so a screen reader reads both.
    expect(arrivals).toEqual([
      {
        element: screen.getByLabelText(/Retype new password/),
        invalid: 'true',
        description: 'Passwords do not match.',
      },
    ])
    expect(sent()).toHaveLength(0)
  })

  it('asks to retype when the retype is only spaces, rather than saying they do not match (§5.4)', async () => {
    mountAt('/reset-password/?key=abc')
    await choose('A-new-password-9', '   ')
    expect(await screen.findByText('Will you please retype your password?')).toBeTruthy()
    expect(screen.queryByText('Passwords do not match.')).toBeNull()
    expect(sent()).toHaveLength(0)
  })

  it("asks for a new password in §5.4's words when it is empty, that alone, focusing it (§5.4, §5.6)", async () => {
    mountAt('/reset-password/?key=abc')
    await choose('', '')
    expect(await screen.findByText('You need enter a password if you want to change it')).toBeTruthy()
    // §5.4 checks in order: the empty retype is told once the first field is filled.
    expect(screen.queryByText('Will you please retype your password?')).toBeNull()
    expect(document.activeElement).toBe(screen.getByLabelText(/^New password/))
    expect(sent()).toHaveLength(0)
  })

  it('takes a password of only spaces for none, and sends nothing', async () => {
    mountAt('/reset-password/?key=abc')
    await choose('          ', '          ')
    expect(await screen.findByText('You need enter a password if you want to change it')).toBeTruthy()
    expect(sent()).toHaveLength(0)
  })

  it('asks for at least 8 characters (PasswordSchema)', async () => {
    mountAt('/reset-password/?key=abc')
    await choose('short', 'short')
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy()
    expect(sent()).toHaveLength(0)
  })
})
