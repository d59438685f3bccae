import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type APIResponse, type Browser, chromium, type Page, type Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'
import { CHROMIUM_ARGS } from './chromium-path'

export const DEMO_PASSWORD = 'Demo-pass-1'

/**
 * The origin of this worker's reference server, e.g. http://localhost:23456 (no trailing slash):
 * files run two at a time, each worker against its own server and database.
 */
export function baseUrl(): string {
  return workerServer().origin
}

/** The SQLite file of this worker's server, for a test that reads what the server stored. */
export function serverDatabase(): string {
  return workerServer().database
}

function workerServer(): { origin: string; database: string } {
  const servers = inject('servers')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  const server = servers[(worker - 1) % servers.length]
  if (!server?.origin) throw new Error('no reference server was started for this worker')
  return server
}

let fileBrowser: Browser | undefined

/**
 * The set-up every browser test file shares: one headless Chromium for the file, every page's
 * context closed after each test, and the demo data put back to the seed before each test
 * (`reset: 'each'`) or once for the file (`reset: 'once'`). `never` only for a file that needs no
 * seeded account or data: a file runs after whichever files its worker ran before it, one of which
 * may have changed a password or cancelled a ticket.
 */
export function setUpBrowser(options: { reset: 'each' | 'once' | 'never' }): void {
  beforeAll(async () => {
    if (options.reset === 'once') await resetDemo()
    fileBrowser = await chromium.launch({
      executablePath: inject('chromiumPath'),
      headless: true,
      args: CHROMIUM_ARGS,
    })
  })
  if (options.reset === 'each') beforeEach(resetDemo)
  afterEach(async () => {
    await Promise.all(
      currentBrowser()
        .contexts()
        .map((context) => context.close()),
    )
  })
  afterAll(async () => {
    await fileBrowser?.close()
    fileBrowser = undefined
  })
}

/**
 * A routed request's real answer, fetched once more when the connection it reused had just been
 * closed (ECONNRESET): the server ends an idle keep-alive connection as Playwright's client takes
 * it up again, a race a busy machine makes likely. Tests that rewrite a page fetch through this.
 */
export async function fetchRouted(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch()
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error
    return route.fetch()
  }
}

/** The file's browser, for a test that needs more than newPage (a second context, say). */

export function currentBrowser(): Browser {
  if (!fileBrowser) throw new Error('call setUpBrowser() at the top of the test file')
  return fileBrowser
}

/** A fresh context (no cookies or storage) and page; console errors and page errors are collected. */
export async function newPage(
  browser: Browser = currentBrowser(),
): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl() })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`))
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { __pdCspViolations: string[] }).__pdCspViolations = violations
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return { page, consoleErrors }
}

/** Content-Security-Policy (and Trusted Types) violations the page reported since it loaded. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __pdCspViolations?: string[] }).__pdCspViolations ?? [])
}

/** Puts the server's database back to the seed (demo route). */
export async function resetDemo(): Promise<void> {
  const response = await fetch(`${baseUrl()}/__demo/reset`, { method: 'POST' })
  if (!response.ok) throw new Error(`reset failed: ${response.status}`)
}

/** JSON from a demo route, e.g. demo('/__demo/events'). */
export async function demo<T = unknown>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as T
}

/**
 * Logs a seeded account in through the real login call from inside the page (so the XSRF cookie
 * and header are the page's own), and stores the token under `t` like the login widget does.
 */
export async function logInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().startsWith(baseUrl())) await page.goto('/')
  const answer = await callFromPage<{ t: string }>(
    page,
    '/aaa-content/packages/user-login-manager/api/login/',
    {
      u: email,
      p: password,
    },
  )
  if (!answer.success || !answer.info) throw new Error(answer.errorText)
  const token = answer.info.t
  await page.evaluate((t) => localStorage.setItem('t', t), token)
  expect(token).toBeTruthy()
}

/**
 * A §7 call made from inside the page as the widgets make it: the page's own XSRF cookie echoed
 * in X-XSRF-TOKEN, and the stored token, if any, in CPAUTH.
 */
export function callFromPage<T>(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ success: boolean; info?: T; errorText?: string }> {
  return page.evaluate(
    async ({ path, body }) => {
      const xsrf = document.cookie
        .split('; ')
        .find((part) => part.startsWith('XSRF-TOKEN='))
        ?.slice('XSRF-TOKEN='.length)
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': decodeURIComponent(xsrf ?? ''),
      }
      const token = localStorage.getItem('t')
      if (token) headers.CPAUTH = token
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })
      return response.json()
    },
    { path, body },
  )
}

/** A guest registers for a Virtual PD on its event page, and lands on /onboarding-step1/. */
export async function registerAsGuest(page: Page, eventId: string, email: string): Promise<void> {
  await page.goto(`/event/?id=${eventId}`)
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^First name/).fill('Sam')
  await page.getByLabel(/^Last name/).fill('Rivera')
  await page.getByLabel(/How did you hear/).selectOption({ label: 'Web search' })
  await page.getByRole('button', { name: 'Register' }).click()
  await page.waitForURL('**/onboarding-step1/')
}

/** An e-mail of GET /__demo/outbox. */
export interface OutboxEmail {
  to: string
  subject: string
  text: string
  html: string
  attachments: { filename: string; contentType: string; url: string }[]
}

const require = createRequire(import.meta.url)
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core with WCAG 2.0/2.1/2.2 A and AA rules and target-size on; fails listing each violation.
 * `within`: a selector that limits the check to the widgets' part of a host page made for a test.
 */
export async function expectNoAxeViolations(page: Page, context = 'page', within?: string): Promise<void> {
  await settle(page)
  // evaluate, not a script tag: pages under a strict CSP refuse inline scripts.
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async (scope) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }
    ).axe
    const result = await axe.run(scope ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'target-size': { enabled: true } },
    })
    return (result.violations as { id: string; help: string; nodes: { target: string[] }[] }[]).map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    )
  }, within)
  expect(violations, `axe violations on ${context}`).toEqual([])
}

/**
 * Vitest's expect has no Playwright locator matchers: wait on the locator itself
 * (`await page.getByRole('button', { name: 'Log In' }).waitFor()`), or poll a value
 * (`await expect.poll(() => locator.count()).toBe(1)`). This waits for visible text.
 */
export async function waitForText(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout })
}

/**
 * Waits until the page shows its settled state: every widget mounted, no call in flight (the
 * loading indicator idle), no "Loading…" placeholder, rich text sanitized rather than shown as its
 * plain-text stand-in, and, with `alertsGone`, every timed alert gone. Checks that read the screen
 * or run axe wait for this instead of a fixed delay.
 */
export async function settle(page: Page, options: { alertsGone?: boolean } = {}): Promise<void> {
  await page.waitForFunction(
    (alertsGone) => {
      const busy = [
        '[data-pd-widget]:not([data-pd-mounted="true"])',
        '.pd-loading-active',
        '.pd-rich-text-plain',
        ...(alertsGone ? ['.pd-alert'] : []),
      ]
      if (document.querySelector(busy.join(', '))) return false
      const placeholder = document.evaluate(
        "//*[contains(concat(' ', @class, ' '), ' pd-root ')]//text()[normalize-space() = 'Loading…']",
        document,
        null,
        XPathResult.FIRST_ORDERED_NODE_TYPE,
        null,
      )
      return placeholder.singleNodeValue === null
    },
    options.alertsGone ?? false,
    { timeout: 20_000 },
  )
}
