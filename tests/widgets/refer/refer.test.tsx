import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import demoConfig from '../../../demo-site/site-config.json'
import { alertStore } from '../../../shared/alerts/alert-store'
import { applyConfig } from '../../../shared/config/config'
import { logIn } from '../../../shared/session/session-store'
import { mount as mountLogin } from '../../../widgets/login/entry'
import { mount } from '../../../widgets/refer/entry'
import { watchFocusArrivals } from '../../helpers/focus-arrivals'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

let server: WidgetServer
let unmount: (() => void) | undefined

const DEFAULTS = '/aaa-content/user/api/refer/get/'
const SEND = '/aaa-content/user/api/mail/test.php'

beforeEach(async () => {
  server = await startWidgetServer()
})

afterEach(async () => {
  unmount?.()
  unmount = undefined
  vi.restoreAllMocks()
  await stopWidgetServer(server)
})

function mountRefer() {
  const el = document.createElement('div')
  document.body.append(el)
  unmount = mount(el, {})
}

async function mountLoggedIn() {
  await logIn('verified@example.org', DEMO_PASSWORD)
  mountRefer()
  await screen.findByLabelText('Teacher email 1')
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }))
const sent = () => server.requests.filter((request) => request.path === SEND)
const alertTexts = () => alertStore.getState().alerts.map((alert) => alert.text)
const outboxTo = (email: string) =>
  server.db.prepare('SELECT subject FROM outbox WHERE to_address = ?').all(email) as { subject: string }[]

describe('refer', () => {
  it('asks a logged-out visitor to log in and opens the login modal (§2.9)', async () => {
    mountRefer()
    expect(await screen.findByText('Log in to refer teachers to FinLit.')).toBeTruthy()
    const modal = document.createElement('div')
    document.body.append(modal)
    const unmountModal = mountLogin(modal, { mode: 'modal', trigger: 'none' })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy()
    unmountModal()
    expect(screen.queryByLabelText('Teacher email 1')).toBeNull()
  })

  it("prefills the subject and message from the server's defaults (§2.9, §7.3)", async () => {
    await mountLoggedIn()
    expect(screen.getByLabelText(/^Subject/)).toHaveProperty(
      'value',
      'Free personal finance resources from FinLit',
    )
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toMatch(
      /^I use FinLit in my classroom/,
    )
  })

  it('falls back to the stock default and alerts "There was an error, feel free to try again!" (§8)', async () => {
    server.override(DEFAULTS, () => new Response('down', { status: 500 }))
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountRefer()
    await screen.findByLabelText('Teacher email 1', {}, { timeout: 4000 })
    expect(screen.getByLabelText(/^Subject/)).toHaveProperty(
      'value',
      'Join me on FinLit: free personal finance PD for teachers',
    )
    expect(alertTexts()).toEqual(['There was an error, feel free to try again!'])
  })

  it('refers two colleagues: both get the e-mail and the sent subject and message are shown (§2.9)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    await mountLoggedIn()
    type('Teacher email 1', 'ana@school.org')
    type('Teacher email 3', 'ben@school.org')
    send()
    expect(await screen.findByRole('heading', { name: 'Your invitations were sent' })).toBeTruthy()
    expect(screen.getByText('Free personal finance resources from FinLit')).toBeTruthy()
    expect(outboxTo('ana@school.org')).toHaveLength(1)
    expect(outboxTo('ben@school.org')).toHaveLength(1)
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0))
  })

  it('says "You must refer at least 1 teacher" beside the first field and sends nothing (§5.5)', async () => {
    await mountLoggedIn()
    const arrivals = watchFocusArrivals()
    send()
    expect(await screen.findByText('You must refer at least 1 teacher')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Teacher email 1'))
    expect(arrivals.map(({ invalid, description }) => ({ invalid, description }))).toEqual([
      { invalid: 'true', description: 'You must refer at least 1 teacher' },
    ])
    expect(sent()).toHaveLength(0)
  })

  it('asks for "at least 2 teachers" when the site requires two (§5.5, config referral.requiredCount)', async () => {
    applyConfig({ ...demoConfig, referral: { requiredCount: 2 } })
    await mountLoggedIn()
    type('Teacher email 1', 'ana@school.org')
    send()
    expect(await screen.findByText('You must refer at least 2 teachers')).toBeTruthy()
    expect(sent()).toHaveLength(0)
  })

  it('says "<email> is listed more than once. Please list each email address only once." (§5.5)', async () => {
    await mountLoggedIn()
    type('Teacher email 1', 'ana@school.org')
    type('Teacher email 2', 'Ana@School.org')
    send()
    expect(
      await screen.findByText(
        'Ana@School.org is listed more than once. Please list each email address only once.',
      ),
    ).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Teacher email 2'))
    expect(sent()).toHaveLength(0)
  })

  it("stops typing at the contract's length limits, so a long message is never refused after Send", async () => {
    await mountLoggedIn()
    for (const n of [1, 2, 3])
      expect(screen.getByLabelText(`Teacher email ${n}`)).toHaveProperty('maxLength', 254)
    expect(screen.getByLabelText(/^Subject/)).toHaveProperty('maxLength', 200)
    expect(screen.getByLabelText(/^Message/)).toHaveProperty('maxLength', 5000)
  })

  it('points out an address that is not an e-mail', async () => {
    await mountLoggedIn()
    type('Teacher email 1', 'ana at school')
    send()
    expect(await screen.findByText(/Please enter a valid email address/)).toBeTruthy()
    expect(sent()).toHaveLength(0)
  })

  it('alerts "There was an error, feel free to try again" when sending fails, keeping the addresses (§8)', async () => {
    server.override(SEND, () => new Response('down', { status: 500 }))
    await mountLoggedIn()
    type('Teacher email 1', 'ana@school.org')
    send()
    await waitFor(() => expect(alertTexts()).toEqual(['There was an error, feel free to try again']))
    expect(screen.getByRole('alert').textContent).toBe('There was an error, feel free to try again')
    expect(screen.getByLabelText('Teacher email 1')).toHaveProperty('value', 'ana@school.org')
    expect(screen.getByRole('button', { name: 'Send invitations' })).toHaveProperty('disabled', false)
  })

  it('sends one request per click while the call runs', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    await mountLoggedIn()
    type('Teacher email 1', 'ana@school.org')
    send()
    const button = screen.getByRole('button', { name: 'Sending…' })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.click(button)
    await screen.findByRole('heading', { name: 'Your invitation was sent' })
    expect(sent()).toHaveLength(1)
  })
})
