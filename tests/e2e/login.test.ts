import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sessionCallClosure } from '../../scripts/chunk-manifest.mjs'
import {
  baseUrl,
  DEMO_PASSWORD,
  demo,
  expectNoAxeViolations,
  fetchRouted,
  newPage,
  setUpBrowser,
  waitForText,
} from './harness'

setUpBrowser({ reset: 'each' })

/** The log-in's code and every chunk it imports, by file name, from the build's metafile. */
function sessionCallFiles(): string[] {
  const { outputs } = JSON.parse(readFileSync('dist/metafile.json', 'utf8'))
  return [...sessionCallClosure(outputs)].map((file) => file.split('/').pop() ?? '')
}

// One page at a time, as a person has: a page left open in the background changes focus handling.
const header = (page: Page) => page.locator('.site-login')

async function mounted(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => document.querySelector(css)?.getAttribute('data-pd-mounted') === 'true',
    selector,
  )
}

async function openLoginModal(page: Page) {
  await page.goto('/')
  await mounted(page, '.site-login')
  await header(page).getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log In' })
  await dialog.waitFor()
  return dialog
}

async function analyticsCookies(page: Page): Promise<string[]> {
  const cookies = await page.context().cookies()
  return cookies
    .filter((cookie) => cookie.name === 'gtm_uid' || cookie.name === 'user-type')
    .map((c) => c.name)
}

/** Logs in with the /login/ page's form (opened first unless `open` is false) and lands on the account. */
async function logInOnTheLoginPage(page: Page, user: string, password = DEMO_PASSWORD, open = true) {
  if (open) await page.goto('/login/')
  const form = page.locator('main')
  await form.getByLabel('Email or Username').fill(user)
  await form.getByLabel('Password').fill(password)
  await Promise.all([page.waitForURL(/\/account\//), form.getByRole('button', { name: 'Log In' }).click()])
}

describe('login in Chromium (§2.11, §4.5)', () => {
  it("logs in through the modal on the home page, hides the header's Sign up and its own My FinLit link, and reaches My FinLit with one click", async () => {
    const { page, consoleErrors } = await newPage()
    const missing: string[] = []
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url())
    })
    const dialog = await openLoginModal(page)
    const signUp = page.getByRole('navigation').getByRole('link', { name: 'Sign up' })
    expect(await signUp.isVisible()).toBe(true)
    await dialog.getByLabel('Email or Username').fill('verified@example.org')
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Log In' }).click()])
    await mounted(page, '.site-login')
    const account = header(page).getByRole('link', { name: 'My FinLit' })
    await account.waitFor()
    // A logged-in teacher is offered no sign-up: the header hides it once the session is known.
    await signUp.waitFor({ state: 'hidden' })
    // Nor two "My FinLit" links: the site's own goes while the widget shows its own.
    expect(await page.getByRole('link', { name: 'My FinLit' }).count()).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem('t'))).toBeTruthy()
    expect((await analyticsCookies(page)).sort()).toEqual(['gtm_uid', 'user-type'])
    await Promise.all([page.waitForURL(/\/account\/$|\/account\/#/), account.click()])
    await waitForText(page, 'MY TEACHER TOOLKIT')
    // Chromium's own favicon request is reported as a console error but not as a page response.
    expect(missing).toEqual([])
    expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([])
  })

  it('moves focus into the dialog, keeps Tab inside, and returns focus to "Log in" on Escape', async () => {
    const { page } = await newPage()
    const dialog = await openLoginModal(page)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('username')
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // The page is still updating as the dialog goes (the modal's own focus return runs after paint).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Log in')
  })

  it("finds one log-in button by role while the dialog is open: the header's is behind it", async () => {
    const { page } = await newPage()
    const dialog = await openLoginModal(page)
    await dialog.getByLabel('Email or Username').waitFor()
    expect(await page.getByRole('button', { name: /log in/i }).count()).toBe(1)
    await page.getByRole('button', { name: /log in/i }).click()
    await dialog.getByText('Enter your email or username.').waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: 'Log in', exact: true }).count()).toBe(1)
    // The focus is back on it, and a screen reader hears it there.
    const focused = await page.evaluate(() => {
      const active = document.activeElement
      return { name: active?.textContent, hidden: active?.closest('[aria-hidden="true"]') !== null }
    })
    expect(focused).toEqual({ name: 'Log in', hidden: false })
  })

  it('alerts "User not found" and keeps what was typed (§8)', async () => {
    const { page } = await newPage()
    const dialog = await openLoginModal(page)
    await dialog.getByLabel('Email or Username').fill('nobody@example.org')
    await dialog.getByLabel('Password').fill('whatever-1')
    await dialog.getByRole('button', { name: 'Log In' }).click()
    // Once on the page: in the dialog, not also in the banner behind it.
    await page.getByText('User not found').waitFor()
    expect(await dialog.getByLabel('Email or Username').inputValue()).toBe('nobody@example.org')
  })

  it('logs in on the login page once the connection is back, when it dropped before the first Log In', async () => {
    const { page } = await newPage()
    await page.goto('/login/')
    // The log-in's code is asked for when the form takes the focus, while still online; the chunks
    // it imports are asked for once it has arrived, so the connection drops only when all are in.
    await page.getByLabel('Email or Username', { exact: true }).fill('verified@example.org')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.waitForFunction((files) => {
      const fetched = performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop())
      return files.every((file) => fetched.includes(file))
    }, sessionCallFiles())
    await page.locator('.pd-alerts').waitFor({ state: 'attached' })
    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Log In' }).click()
    await page.getByText('There was an error, feel free to try again.').first().waitFor()
    await page.context().setOffline(false)
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(DEMO_PASSWORD)
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Log In' }).click()])
    expect(await page.evaluate(() => localStorage.getItem('t'))).toBeTruthy()
  })

  it('tells a failed log-in on the login page once at any moment: the banner, then beside the button', async () => {
    const { page } = await newPage()
    await page.goto('/login/')
    await page.getByLabel('Email or Username', { exact: true }).fill('nobody@example.org')
    await page.getByLabel('Password', { exact: true }).fill('whatever-1')
    // The banner's own file may come after the form's: the text starts there only once it is drawn.
    await page.locator('.pd-alerts').waitFor({ state: 'attached' })
    // The banner's copy lasts a second: wait for it (once: the wait is strict) from before the click.
    const inBanner = page.locator('.pd-alerts').getByText('User not found').waitFor()
    await page.getByRole('button', { name: 'Log In' }).click()
    await inBanner
    const told = page.getByText('User not found')
    await told.waitFor()
    await page.locator('main').getByText('User not found').waitFor()
    expect(await told.count()).toBe(1)
    // Announced by the banner, the copy beside the button is not a second alert (WCAG 4.1.3).
    expect(await page.locator('main').getByRole('alert').count()).toBe(0)
  })

  it('has no axe violations on the home page with the dialog open, or on the login page', async () => {
    const { page } = await newPage()
    await openLoginModal(page)
    await expectNoAxeViolations(page, 'home page with the login dialog')
    await page.goto('/login/')
    await mounted(page, 'main [data-pd-widget="login"]')
    await page.getByRole('button', { name: 'Log In', exact: true }).waitFor()
    await expectNoAxeViolations(page, '/login/')
  })

  it("shows one Log In button on the login page: the header's is left out there", async () => {
    const { page } = await newPage()
    await page.goto('/login/')
    await mounted(page, 'main [data-pd-widget="login"]')
    await mounted(page, '.site-login')
    await page.getByLabel('Email or Username', { exact: true }).waitFor()
    expect(await page.getByRole('button', { name: 'Log In' }).count()).toBe(1)
  })

  it('sends the login page to its data-redirect (/account/) after logging in', async () => {
    const { page } = await newPage()
    await logInOnTheLoginPage(page, 'verified')
    await waitForText(page, 'MY TEACHER TOOLKIT')
  })
})

