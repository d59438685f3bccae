import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { requestDepths } from '../../scripts/request-chain.mjs'
import { logInAs, newPage, setUpBrowser } from './harness'

setUpBrowser({ reset: 'once' })

/**
 * How many requests deep each script, config and API request of the page sits after the HTML:
 * one step more than the deepest request that had ended when it started. Measured with a round
 * trip of 300 ms on every request and no cache, so a request that waits for another shows, and a
 * moment the browser loses to a busy machine does not: at 150 ms one such pause put three
 * preloads of a fresh clone's run a step deeper than they were asked.
 */
async function pageRequestDepths(
  page: Page,
  path: string,
  ready: () => Promise<unknown>,
): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await page.goto(path)
  await ready()
  const steps = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => /\.js$|\.json$|\/api\//.test(new URL(entry.name).pathname))
      .map((entry) => ({
        name: new URL(entry.name).pathname,
        start: entry.startTime,
        end: entry.responseEnd,
      })),
  )
  const depth = requestDepths(steps)
  return Object.fromEntries([...depth].map(([step, value]) => [step.name, value]))
}

const deeperThan = (depths: Record<string, number>, limit: number) =>
  Object.entries(depths).filter(([, depth]) => depth > limit)

describe('the request chain of a cold page load', () => {
  it('loads the newsletter with the loader, then everything else at once', async () => {
    const { page } = await newPage()
    const depths = await pageRequestDepths(page, '/newsletter/', () =>
      page.waitForFunction(
        () =>
          document.querySelector('[data-pd-widget="newsletter"]')?.getAttribute('data-pd-mounted') === 'true',
      ),
    )
    expect(depths['/widgets/pd-widgets.js']).toBe(1)
    expect(deeperThan(depths, 2)).toEqual([])
    // The header's log-in dialog comes on the first press, not with every page.
    expect(Object.keys(depths).filter((name) => /login-(dialog|page)-/.test(name))).toEqual([])
    await page.getByRole('button', { name: 'Log in' }).click()
    const user = page.getByRole('dialog', { name: 'Log In' }).getByLabel(/Email or Username/)
    await user.waitFor()
    expect(await user.isVisible()).toBe(true)
  })

  it("loads the login page's form with the page: the loader, then the form's code at once", async () => {
    const { page } = await newPage()
    const depths = await pageRequestDepths(page, '/login/', () =>
      page
        .locator('main')
        .getByLabel(/Email or Username/)
        .waitFor(),
    )
    const form = Object.keys(depths).filter((name) => /\/login-page-[A-Z0-9]+\.js$/.test(name))
    expect(form).toHaveLength(1)
    expect(deeperThan(depths, 2)).toEqual([])
  })

  it('logs a returning teacher in again within three steps on a page whose header alone reads the session', async () => {
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('about:blank')
    const depths = await pageRequestDepths(page, '/newsletter/', () =>
      page.getByRole('button', { name: 'Log Out' }).waitFor(),
    )
    const reLogin = Object.keys(depths).filter((name) => name.endsWith('/login/'))
    expect(reLogin.length).toBeGreaterThan(0)
    expect(deeperThan(depths, 3)).toEqual([])
  })

  it("paints the academy's first row within three steps: loader, code and config, then its calls", async () => {
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('about:blank')
    const depths = await pageRequestDepths(page, '/account/#!/my-account-finlit-academy', () =>
      page.locator('.pd-account table tbody tr').first().waitFor(),
    )
    expect(depths['/widgets/widgets/account.js']).toBe(2)
    expect(deeperThan(depths, 3)).toEqual([])
  })
})

/**
 * Follows the page's API calls while the widget's own file is held back until the first of them
 * (`first`, a call name) is asked for, for at most 10 s: only a call that does not wait for the
 * widget can be asked in that time. `asked` lists each call by its name (`user-events`, `login`).
 */
async function holdWidgetUntilAsked(page: Page, widgetFile: string, first: string) {
  const calls = { asked: [] as string[], whileHeld: false }
  let firstAsked: () => void = () => undefined
  const firstSeen = new Promise<void>((resolve) => {
    firstAsked = resolve
  })
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (!path.includes('/api/')) return
    const name = path.split('/').at(-2) ?? path
    calls.asked.push(name)
    if (name === first) firstAsked()
  })
  await page.route(`**/widgets/widgets/${widgetFile}`, async (route) => {
    calls.whileHeld = await Promise.race([
      firstSeen.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(resolve, 10_000, false)),
    ])
    await route.continue()
  })
  return calls
}

const timesAsked = (asked: string[], name: string) => asked.filter((call) => call === name).length

describe("the account's first calls", () => {
  it('start while the account widget is still downloading, and each is asked once', async () => {
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('about:blank')
    const calls = await holdWidgetUntilAsked(page, 'account.js', 'user-events')
    await page.goto('/account/#!/my-account-finlit-academy')
    await page.locator('.pd-account table tbody tr').first().waitFor()
    expect(calls.whileHeld).toBe(true)
    expect(timesAsked(calls.asked, 'user-events')).toBe(1)
    expect(timesAsked(calls.asked, 'login')).toBe(1)
  })
})

describe("event registration's first calls", () => {
  it('ask for the event while the widget is still downloading, and the form takes that answer', async () => {
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('about:blank')
    const calls = await holdWidgetUntilAsked(page, 'event-registration.js', 'get-event')
    await page.goto('/event/?id=103')
    await page.getByRole('button', { name: 'Register' }).waitFor()
    expect(calls.whileHeld).toBe(true)
    expect(timesAsked(calls.asked, 'get-event')).toBe(1)
    expect(timesAsked(calls.asked, 'login')).toBe(1)
    expect(timesAsked(calls.asked, 'check-if-registered')).toBe(1)
  })
})
