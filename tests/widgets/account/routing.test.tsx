import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import demoConfig from '../../../demo-site/site-config.json'
import { alertStore } from '../../../shared/alerts/alert-store'
import { applyConfig } from '../../../shared/config/config'
import { logIn, logOutAndGoHome, sessionStore } from '../../../shared/session/session-store'
import { seed } from '../../helpers/seed-fixtures'
import { DEMO_PASSWORD } from '../../helpers/widget-server'
import { setUpAccountServer, watchNavigation } from './account-test-kit'

const account = setUpAccountServer()

/** A phone-sized screen, as matchMedia reports it. */
function onSmallScreen(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === 'screen and (max-width: 767px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  )
}

describe('account routing and navigation (§2.1, §4.8)', () => {
  it('sends a logged-out visitor of the dashboard to "/" (§2.1)', async () => {
    const { replace } = watchNavigation()
    account.mount('#!/my-account-dashboard')
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'))
    // Said on the way, and carried to "/": the log-in there comes back to this page.
    expect(alertStore.getState().alerts.map((alert) => alert.text)).toEqual([
      'Log in to see the account page you opened.',
    ])
  })

  it('sends home without the note or a page to come back to when Back brought the page after a log-out', async () => {
    const { replace } = watchNavigation()
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ])
    account.mount('#!/my-account-dashboard')
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'))
    expect(alertStore.getState().alerts).toEqual([])
    expect(sessionStorage.getItem('pd-login-return')).toBeNull()
  })

  it("lets Log Out's home redirect wait its 0.5 s, not leave at once (§4.5)", async () => {
    const { assign } = watchNavigation()
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    await screen.findByRole('heading', { name: 'My Dashboard' })
    const loggedOutAt = Date.now()
    await logOutAndGoHome()
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'))
    expect(Date.now() - loggedOutAt).toBeGreaterThanOrEqual(450)
    expect(assign).toHaveBeenCalledTimes(1)
  })

  it('sends the browser to "/" with the error when the user fetch gets a failed answer (§6, §8)', async () => {
    const { replace } = watchNavigation()
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    sessionStore.setState({ user: null, status: 'unknown' })
    const login = '/aaa-content/packages/user-login-manager/api/login/'
    account.server.override(login, () => new Response('Bad Gateway', { status: 502 }))
    account.mount('#!/my-account-profile')
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'))
    expect(alertStore.getState().alerts.map((alert) => alert.text)).toEqual([
      'There was an error, feel free to try again.',
    ])
    // The token stays: the server did not refuse it, and the next page may log in with it.
    expect(localStorage.getItem('t')).toBeTruthy()
  })

  it('keeps a teacher whose user fetch got no answer (offline) on the page, with Try again (§8)', async () => {
    const { assign, replace } = watchNavigation()
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    sessionStore.setState({ user: null, status: 'unknown' })
    const login = '/aaa-content/packages/user-login-manager/api/login/'
    account.server.override(login, () => {
      throw new TypeError('Failed to fetch')
    })
    account.mount('#!/my-account-profile')
    const retry = await screen.findByRole('button', { name: 'Try again' })
    await waitFor(() =>
      expect(alertStore.getState().alerts.map((alert) => alert.text)).toEqual([
        'There was an error, feel free to try again.',
      ]),
    )
    expect(assign).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
    account.server.override(login, (request) => account.server.app.fetch(request))
    fireEvent.click(retry)
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy()
  })

  it('sends the browser to "/" when the user fetch fails (§6)', async () => {
    const { replace } = watchNavigation()
    localStorage.setItem('t', 'a-stale-token')
    account.server.override('/aaa-content/packages/user-login-manager/api/login/', () =>
      Response.json({ success: false, errorText: 'User not found' }),
    )
    account.mount('#!/my-account-profile')
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'))
  })

  it('lets a guest reach the survey state and hands it to the survey widget (§2.1, §2.7)', async () => {
    const { assign } = watchNavigation()
    account.mount(`#!/my-account-finlit-academy-view-event-survey/${seed.events.vpdPastGuest}/t-1`)
    await waitFor(() => expect(document.querySelector('[data-pd-widget="survey"]')).not.toBeNull())
    const survey = document.querySelector<HTMLElement>('[data-pd-widget="survey"]')
    expect(survey?.dataset.id).toBe(String(seed.events.vpdPastGuest))
    expect(survey?.dataset.ticketId).toBe('t-1')
    await waitFor(() => expect(document.title).toBe('Survey'))
    expect(assign).not.toHaveBeenCalled()
  })

  it('shows the toolkit with the welcome text for an empty hash (§2.1)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('')
    expect(
      await screen.findByText(/^Welcome to My FinLit, your personal account with the FinLit Team/),
    ).toBeTruthy()
  })

  it('falls back to the dashboard for an unknown state (§2.1)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/no-such-state')
    expect(await screen.findByRole('tab', { name: 'UPCOMING SESSIONS' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('My FinLit Academy'))
  })

  it('follows hash changes (back and forward) and scrolls to the top (§2.1, §4.8)', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    await screen.findByRole('tab', { name: 'UPCOMING SESSIONS' })
    window.location.hash = '#!/answer-keys'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(await screen.findByRole('heading', { name: 'Answer Keys' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Answer Keys'))
    expect(scroll).toHaveBeenCalledWith(0, 0)
  })

  it("stays on its screen when the page's own in-page link (Skip to content) sets the hash", async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    const main = document.createElement('main')
    main.id = 'main'
    document.body.prepend(main)
    account.mount('#!/answer-keys')
    await screen.findByRole('heading', { name: 'Answer Keys' })
    // The hash is followed from an effect, which a browser runs after the screen's first frame.
    await waitFor(() => expect(document.title).toBe('Answer Keys'))
    window.location.hash = '#main'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    // Given time to draw another screen, as a route change would.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(document.title).toBe('Answer Keys')
    expect(screen.getByRole('heading', { name: 'Answer Keys' })).toBeTruthy()
    expect(screen.queryByRole('tab', { name: 'UPCOMING SESSIONS' })).toBeNull()
    main.remove()
  })

  it('shows one navigation, top tabs by default, marking the active entry and opening refer in a new tab (§2.1)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-profile')
    const tabs = await screen.findByRole('navigation', { name: 'My FinLit sections' })
    expect(screen.queryByRole('navigation', { name: 'My FinLit account' })).toBeNull()
    expect(tabs.querySelector('[aria-current="page"]')?.textContent).toBe('MY PROFILE')
    const refer = screen.getByRole('link', { name: /REFER A TEACHER/ })
    expect(refer.getAttribute('href')).toBe('/refer/')
    expect(refer.getAttribute('target')).toBe('_blank')
    expect(refer.getAttribute('rel')).toBe('noopener')
    expect(screen.getByRole('link', { name: 'MY ACADEMY' }).getAttribute('href')).toBe(
      '#!/my-account-finlit-academy',
    )
    // Nothing folds on a large screen, so there is no menu button.
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull()
  })

  it('reads the screen width at every draw, so a page drawn before its size settled follows it', async () => {
    // A tab opened in the background: small at the first draw, wide later, with no change event.
    let small = true
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return small && query === 'screen and (max-width: 767px)'
          },
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    )
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-profile')
    await screen.findByRole('button', { name: 'Account menu' })
    await waitFor(() => expect(document.title).toBe('My Profile'))
    small = false
    window.location.hash = '#!/answer-keys'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull())
    expect(screen.getByRole('link', { name: 'MY TEACHER TOOLKIT' }).getAttribute('href')).toBe(
      '#!/my-account',
    )
  })

  it('shows the left menu instead where the site config says accountNavigation: "menu" (§2.1)', async () => {
    applyConfig({ ...demoConfig, accountNavigation: 'menu' })
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-profile')
    const menu = await screen.findByRole('navigation', { name: 'My FinLit account' })
    expect(screen.queryByRole('navigation', { name: 'My FinLit sections' })).toBeNull()
    expect(menu.querySelector('[aria-current="page"]')?.textContent).toBe('MY PROFILE')
    const refer = screen.getByRole('link', { name: /REFER TEACHERS TO FinLit/ })
    expect(refer.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: 'MY FinLit ACADEMY' }).getAttribute('href')).toBe(
      '#!/my-account-finlit-academy',
    )
  })

  it('leads to My Dashboard from the tabs on a large screen, where the toolkit tab is the toolkit', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    await screen.findByRole('tab', { name: 'UPCOMING SESSIONS' })
    const dashboard = screen.getByRole('link', { name: 'MY DASHBOARD' })
    expect(dashboard.getAttribute('href')).toBe('#!/my-account-dashboard')
    expect(dashboard.getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'MY TEACHER TOOLKIT' }).getAttribute('href')).toBe(
      '#!/my-account',
    )
  })

  it('lists no second dashboard link on a small screen, where the toolkit tab leads there', async () => {
    onSmallScreen()
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-profile')
    await screen.findByRole('link', { name: 'MY TEACHER TOOLKIT' })
    expect(screen.queryByRole('link', { name: 'MY DASHBOARD' })).toBeNull()
  })

  it('points the toolkit link to the dashboard on small screens (§2.1)', async () => {
    onSmallScreen()
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-profile')
    const toolkit = await screen.findByRole('link', { name: 'MY TEACHER TOOLKIT' })
    expect(toolkit.getAttribute('href')).toBe('#!/my-account-dashboard')
  })

  it('lists the first 4 example items linked through safeUrl (§2.1, §7.3)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.server.override('/aaa-content/user/api/my-account-example/', () =>
      Response.json({
        success: true,
        info: [
          { cpPosts_name: 'One', cpPosts_url: '/one/' },
          { cpPosts_name: 'Two', cpPosts_url: 'javascript:alert(1)' },
          { cpPosts_name: 'Three', cpPosts_url: '/three/' },
          { cpPosts_name: 'Four', cpPosts_url: '/four/' },
          { cpPosts_name: 'Five', cpPosts_url: '/five/' },
        ],
      }),
    )
    account.mount('#!/my-account-example')
    expect((await screen.findByRole('link', { name: 'One' })).getAttribute('href')).toBe('/one/')
    expect(screen.queryByRole('link', { name: 'Two' })).toBeNull()
    expect(screen.getByText('Two')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Four' })).toBeTruthy()
    expect(screen.queryByText('Five')).toBeNull()
  })

  it('sends the browser to "/" on "No User Authorization header sent." from the example call (§6)', async () => {
    const { replace } = watchNavigation()
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.server.override('/aaa-content/user/api/my-account-example/', () =>
      Response.json({ success: false, errorText: 'No User Authorization header sent.' }),
    )
    account.mount('#!/my-account-example')
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'))
  })
})