describe('login modal on a page without a login widget (§2.11, §4.2)', () => {
  it('opens when any widget dispatches pd:open-login: the runtime mounts one', async () => {
    const { page } = await newPage()
    // The forgot-password page as a CMS might ship it: no login widget in its header.
    await page.route('**/forgot-password/', async (route) => {
      const response = await fetchRouted(route)
      const html = (await response.text()).replace(/<div class="site-login"[^>]*><\/div>/, '')
      await route.fulfill({ response, body: html })
    })
    await page.goto('/forgot-password/')
    await page.getByLabel('Username or Email').waitFor()
    expect(await page.locator('[data-pd-widget="login"]').count()).toBe(0)
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('pd:open-login')))
    const dialog = page.getByRole('dialog', { name: 'Log In' })
    await dialog.waitFor()
    await dialog.getByLabel('Email or Username').fill('verified')
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Log In' }).click()])
    expect(await page.evaluate(() => localStorage.getItem('t'))).toBeTruthy()
  })

  it('opens on a page that had no widget at all: the loader fetches the runtime for it', async () => {
    const { page } = await newPage()
    await page.route('**/forgot-password/', async (route) => {
      const response = await fetchRouted(route)
      const html = (await response.text()).replace(/ data-pd-widget="[^"]*"/g, '')
      await route.fulfill({ response, body: html })
    })
    await page.goto('/forgot-password/')
    await page.waitForFunction(() => 'PDWidgets' in window)
    expect(await page.locator('[data-pd-widget]').count()).toBe(0)
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('pd:open-login')))
    await page.getByRole('dialog', { name: 'Log In' }).getByLabel('Email or Username').waitFor()
  })

  it("opens a modal of its own when the header's modal has a wrong option and shows its notice", async () => {
    const { page } = await newPage()
    await page.route('**/forgot-password/', async (route) => {
      const response = await fetchRouted(route)
      const html = (await response.text()).replace(
        'data-pd-widget="login" data-mode="modal"',
        'data-pd-widget="login" data-mode="modal" data-redirect="https://example.org/account/"',
      )
      await route.fulfill({ response, body: html })
    })
    await page.goto('/forgot-password/')
    await page.getByText('data-redirect must be a page of this site', { exact: false }).waitFor()
    await page.evaluate(() => document.dispatchEvent(new CustomEvent('pd:open-login')))
    await page.getByRole('dialog', { name: 'Log In' }).waitFor()
  })
})

