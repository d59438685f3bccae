import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SiteConfigSchema } from '../../shared/config/site-config'
import { INFO_PAGES } from './demo-pages'
import { baseUrl, newPage, settle, setUpBrowser } from './harness'

/**
 * The demo site as a visitor sees it: every page the dashboard links to exists and has the site
 * header, visitor pages carry no notes meant for developers or CMS editors, pages fit a 390 px
 * phone, and the catalogue's Copy buttons copy the tag.
 */
setUpBrowser({ reset: 'once' })

const defaults = v.parse(SiteConfigSchema, {})
const dashboardLinks = [
  ...defaults.quickLinks.map((link) => link.href),
  ...defaults.staffPicks.map((card) => card.href),
]
  .map((href) => href.replaceAll('{brand}', defaults.brand).replaceAll('{slug}', defaults.brandSlug))
  .filter((href) => href.startsWith('/'))

/** The pages a visitor reaches; /catalogue/ is for CMS editors and is left out on purpose. */
const VISITOR_PAGES = [
  '/',
  '/events/',
  '/event/?id=103',
  '/survey/?id=121',
  '/onboarding-step1/',
  '/login/',
  '/sign-up/',
  '/forgot-password/',
  '/refer/',
  '/search/',
  '/contact/',
  '/newsletter/',
  '/blog-subscribe/',
  '/account/',
  ...INFO_PAGES,
]

/** Words that belong on the catalogue, never in front of a teacher. */
const DEVELOPER_PHRASES: (string | RegExp)[] = [
  '§',
  'data-',
  'widget',
  '?id=',
  'loader',
  /\bpd:[a-z]/,
  'CMS',
  'query parameter',
  'Links to this page',
  'console',
  'localhost',
  'TODO',
  'lorem ipsum',
]

describe('the demo site', () => {
  it('has the expected dashboard links', () => {
    expect(dashboardLinks).toContain('/usingfinlit/')
    expect(dashboardLinks).toHaveLength(9)
  })

  it.each(dashboardLinks)(
    '%s (a dashboard quick link or staff pick) answers 200 with the site header',
    async (path) => {
      const response = await fetch(`${baseUrl()}${path}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('<header class="site-header">')
      expect(html).toContain('<nav aria-label="Site">')
      expect(html).toContain('<footer class="site-footer">')
    },
  )

  it.each(VISITOR_PAGES)(
    '%s shows no developer notes, has the header and footer, and fits 390 px',
    async (path) => {
      const { page } = await newPage()
      await page.setViewportSize({ width: 390, height: 800 })
      await page.goto(path)
      await settle(page)
      expect(await page.locator('header.site-header nav[aria-label="Site"]').count()).toBe(1)
      expect(await page.locator('footer.site-footer').count()).toBe(1)
      const text = await page.locator('body').innerText()
      const found = DEVELOPER_PHRASES.filter((phrase) =>
        typeof phrase === 'string' ? text.toLowerCase().includes(phrase.toLowerCase()) : phrase.test(text),
      )
      expect(found, `developer notes on ${path}`).toEqual([])
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, `horizontal overflow on ${path}`).toBeLessThanOrEqual(390)
    },
  )

  it('the catalogue fits 390 px too', async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/catalogue/')
    await settle(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  it("the catalogue's Copy button puts the tag on the clipboard and says so", async () => {
    const { page } = await newPage()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    await page.goto('/catalogue/')
    await settle(page)
    const section = page.locator('section', { has: page.locator('h2#w-event-list') })
    const tag = (await section.locator('pre code').first().textContent()) ?? ''
    expect(tag).toBe('<div data-pd-widget="event-list" data-type="VPD" data-limit="5"></div>')
    await section.getByRole('button', { name: /^Copy/ }).click()
    await expect.poll(() => page.locator('#catalogue-copy-status').textContent()).toBe('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tag)
  })

  it('the catalogue shows every widget of the registry', async () => {
    const { registry } = await import('../../widgets/registry')
    const html = await (await fetch(`${baseUrl()}/catalogue/`)).text()
    for (const name of Object.keys(registry))
      expect(html, name).toContain(`data-pd-widget=&quot;${name}&quot;`)
  })
})
