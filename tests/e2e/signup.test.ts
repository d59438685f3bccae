import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, newPage, setUpBrowser, waitForText } from './harness'

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

  it("alerts the server's text for an e-mail that already has an account, keeping the form (§8)", async () => {
    const { page } = await newPage()
    await openSignUp(page)
    await fillAccount(page, 'verified@example.org', 'someone-new')
    await page.getByRole('button', { name: 'Sign Up' }).click()
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
})
