import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  DEMO_PASSWORD,
  demo,
  expectNoAxeViolations,
  logInAs,
  newPage,
  setUpBrowser,
  waitForText,
} from './harness'

setUpBrowser({ reset: 'each' })

async function openReferLoggedIn(page: Page) {
  await logInAs(page, 'verified@example.org')
  await page.goto('/refer/')
  await page.getByLabel('Teacher email 1').waitFor()
}

/**
 * The page's scroll position in the first frame that paints the heading: a
 * scroll that waits for an effect after the paint shows the teacher one frame
 * lower down, and a check after the fact would pass or fail by timing.
 */
async function recordScrollWhenHeadingPaints(page: Page, heading: string): Promise<void> {
  await page.evaluate((title) => {
    const found = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        const shown = [...document.querySelectorAll('h2')].some((h2) => h2.textContent === title)
        if (!shown) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(window.scrollY))
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
    Object.assign(window, { scrollAtHeading: found })
  }, heading)
}

const recordedScroll = (page: Page) =>
  page.evaluate(() => (window as unknown as { scrollAtHeading: Promise<number> }).scrollAtHeading)

const outboxTo = async (email: string) =>
  (await demo<{ to: string; subject: string }[]>('/__demo/outbox')).filter((mail) => mail.to === email)

describe('refer in Chromium (§2.9, §5.5)', () => {
  it('refers two colleagues, shows what was sent at the top, and both get the e-mail', async () => {
    const { page, consoleErrors } = await newPage()
    await openReferLoggedIn(page)
    expect(await page.getByLabel(/^Subject/).inputValue()).toBe('Free personal finance resources from FinLit')
    await expectNoAxeViolations(page, '/refer/ form')
    await page.getByLabel('Teacher email 1').fill('ana.e2e@school.org')
    await page.getByLabel('Teacher email 2').fill('ben.e2e@school.org')
    await recordScrollWhenHeadingPaints(page, 'Your invitations were sent')
    await page.getByRole('button', { name: 'Send invitations' }).click()
    await page.getByRole('heading', { name: 'Your invitations were sent' }).waitFor()
    expect(await recordedScroll(page)).toBe(0)
    expect(await outboxTo('ana.e2e@school.org')).toHaveLength(1)
    expect(await outboxTo('ben.e2e@school.org')).toHaveLength(1)
    await expectNoAxeViolations(page, '/refer/ sent')
    expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([])
  })

  it('shows the duplicate message beside the field and sends nothing (§5.5)', async () => {
    const { page } = await newPage()
    await openReferLoggedIn(page)
    await page.getByLabel('Teacher email 1').fill('ana.e2e@school.org')
    await page.getByLabel('Teacher email 2').fill('ana.e2e@school.org')
    await page.getByRole('button', { name: 'Send invitations' }).click()
    await waitForText(
      page,
      'ana.e2e@school.org is listed more than once. Please list each email address only once.',
    )
    expect(await outboxTo('ana.e2e@school.org')).toHaveLength(0)
    await expectNoAxeViolations(page, '/refer/ with a duplicate')
  })

  it('asks for at least one teacher (§5.5)', async () => {
    const { page } = await newPage()
    await openReferLoggedIn(page)
    await page.getByRole('button', { name: 'Send invitations' }).click()
    await waitForText(page, 'You must refer at least 1 teacher')
  })

  it('asks a logged-out visitor to log in, and the form appears after logging in through the modal', async () => {
    const { page } = await newPage()
    await page.goto('/refer/')
    await waitForText(page, 'Log in to refer teachers to FinLit.')
    await expectNoAxeViolations(page, '/refer/ logged out')
    await page.locator('main').getByRole('button', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log In' })
    await dialog.getByLabel('Email or Username').fill('verified')
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Log In' }).click()])
    await page.getByLabel('Teacher email 1').waitFor()
  })
})
