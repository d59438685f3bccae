import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { INFO_PAGES } from './demo-pages'
import {
  callFromPage,
  cspViolations,
  demo,
  expectNoAxeViolations,
  logInAs,
  newPage,
  settle,
  setUpBrowser,
} from './harness'

/**
 * The accessibility and CSP sweep: every demo page and every account state, for each account
 * type, with axe-core (WCAG 2.0-2.2 A/AA, target-size on), no CSP or Trusted Types violation
 * under the demo's strict policy, and no page error.
 */
setUpBrowser({ reset: 'once' })

async function sweep(page: Page, label: string, consoleErrors: string[]): Promise<void> {
  // Alerts fade after a second; the sweep looks at the settled page.
  await settle(page, { alertsGone: true })
  expect(await cspViolations(page), `CSP violations on ${label}`).toEqual([])
  expect(
    consoleErrors.filter((line) => line.startsWith('pageerror')),
    `page errors on ${label}`,
  ).toEqual([])
  await expectNoAxeViolations(page, label)
}

const PUBLIC_PAGES = [
  '/',
  '/event/?id=103',
  '/event/?id=105',
  '/event/?id=107',
  '/event/?id=109',
  '/survey/?id=121',
  '/survey/?id=103',
  '/event/?id=121',
  '/onboarding-step1/',
  '/events/',
  '/login/',
  '/sign-up/',
  '/forgot-password/',
  '/reset-password/?key=not-a-real-key',
  '/refer/',
  '/search/?q=budget',
  '/contact/',
  '/newsletter/',
  '/blog-subscribe/',
  '/account/',
  '/catalogue/',
  ...INFO_PAGES,
]

describe('every public demo page', () => {
  it.each(PUBLIC_PAGES)('%s has no axe violation, CSP violation or page error', async (path) => {
    const { page, consoleErrors } = await newPage()
    await page.goto(path)
    await sweep(page, path, consoleErrors)
    await page.context().close()
  })
})

const ACCOUNT_TYPES = ['verified', 'pending', 'action', 'limited'] as const
const ACCOUNT_STATES = [
  'my-account',
  'my-account-dashboard',
  'my-account-finlit-academy',
  'my-account-profile',
  'answer-keys',
  'my-account-example',
]

describe.each(ACCOUNT_TYPES)('the account area for %s@example.org', (account) => {
  it.each(ACCOUNT_STATES)('#!/%s has no axe violation, CSP violation or page error', async (state) => {
    const { page, consoleErrors } = await newPage()
    await logInAs(page, `${account}@example.org`)
    await page.goto(`/account/#!/${state}`)
    await sweep(page, `${account} ${state}`, consoleErrors)
    await page.context().close()
  })
})

describe('ticket details of the verified teacher', () => {
  it('every ticket state has no axe violation, CSP violation or page error', async () => {
    const events = await demo<{ id: string; type: string }[]>('/__demo/events')
    const { page, consoleErrors } = await newPage()
    await logInAs(page, 'verified@example.org')
    const { info } = await callFromPage<{ userEvents: Record<string, { EID: string; ticketId: string }[]> }>(
      page,
      '/aaa-content/user/api/events/user-events/',
      {},
    )
    const lists: Record<string, { EID: string; ticketId: string }[]> = info?.userEvents ?? {}
    const tickets = Object.values(lists)
      .flat()
      .map((event) => [event.EID, event.ticketId])
    expect(tickets.length).toBeGreaterThan(5)
    expect(events.length).toBeGreaterThan(5)
    for (const [id, ticketId] of tickets) {
      await page.goto(`/account/#!/my-account-finlit-acadameny-view-event/${id}/${ticketId}`)
      await page.reload()
      await sweep(page, `ticket ${id}`, consoleErrors)
    }
  })
})
