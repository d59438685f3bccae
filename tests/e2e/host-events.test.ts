import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, logInAs, newPage, setUpBrowser } from './harness'

/** The pd:* events a host page hears on document, as a host script added before load would. */
setUpBrowser({ reset: 'once' })

type Heard = { name: string; detail: unknown }

/**
 * A host listener installed before any page script. What it hears is kept in sessionStorage, so
 * an event followed at once by a navigation (log in, then go to the account page) is still seen.
 */
async function listenLikeAHost(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['pd:ready', 'pd:login', 'pd:logout']) {
      document.addEventListener(name, (event) => {
        const heard = JSON.parse(sessionStorage.getItem('host-heard') ?? '[]')
        heard.push({ name, detail: (event as CustomEvent).detail })
        sessionStorage.setItem('host-heard', JSON.stringify(heard))
      })
    }
  })
}

function heard(page: Page, name: string): Promise<unknown[]> {
  return page.evaluate(
    (wanted) =>
      (JSON.parse(sessionStorage.getItem('host-heard') ?? '[]') as Heard[])
        .filter((event) => event.name === wanted)
        .map((event) => event.detail),
    name,
  )
}

describe('pd:* events reach the host page in Chromium', () => {
  it('sends pd:ready once, naming the widgets the page mounted', async () => {
    const { page } = await newPage()
    await listenLikeAHost(page)
    await page.goto('/')
    await expect.poll(() => heard(page, 'pd:ready')).toHaveLength(1)
    const [ready] = (await heard(page, 'pd:ready')) as { widgets: string[] }[]
    expect([...(ready?.widgets ?? [])].sort()).toEqual([
      'alerts',
      'blog-subscribe',
      'loading',
      'login',
      'newsletter',
    ])
  })

  it('sends pd:login when the login form logs in, and not again on the next page', async () => {
    const { page } = await newPage()
    await listenLikeAHost(page)
    await page.goto('/login/')
    await expect.poll(() => heard(page, 'pd:ready')).toHaveLength(1)
    const form = page.locator('main')
    await form.getByLabel('Email or Username').fill('verified@example.org')
    await form.getByLabel('Password').fill(DEMO_PASSWORD)
    await Promise.all([page.waitForURL(/\/account\//), form.getByRole('button', { name: 'Log In' }).click()])
    await expect.poll(() => heard(page, 'pd:ready')).toHaveLength(2)
    expect(await heard(page, 'pd:login')).toEqual([{ fromOtherTab: false }])
  })

  it('sends pd:login and pd:logout when another tab logs in and out', async () => {
    const { page } = await newPage()
    await listenLikeAHost(page)
    await page.goto('/')
    await expect.poll(() => heard(page, 'pd:ready')).toHaveLength(1)
    await page.locator('.site-login').getByRole('button', { name: 'Log in' }).waitFor()

    const other = await page.context().newPage()
    await other.goto('/')
    await logInAs(other, 'verified@example.org')
    await expect.poll(() => heard(page, 'pd:login')).toEqual([{ fromOtherTab: true }])
    await other.evaluate(() => localStorage.removeItem('t'))
    await expect.poll(() => heard(page, 'pd:logout')).toEqual([{ fromOtherTab: true }])
  })

  it('sends pd:ready once, naming none, on a page with no widget at load, and mounts one added later', async () => {
    const { page } = await newPage()
    await listenLikeAHost(page)
    // A framework's page: the loader, and markup the framework adds once it has heard "ready".
    await page.route('**/framework-page/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>App</title>
          <script type="module" src="/widgets/pd-widgets.js" data-config="/widgets/site-config.json"></script>
          </head><body><main id="app"></main></body></html>`,
      }),
    )
    await page.goto('/framework-page/')
    await expect.poll(() => heard(page, 'pd:ready')).toEqual([{ widgets: [] }])
    await page.evaluate(() => {
      const el = document.createElement('div')
      el.dataset.pdWidget = 'newsletter'
      document.getElementById('app')?.append(el)
    })
    await page.getByRole('button', { name: 'Subscribe' }).waitFor()
    expect(await heard(page, 'pd:ready')).toEqual([{ widgets: [] }])
  })
})