describe('the survey state for a guest (§2.1)', () => {
  it("shows a guest the survey without the account's sections", async () => {
    account.mount('#!/my-account-finlit-academy-view-event-survey/121/t-guest')
    await waitFor(() => expect(document.title).toBe('Survey'))
    expect(screen.queryByRole('navigation', { name: 'My FinLit sections' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'MY ACADEMY' })).toBeNull()
  })

  it('keeps the sections for a signed-in teacher', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy-view-event-survey/116/t-teacher')
    expect(await screen.findByRole('navigation', { name: 'My FinLit sections' })).toBeTruthy()
  })
})

/** The profile on a phone, as the verified teacher, with its "Account menu" opened. */
async function openPhoneMenu(): Promise<HTMLElement> {
  onSmallScreen()
  await logIn(seed.users.verified.email, DEMO_PASSWORD)
  account.mount('#!/my-account-profile')
  const menu = await screen.findByRole('button', { name: 'Account menu' })
  await waitFor(() => expect(document.title).toBe('My Profile'))
  fireEvent.click(menu)
  await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('true'))
  return menu
}

describe('account navigation side effects (§4.8)', () => {
  it('folds the navigation opened on a small screen after a route change (§4.8)', async () => {
    const menu = await openPhoneMenu()
    expect(document.querySelector('[data-forced-visible]')).not.toBeNull()
    window.location.hash = '#!/answer-keys'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await screen.findByRole('heading', { name: 'Answer Keys' })
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('false'))
    expect(document.querySelector('[data-forced-visible]')).toBeNull()
  })

  it('folds the open menu on Escape from one of its links, and gives the button the focus', async () => {
    const menu = await openPhoneMenu()
    const link = screen.getAllByRole('link').find((element) => element.closest('nav'))
    link?.focus()
    fireEvent.keyDown(link as HTMLElement, { key: 'Escape' })
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('false'))
    expect(document.activeElement).toBe(menu)
    expect(document.querySelector('[data-forced-visible]')).toBeNull()
  })

  it("gives the new screen's heading the focus after a route change, not on the first screen", async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    const academy = await screen.findByRole('heading', { level: 2, name: 'My FinLit Academy' })
    await screen.findByRole('table', { name: 'Upcoming Events' })
    expect(document.activeElement).not.toBe(academy)
    // A View link: the table that held it goes with the academy screen.
    const view = screen.getAllByRole('link', { name: /^View/ })[0] as HTMLAnchorElement
    view.focus()
    window.location.hash = view.getAttribute('href') ?? ''
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    const ticketHeading = await screen.findByRole('heading', {
      level: 2,
      name: (name) => name !== '' && name !== 'My FinLit Academy',
    })
    await waitFor(() => expect(document.activeElement).toBe(ticketHeading))
    expect(ticketHeading.getAttribute('tabindex')).toBe('-1')
  })

  it('gives the focus to the notice of a new screen whose data did not come, which has no heading', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    await screen.findByRole('table', { name: 'Upcoming Events' })
    account.server.override(
      '/aaa-content/user/api/events/get-ticket/',
      () => new Response('', { status: 500 }),
    )
    const view = screen.getAllByRole('link', { name: /^View/ })[0] as HTMLAnchorElement
    view.focus()
    window.location.hash = view.getAttribute('href') ?? ''
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    const again = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 })
    const notice = again.closest('.pd-notice') as HTMLElement
    await waitFor(() => expect(document.activeElement).toBe(notice))
  })

  it('leaves the focus where the person put it outside the account while a screen loads', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    const outside = document.createElement('input')
    outside.setAttribute('aria-label', 'Site search')
    document.body.append(outside)
    account.mount('#!/my-account-finlit-academy')
    await screen.findByRole('table', { name: 'Upcoming Events' })
    window.location.hash = '#!/my-account-profile'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    outside.focus()
    await screen.findByRole('heading', { level: 2, name: 'My Profile' })
    expect(document.activeElement).toBe(outside)
    outside.remove()
  })

  it('gives back the page title on a state whose title the spec does not give (§2.1)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    document.title = 'My FinLit'
    account.mount('#!/my-account-profile')
    await waitFor(() => expect(document.title).toBe('My Profile'))
    window.location.hash = '#!/my-account'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await waitFor(() => expect(document.title).toBe('My FinLit'))
  })

  it('says the registration was not found, without a call, when the ids are missing (§2.4)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-acadameny-view-event')
    expect(await screen.findByText('This registration could not be found.')).toBeTruthy()
    expect(account.server.requests.some((request) => request.path.endsWith('/get-ticket/'))).toBe(false)
  })
})
