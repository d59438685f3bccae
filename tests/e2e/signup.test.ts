import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  baseUrl,
  expectNoAxeViolations,
  fetchRouted,
  logInAs,
  newPage,
  registerAsGuest,
  setUpBrowser,
  waitForText,
} from './harness'

setUpBrowser({ reset: 'each' })

/** The first bytes of a PNG: enough for the server's type check. */
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
])
const PASSWORD = 'Rosa-teaches-2'

async function openSignUp(page: Page) {
  await page.goto('/sign-up/')
  await page.getByLabel('First name').waitFor()
}

async function fillAccount(page: Page, email: string, username: string) {
  await page.getByLabel('First name').fill('Rosa')
  await page.getByLabel('Last name').fill('Diaz')
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Username/).fill(username)
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByLabel('Retype password').fill(PASSWORD)
}

describe('sign-up in Chromium (§2.11)', () => {
  it('signs up with a zip lookup and a proof file, then logs in with the new account', async () => {
    const { page, consoleErrors } = await newPage()
    await openSignUp(page)
    await fillAccount(page, 'rosa.e2e@example.org', 'rosa-e2e')
    await page.getByLabel('School zip code').fill('98122')
    await page.getByLabel('School zip code').press('Enter')
    await page.getByRole('radio', { name: /Garfield High School/ }).check()
    expect(await page.getByLabel('City').inputValue()).toBe('Seattle')
    await page
      .getByLabel('Proof of educator status (optional)')
      .setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: PNG })
    await expectNoAxeViolations(page, '/sign-up/ with school results')
    const upload = page.waitForRequest((request) => request.url().includes('/signUp3/'))
    await page.getByRole('button', { name: 'Sign Up' }).click()
    expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data/)
    await waitForText(page, /Thank you for signing up!/)
    // §4.5: the page reloads after 5 s; the person is then logged in everywhere on it.
    await page.waitForEvent('load', { timeout: 10_000 })
    await page.locator('.site-login').getByText('Hi, Rosa').waitFor()

    await Promise.all([
      page.waitForURL(`${baseUrl()}/`),
      page.locator('.site-login').getByRole('button', { name: 'Log Out' }).click(),
    ])
    await page.goto('/login/')
    const form = page.locator('main')
    await form.getByLabel('Email or Username').fill('rosa-e2e')
    await form.getByLabel('Password').fill(PASSWORD)
    await Promise.all([page.waitForURL(/\/account\//), form.getByRole('button', { name: 'Log In' }).click()])
    expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([])
  })

  it('shows the proof upload in percent on a slow upload line, and Cancel stops it keeping the form', async () => {
    const { page } = await newPage()
    await openSignUp(page)
    await fillAccount(page, 'slow.e2e@example.org', 'slow-e2e')
    await page.getByLabel('City').fill('Tacoma')
    // 3 MB over a 64 KiB/s upload line: close to a minute, so the upload is still running when cancelled.
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])
    await page
      .getByLabel('Proof of educator status (optional)')
      .setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: big })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 1024 * 1024,
      uploadThroughput: 64 * 1024,
    })
    const failed: string[] = []
    page.on('requestfailed', (request) => {
      if (request.url().includes('/signUp3/')) failed.push(request.failure()?.errorText ?? '')
    })
    await page.getByRole('button', { name: 'Sign Up' }).click()
    const bar = page.getByRole('progressbar', { name: 'Uploading your file' })
    await bar.waitFor()
    // A percentage between the first and the last byte: the bar moves with the upload.
    await expect
      .poll(
        async () =>
          Number(
            (await page.locator('.pd-upload-percent').textContent())?.match(/^(\d+)% uploaded$/)?.[1] ?? 0,
          ),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0)
    const shown = await page.locator('.pd-upload-percent').textContent()
    expect(shown).toMatch(/^\d+% uploaded$/)
    expect(Number(await bar.evaluate((el) => (el as HTMLProgressElement).value))).toBeLessThan(100)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await waitForText(page, /Upload cancelled\. Everything you typed is still here/)
    await expect.poll(() => failed).toEqual(['net::ERR_ABORTED'])
    expect(await bar.count()).toBe(0)
    expect(await page.getByLabel('First name').inputValue()).toBe('Rosa')
    expect(await page.getByLabel(/^Username/).inputValue()).toBe('slow-e2e')
    expect(await page.getByLabel('City').inputValue()).toBe('Tacoma')
    expect(
      await page
        .getByLabel('Proof of educator status (optional)')
        .evaluate((el) => (el as HTMLInputElement).files?.length),
    ).toBe(1)
    expect(await page.getByRole('button', { name: 'Sign Up' }).isEnabled()).toBe(true)
    expect(await page.getByText(/Thank you for signing up!/).count()).toBe(0)
    await cdp.detach()
  })

  it('starts the onboarding sign-up with the address and name a guest just registered with', async () => {
    const { page } = await newPage()
    await registerAsGuest(page, '103', 'new.guest@school.org')
    await expect.poll(() => page.getByLabel(/^Email/).inputValue()).toBe('new.guest@school.org')
    expect(await page.getByLabel('First name').inputValue()).toBe('Sam')
    expect(await page.getByLabel('Last name').inputValue()).toBe('Rivera')

    // Another tab, or a visitor who never registered, starts with an empty form.
    const { page: other } = await newPage()
    await other.goto('/sign-up/')
    await other.getByLabel('First name').waitFor()
    expect(await other.getByLabel(/^Email/).inputValue()).toBe('')
  })

  it('brings each field the keyboard reaches out from under an error banner that stays (WCAG 2.4.11)', async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 640 })
    await page.route('**/widgets/site-config.json', async (route) => {
      const real = await fetchRouted(route)
      route.fulfill({ response: real, json: { ...(await real.json()), errorsStayUntilClosed: true } })
    })
    await page.route('**/nces/zip.php**', (route) => route.abort())
    await openSignUp(page)
    await page.getByLabel('School zip code').fill('94110')
    await page.getByRole('button', { name: 'Find schools' }).click()
    await page.locator('.pd-alerts .pd-alert-error').waitFor()
    await page.getByLabel('First name').focus()
    const covered: string[] = []
    for (let stop = 0; stop < 30; stop += 1) {
      await page.keyboard.press('Tab')
      covered.push(
        await page.evaluate(async () => {
          // The banner's own scrolling waits a frame for the browser's.
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
          const focused = document.activeElement as HTMLElement
          if (!focused.closest('[data-pd-widget="signup"]')) return ''
          const box = focused.getBoundingClientRect()
          const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return atCentre?.closest('.pd-alerts') ? (focused.getAttribute('name') ?? focused.tagName) : ''
        }),
      )
    }
    expect(covered.filter(Boolean)).toEqual([])
    // A link that ends the page, where it cannot scroll further (a host footer's last line),
    // comes up too: the demo's footer leaves room below its links, so one is added at the end.
    const lastLink = await page.evaluate(async () => {
      const last = document.createElement('a')
      last.href = '/privacy/'
      last.textContent = 'Privacy'
      document.body.append(last)
      window.scrollTo(0, document.documentElement.scrollHeight)
      const bannerTop = document.querySelector('.pd-alerts')?.getBoundingClientRect().top ?? 0
      const before = last.getBoundingClientRect().bottom
      last.focus()
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
      return { bannerTop, before, after: last.getBoundingClientRect().bottom }
    })
    // It was under the banner's top edge, and is above it now.
    expect(lastLink.before).toBeGreaterThan(lastLink.bannerTop)
    expect(lastLink.after).toBeLessThanOrEqual(lastLink.bannerTop)
  })

  it('does not look up schools when Enter is pressed in an empty zip field (§5.7)', async () => {
    const { page } = await newPage()
    const lookups: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/nces/zip.php') || request.url().includes('/signUp'))
        lookups.push(request.url())
    })
    await openSignUp(page)
    const zip = page.getByLabel('School zip code')
    await zip.press('Enter')
    // Requests leave in order: once the lookup for a typed zip is sent, an empty-zip one would be
    // in the list before it.
    await zip.fill('94110')
    await Promise.all([page.waitForRequest(/\/nces\/zip\.php/), zip.press('Enter')])
    expect(lookups).toHaveLength(1)
    expect(lookups[0]).toContain('zip=94110')
  })

  it("says §8's text and the server's reason for an e-mail that already has an account, keeping the form (§8)", async () => {
    const { page } = await newPage()
    await openSignUp(page)
    await fillAccount(page, 'verified@example.org', 'someone-new')
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await page
      .getByText('User Account was not created. You can reload this page and try again.')
      .first()
      .waitFor()
    await waitForText(page, 'An account with this email address already exists. Please log in instead.')
    expect(await page.getByLabel(/^Email/).inputValue()).toBe('verified@example.org')
  })

  it('shows the password rules beside the fields and moves focus there (§5.4)', async () => {
    const { page } = await newPage()
    await openSignUp(page)
    await fillAccount(page, 'rosa2@example.org', 'rosa-two')
    await page.getByLabel('Retype password').fill('Something-else-1')
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await waitForText(page, 'Passwords do not match.')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'new-password',
    )
    await expectNoAxeViolations(page, '/sign-up/ with an error')
  })

  it('offers a logged-in teacher no "Already have an account? Log in." on the sign-up page', async () => {
    const { page } = await newPage()
    await page.goto('/sign-up/')
    const offer = page.getByText('Already have an account?')
    expect(await offer.isVisible()).toBe(true)
    await logInAs(page, 'verified@example.org')
    await page.goto('/sign-up/')
    await page.getByRole('link', { name: /^Go to My FinLit/ }).waitFor()
    await offer.waitFor({ state: 'hidden' })
  })
})
