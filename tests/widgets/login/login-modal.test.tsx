import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { cancelPageLeaving } from '../../../shared/navigation/leave-page'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn, sessionStore } from '../../../shared/session/session-store'
import { openLoginModal } from '../../../shared/ui/login-request'
import { mount } from '../../../widgets/login/entry'
import { mount as mountRefer } from '../../../widgets/refer/entry'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'
import { mountAccount } from '../account/account-test-kit'

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

function mountModal(options: Record<string, string> = {}) {
  const el = document.createElement('div')
  document.body.append(el)
  unmount = mount(el, { mode: 'modal', ...options })
}

describe('login modal', () => {
  it('opens a dialog labelled "Log In" from the "Log in" button, focusing the first field (§2.11)', async () => {
    mountModal()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log In' })
    const user = within(dialog).getByLabelText(/Email or Username/)
    await waitFor(() => expect(document.activeElement).toBe(user))
  })

  it('closes on Escape and returns focus to the button that opened it', async () => {
    mountModal()
    const opener = await screen.findByRole('button', { name: 'Log in' })
    // Let the header settle (the session check) before a person reaches the button.
    await waitFor(() => expect(sessionStore.getState().status).toBe('logged-out'))
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: 'Log In' })
    const user = within(dialog).getByLabelText(/Email or Username/)
    await waitFor(() => expect(document.activeElement).toBe(user))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
  })

  it('is a native <dialog> shown with showModal, labelled by its title; its cancel event closes it', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    mountModal()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log In' })
    expect(dialog.tagName).toBe('DIALOG')
    await waitFor(() => expect(showModal).toHaveBeenCalledTimes(1))
    expect((dialog as HTMLDialogElement).open).toBe(true)
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Log In')
    // What a browser sends on Escape (or a close request from assistive technology).
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('opens when a widget asks for it, with no button when data-trigger is none', async () => {
    mountModal({ trigger: 'none' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
    openLoginModal()
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy()
  })

  it("opens on the page even when an earlier modal's element was removed without unmounting it", async () => {
    const gone = document.createElement('div')
    document.body.append(gone)
    const unmountGone = mount(gone, { mode: 'modal', trigger: 'none' })
    openLoginModal()
    await screen.findByRole('dialog', { name: 'Log In' })
    // The host page replaces its content: the widget's element and its dialog leave the page,
    // the widget is not unmounted.
    document.body.replaceChildren()
    openLoginModal()
    mountModal({ trigger: 'none' })
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy()
    unmountGone()
  })

  it('opens for a request made before it was mounted', async () => {
    openLoginModal()
    mountModal({ trigger: 'none' })
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy()
  })

  it('shows a failed log-in inside the dialog, beside its button, and keeps it there', async () => {
    mountModal()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log In' })
    fireEvent.input(within(dialog).getByLabelText(/Email or Username/), { target: { value: 'nobody' } })
    fireEvent.input(within(dialog).getByLabelText(/^Password/), { target: { value: 'whatever-1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('User not found')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(within(dialog).getByRole('alert').textContent).toBe('User not found')
    // Not in the page's banner as well: it lies inert behind the dialog.
    expect(alertStore.getState().alerts).toEqual([])
  })

  it('logs in from the dialog and shows the person in the header at once (§4.5)', async () => {
    mountModal()
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log In' })
    fireEvent.input(within(dialog).getByLabelText(/Email or Username/), { target: { value: 'verified' } })
    fireEvent.input(within(dialog).getByLabelText(/^Password/), { target: { value: DEMO_PASSWORD } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log In' }))
    expect(await screen.findByRole('link', { name: 'My FinLit' })).toBeTruthy()
    expect(localStorage.getItem('t')).toBeTruthy()
    await waitFor(() => expect(navigation.reload).toHaveBeenCalled(), { timeout: 1500 })
  })

  it('marks <html> while someone is logged in, for the site to hide its Sign up link', async () => {
    mountModal()
    await screen.findByRole('button', { name: 'Log in' })
    await waitFor(() => expect(sessionStore.getState().status).toBe('logged-out'))
    // The previous test's widget may still be taking its mark away.
    await waitFor(() => expect(document.documentElement.hasAttribute('data-pd-logged-in')).toBe(false))
    await logIn('verified', DEMO_PASSWORD)
    await waitFor(() => expect(document.documentElement.hasAttribute('data-pd-logged-in')).toBe(true))
  })

  it('shows a login made in another widget on the page at once (the shared session, §4.5)', async () => {
    mountModal()
    await screen.findByRole('button', { name: 'Log in' })
    const pageForm = document.createElement('div')
    document.body.append(pageForm)
    const unmountForm = mount(pageForm, {})
    fireEvent.input(await within(pageForm).findByLabelText(/Email or Username/), {
      target: { value: 'verified' },
    })
    fireEvent.input(within(pageForm).getByLabelText(/^Password/), { target: { value: DEMO_PASSWORD } })
    fireEvent.click(within(pageForm).getByRole('button', { name: 'Log In' }))
    expect(await screen.findByRole('link', { name: 'My FinLit' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
    unmountForm()
  })

  it('shows the name, a link to My FinLit and Log Out to a logged-in person', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    const first = sessionStore.getState().user?.cpUsers_firstName
    mountModal()
    expect(await screen.findByText(`Hi, ${first}`)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'My FinLit' }).getAttribute('href')).toBe('/account/')
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull()
  })

  it("leaves its Log Out out while the account's profile shows its own (§2.8), and brings it back after", async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountModal()
    await screen.findByRole('button', { name: 'Log Out' })
    const account = mountAccount('#!/my-account-profile')
    await screen.findByRole('heading', { name: 'Your Profile' })
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Log Out' })).toHaveLength(1))
    expect(account.el.contains(screen.getByRole('button', { name: 'Log Out' }))).toBe(true)
    window.location.hash = '#!/my-account-dashboard'
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your Profile' })).toBeNull())
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Log Out' })).toHaveLength(1))
    expect(account.el.contains(screen.getByRole('button', { name: 'Log Out' }))).toBe(false)
    account.unmount()
  })

  it('leaves its Log in out while the refer page asks the person to log in with its own', async () => {
    mountModal()
    await screen.findByRole('button', { name: 'Log in' })
    const el = document.createElement('div')
    document.body.append(el)
    const unmountRefer = mountRefer(el, {})
    await within(el).findByRole('button', { name: 'Log in' })
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Log in' })).toHaveLength(1))
    unmountRefer()
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Log in' })).toHaveLength(1))
    expect(el.contains(screen.getByRole('button', { name: 'Log in' }))).toBe(false)
  })

  it.each([
    [
      'leaves its Log in out where the log-in form is the one widget in <main>',
      '<main><div data-pd-widget="login"></div></main>',
      0,
    ],
    [
      'keeps its Log in beside a sidebar log-in box inside <main> (an <aside>)',
      '<main><p>Post</p><aside><div data-pd-widget="login"></div></aside></main>',
      1,
    ],
    [
      'keeps its Log in beside a complementary region inside <main>',
      '<main><div role="complementary"><div data-pd-widget="login"></div></div></main>',
      1,
    ],
  ])('%s', async (_name, page, headerButtons) => {
    document.body.insertAdjacentHTML('beforeend', page)
    const header = document.createElement('header')
    document.body.prepend(header)
    const el = document.createElement('div')
    header.append(el)
    unmount = mount(el, { mode: 'modal' })
    // The header's widget is drawn (its dialog can open) whether or not its button is.
    openLoginModal()
    await screen.findByRole('dialog', { name: 'Log In' })
    expect(header.querySelectorAll('.pd-login-open')).toHaveLength(headerButtons)
  })

  it('finds the user from a stored token after a reload (§4.5)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    sessionStore.setState({ user: null, status: 'unknown' })
    mountModal()
    expect(await screen.findByRole('link', { name: 'My FinLit' })).toBeTruthy()
  })

  it('logs out from the header: token and cookies gone, then home (§4.5, §7.7)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountModal()
    fireEvent.click(await screen.findByRole('button', { name: 'Log Out' }))
    await waitFor(() => expect(localStorage.getItem('t')).toBeNull())
    expect(document.cookie).not.toContain('gtm_uid=')
    expect(document.cookie).not.toContain('user-type=')
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/'), { timeout: 1500 })
  })
})
