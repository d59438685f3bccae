import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cspViolations, expectNoAxeViolations, logInAs, newPage, settle, setUpBrowser } from './harness'

/**
 * Site search against the reference server's stand-in provider (/search-api/v1), which indexes
 * demo-site/pages. Counts depend on the demo content, so the tests compare pages with each other
 * rather than with fixed numbers.
 */
setUpBrowser({ reset: 'once' })

const PROVIDER_PATH = '/search-api/v1'

function providerRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PROVIDER_PATH) seen.push(request)
  })
  return seen
}

async function search(page: Page, words: string): Promise<void> {
  // A search box by role, as a screen reader lists it; its name is on the page once.
  await page.getByRole('searchbox', { name: 'Search the site' }).fill(words)
  await page.getByRole('button', { name: 'Search', exact: true }).click()
}

const total = (page: Page) => page.getByText(/^About \d+ results?$/)

async function totalCount(page: Page): Promise<number> {
  await total(page).waitFor()
  return Number((await total(page).textContent())?.match(/\d+/)?.[0])
}

function resultLinks(page: Page) {
  return page.locator('.pd-search-result-title a')
}

async function resultHrefs(page: Page): Promise<string[]> {
  return resultLinks(page).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname))
}

/** What the listed results are: none yet, only blog pages, no blog page, or a mix. */
async function scopeResults(page: Page): Promise<string> {
  const hrefs = await resultHrefs(page)
  const blog = hrefs.filter((href) => href.startsWith('/blog/')).length
  if (hrefs.length === 0) return 'none yet'
  if (blog === hrefs.length) return 'only blog pages'
  return blog === 0 ? 'no blog page' : 'a mix'
}

describe('site search in Chromium (§2.10, §9)', () => {
  it('finds demo pages with linked, highlighted titles and never the search page itself', async () => {
    const { page, consoleErrors } = await newPage()
    await page.goto('/search/')
    await search(page, 'FinLit')
    expect(await page.getByText('Search the site').count()).toBe(1)
    expect(await totalCount(page)).toBeGreaterThan(10)
    expect(await resultLinks(page).count()).toBe(10)
    // The highlighting is rich text: it is there once the sanitizer has loaded.
    await settle(page)
    const firstTitle = (await resultLinks(page).first().textContent()) ?? ''
    expect(firstTitle.trim().length).toBeGreaterThan(0)
    expect(await page.locator('.pd-search-result-title a b').count()).toBeGreaterThan(0)
    expect(await resultHrefs(page)).not.toContain('/search/')
    expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([])
    expect(await cspViolations(page)).toEqual([])
  })

  it('ranks the page whose title holds the words first, above pages that only mention them', async () => {
    // "certification" is in the site header of every page but in one page's title only.
    const { page } = await newPage()
    await page.goto('/search/?q=certification')
    expect(await totalCount(page)).toBeGreaterThan(3)
    expect((await resultHrefs(page))[0]).toBe('/certification-course/')
  })

  it('pages forward and back with Next and Previous, and the URL follows (§9)', async () => {
    const { page } = await newPage()
    await page.goto('/search/?q=FinLit')
    await totalCount(page)
    const firstPage = await resultHrefs(page)
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0)

    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForURL(/start=11/)
    // The list is empty while the page loads: wait for its results, or no overlap is found in none.
    await totalCount(page)
    await expect.poll(() => resultHrefs(page)).not.toEqual(firstPage)
    const secondPage = await resultHrefs(page)
    expect(secondPage.some((href) => firstPage.includes(href))).toBe(false)

    await page.getByRole('button', { name: 'Previous' }).click()
    await expect.poll(() => resultHrefs(page)).toEqual(firstPage)
    expect(new URL(page.url()).searchParams.get('start')).toBeNull()
  })

  it('goes back to the previous search with the browser Back button', async () => {
    const { page } = await newPage()
    await page.goto('/search/')
    await search(page, 'FinLit')
    const all = await totalCount(page)
    await search(page, 'podcast')
    await page.waitForURL(/q=podcast/)
    await expect.poll(() => totalCount(page)).not.toBe(all)

    await page.goBack()
    await page.waitForURL(/q=FinLit/)
    await expect.poll(() => totalCount(page)).toBe(all)
    expect(await page.getByLabel('Search the site').inputValue()).toBe('FinLit')
  })

  it('switches scopes: Blog finds only blog pages, Resources none of them (§9)', async () => {
    const { page } = await newPage()
    await page.goto('/search/?q=FinLit')
    const all = await totalCount(page)

    await page.getByRole('tab', { name: 'Blog', exact: true }).click()
    await page.waitForURL(/filter=blog/)
    await expect.poll(() => totalCount(page)).toBeLessThan(all)
    expect(await page.getByRole('tab', { name: 'Blog', exact: true }).getAttribute('aria-selected')).toBe(
      'true',
    )
    // The list is empty while a scope's results load: wait for results, then judge them all.
    await expect.poll(() => scopeResults(page)).toBe('only blog pages')

    await page.getByRole('tab', { name: 'Resources', exact: true }).click()
    await page.waitForURL(/filter=resources/)
    await expect.poll(() => scopeResults(page)).toBe('no blog page')
  })

  it('reaches the no-results state (§2.10)', async () => {
    const { page } = await newPage()
    await page.goto('/search/')
    await search(page, 'xylophonequartet')
    await page.getByText('No results for “xylophonequartet”. Try other words or another filter.').waitFor()
    expect(await resultLinks(page).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0)
  })

  it('never sends the session token, the XSRF header or cookies to the provider (§6, §7.1)', async () => {
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    const token = await page.evaluate(() => localStorage.getItem('t'))
    expect(token).toBeTruthy()
    const requests = providerRequests(page)
    await page.goto('/search/')
    await search(page, 'FinLit')
    await totalCount(page)
    expect(requests.length).toBeGreaterThan(0)
    for (const request of requests) {
      const headers = await request.allHeaders()
      expect(headers.cpauth).toBeUndefined()
      expect(headers['x-xsrf-token']).toBeUndefined()
      expect(headers.cookie).toBeUndefined()
      expect(Object.values(headers).join(' ')).not.toContain(token)
      expect(request.url()).not.toContain(token)
    }
  })

  it('shows the calm unavailable state when the provider is over its quota', async () => {
    const { page } = await newPage()
    await page.route(`**${PROVIDER_PATH}?**`, (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":{"code":429}}' }),
    )
    await page.goto('/search/')
    await search(page, 'FinLit')
    await page.getByText('Search is unavailable right now. Please try again later.').waitFor()
    expect(await page.getByText('There was an error, feel free to refresh and try again').count()).toBe(0)
  })

  it('has no axe violations with results and paging on screen', async () => {
    const { page } = await newPage()
    await page.goto('/search/?q=FinLit')
    await totalCount(page)
    await expectNoAxeViolations(page, '/search/ with results')
  })
})