describe('analytics cookies in Chromium (§6, §7.7)', () => {
  it('writes user-type "Finance Professional" as it is for a limited account (type 7)', async () => {
    const { page } = await newPage()
    await logInOnTheLoginPage(page, 'limited@example.org')
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'user-type')?.value)
      .toBe('Finance Professional')
  })
})

describe('logout in Chromium (§4.5, §7.7)', () => {
  it('removes t and both analytics cookies, then goes home', async () => {
    const { page } = await newPage()
    await logInOnTheLoginPage(page, 'verified')
    expect((await analyticsCookies(page)).sort()).toEqual(['gtm_uid', 'user-type'])
    await page.goto('/logout/')
    await mounted(page, 'main [data-pd-widget="logout"]')
    await mounted(page, '.site-login')
    await expectNoAxeViolations(page, '/logout/')
    // The header leaves its own Log Out out on this page: one button by that name.
    expect(await page.getByRole('button', { name: 'Log Out', exact: true }).count()).toBe(1)
    await Promise.all([
      page.waitForURL(`${baseUrl()}/`),
      page.getByRole('button', { name: 'Log Out', exact: true }).click(),
    ])
    expect(await page.evaluate(() => localStorage.getItem('t'))).toBeNull()
    expect(await analyticsCookies(page)).toEqual([])
    await header(page).getByRole('button', { name: 'Log in' }).waitFor()
  })
})

describe("the header's Log in and Log Out beside a page's own", () => {
  it('keeps them on a page that holds a log-in form among other widgets (the catalogue), not on /login/', async () => {
    const { page } = await newPage()
    await page.goto('/catalogue/')
    await header(page).getByRole('button', { name: 'Log in' }).waitFor()
    await page.goto('/login/')
    await mounted(page, 'main [data-pd-widget="login"]')
    await mounted(page, '.site-login')
    expect(await header(page).getByRole('button', { name: 'Log in' }).count()).toBe(0)

    await logInOnTheLoginPage(page, 'verified')
    await page.goto('/catalogue/')
    await header(page).getByRole('button', { name: 'Log Out' }).waitFor()
  })
})

describe('forgot and reset password in Chromium (§2.11, §5.6)', () => {
  it('forgot -> link in the outbox -> new password -> log in with it', async () => {
    const { page } = await newPage()
    await page.goto('/forgot-password/')
    await page.getByLabel('Username or Email').fill('verified@example.org')
    await expectNoAxeViolations(page, '/forgot-password/')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await waitForText(page, 'Check your email for a link to reset your password.')
    const outbox = await demo<{ to: string; text: string }[]>('/__demo/outbox')
    const mail = outbox.find((item) => item.to === 'verified@example.org')
    const link = /\/reset-password\/\?key=\S+/.exec(mail?.text ?? '')?.[0]
    expect(link).toBeTruthy()
    await page.goto(link ?? '/')
    await page.getByLabel('New password', { exact: false }).first().fill('Fresh-pass-77')
    await page.getByLabel('Retype new password').fill('Fresh-pass-77')
    await expectNoAxeViolations(page, '/reset-password/')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await waitForText(page, 'Your password has been updated')
    await Promise.all([
      page.waitForURL(/\/login\/$/),
      page.locator('main').getByRole('link', { name: 'Log in' }).click(),
    ])
    await logInOnTheLoginPage(page, 'verified@example.org', 'Fresh-pass-77', false)
  })

  it('without a key, explains and links to forgot password', async () => {
    const { page } = await newPage()
    await page.goto('/reset-password/')
    await waitForText(page, /This password reset link is not complete/)
    await expectNoAxeViolations(page, '/reset-password/ without a key')
    expect(await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password/',
    )
  })
})
