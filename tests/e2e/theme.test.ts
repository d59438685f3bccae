import { readFileSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, fetchRouted, logInAs, newPage, settle, setUpBrowser } from './harness'

setUpBrowser({ reset: 'once' })

/** The palette and font a widget root computes to, and its controls' font. */
function rootLook(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-pd-widget="event-registration"]') as HTMLElement
    const style = getComputedStyle(root)
    const button = root.querySelector('button') as HTMLElement
    return {
      background: style.getPropertyValue('--pd-color-bg').trim(),
      colorScheme: style.colorScheme,
      font: style.fontFamily,
      buttonFont: getComputedStyle(button).fontFamily,
      hostFont: getComputedStyle(document.body).fontFamily,
    }
  })
}

/** Serves the demo site config with `changes` merged in, as a site would ship it. */
async function withConfig(page: Page, changes: Record<string, unknown>): Promise<void> {
  await page.route('**/widgets/site-config.json', async (route) => {
    const real = await fetchRouted(route)
    route.fulfill({ response: real, json: { ...(await real.json()), ...changes } })
  })
}

/**
 * The event page with the site's own stylesheet in its head and ours left for the loader to link,
 * after the site's: the order in which our rules win ties.
 */
async function withSiteStylesheet(page: Page, css: string): Promise<void> {
  await page.route('**/site-theme.css', (route) => route.fulfill({ contentType: 'text/css', body: css }))
  await page.route(/\/event\/\?id=104$/, async (route) => {
    const response = await fetchRouted(route)
    const html = (await response.text())
      .replace(/<link rel="stylesheet" href="\/widgets\/pd-widgets\.css">/, '')
      .replace('</head>', '<link rel="stylesheet" href="/site-theme.css"></head>')
    await route.fulfill({ response, body: html })
  })
}

describe('theme', () => {
  it('follows a dark setting with the dark palette and keeps every contrast (WCAG 1.4.3)', async () => {
    const { page } = await newPage()
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/event/?id=104')
    await page
      .getByRole('button', { name: /register/i })
      .first()
      .waitFor()
    await settle(page)
    const look = await rootLook(page)
    expect(look.background).toBe('#161b21')
    expect(look.colorScheme).toBe('dark')
    await expectNoAxeViolations(page, 'event registration, dark')
  })

  it('stays light in the dark where the site config turns the dark theme off', async () => {
    const { page } = await newPage()
    await page.emulateMedia({ colorScheme: 'dark' })
    await withConfig(page, { darkTheme: false })
    await page.goto('/event/?id=104')
    await page
      .getByRole('button', { name: /register/i })
      .first()
      .waitFor()
    const look = await rootLook(page)
    expect(look.background).toBe('#ffffff')
    expect(look.colorScheme).toBe('light')
  })

  it.each(['light', 'dark'] as const)(
    "takes a site's own colour set on .pd-root, linked before the loader adds ours (%s)",
    async (colorScheme) => {
      const { page } = await newPage()
      await page.emulateMedia({ colorScheme })
      await withSiteStylesheet(page, '.pd-root { --pd-color-primary: #6a1b9a; }')
      await page.goto('/event/?id=104')
      const register = page.getByRole('button', { name: 'Register' })
      await register.waitFor()
      expect(await page.locator('link[href$="pd-widgets.css"]').count()).toBe(1)
      // The loader's stylesheet may still be on its way when the button is drawn: wait for the look.
      await expect
        .poll(() => register.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgb(106, 27, 154)')
    },
  )

  it("keeps every contrast on a dark host page in a light system with the README's dark rule", async () => {
    // The rule as the README gives it to a site whose pages are dark whatever the system says.
    const readme = readFileSync('README.md', 'utf8').replace(/\s+/g, ' ')
    const rule = readme.match(/`(:root \.pd-root \{ color-scheme: dark;[^`]*\})`/)?.[1]
    expect(rule).toBeDefined()
    const { page } = await newPage()
    await page.emulateMedia({ colorScheme: 'light' })
    await withSiteStylesheet(page, `body, main { background: #121212; color: #e8e8e8 } ${rule}`)
    await page.goto('/event/?id=104')
    await page.getByRole('button', { name: 'Register' }).waitFor()
    await settle(page)
    await expect.poll(async () => (await rootLook(page)).colorScheme).toBe('dark')
    expect((await rootLook(page)).background).toBe('#161b21')
    await expectNoAxeViolations(
      page,
      'event registration on a dark host, light system',
      '[data-pd-widget="event-registration"]',
    )
  })

  it("writes in the host page's font, buttons included", async () => {
    const { page } = await newPage()
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.body.style.fontFamily = 'Georgia, serif'
      })
    })
    await page.goto('/event/?id=104')
    await page
      .getByRole('button', { name: /register/i })
      .first()
      .waitFor()
    const look = await rootLook(page)
    expect(look.hostFont).toBe('Georgia, serif')
    expect(look.font).toBe(look.hostFont)
    expect(look.buttonFont).toBe(look.hostFont)
  })
})

/** WCAG's contrast ratio of two colours as getComputedStyle writes them (rgb(r, g, b)). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
      const c = value / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

/**
 * The focus ring Tab draws on `target` (reached by Tab from the element before it, so that
 * :focus-visible holds), its colour and the colour around it, the nearest `around` ancestor's.
 */
async function focusRingOf(page: Page, target: Locator, around: string) {
  await target.waitFor()
  await target.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  return page.evaluate((selector) => {
    const focused = document.activeElement as HTMLElement
    const ground = focused.closest(selector) ?? document.body
    let backdrop = getComputedStyle(ground).backgroundColor
    // A transparent box shows what is behind it: the page's own background.
    if (backdrop === 'rgba(0, 0, 0, 0)') backdrop = getComputedStyle(document.body).backgroundColor
    return { ring: getComputedStyle(focused).outlineColor, backdrop, name: focused.textContent }
  }, around)
}

describe('focus ring (WCAG 1.4.11)', () => {
  it('stands out 3:1 from a white page and from the dark header alike', async () => {
    const { page } = await newPage()
    await page.goto('/newsletter/')
    const onPage = await focusRingOf(page, page.getByRole('textbox', { name: /email/i }), 'main')
    expect(contrast(onPage.ring, onPage.backdrop)).toBeGreaterThanOrEqual(3)
    const logIn = page.locator('.site-login').getByRole('button', { name: 'Log in' })
    const inHeader = await focusRingOf(page, logIn, '.site-header')
    expect(inHeader.name).toBe('Log in')
    expect(contrast(inHeader.ring, inHeader.backdrop)).toBeGreaterThanOrEqual(3)
  })

  it("stands out 3:1 inside the header's light box of a signed-in teacher", async () => {
    // The box paints the widget's own background inside the dark header, whose light ring the
    // site sets for the whole widget: 1.4:1 on that white.
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('/newsletter/')
    const logOut = page.locator('.site-login').getByRole('button', { name: 'Log Out' })
    const inBox = await focusRingOf(page, logOut, '.pd-session-controls')
    expect(inBox.name).toBe('Log Out')
    expect(contrast(inBox.ring, inBox.backdrop)).toBeGreaterThanOrEqual(3)
  })
})

describe('forced colours (Windows High Contrast)', () => {
  it("keeps the current tab, the progress bar's fill and an alert's box visible", async () => {
    const { page } = await newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] })
    await logInAs(page, 'verified@example.org')
    await page.goto('/account/#!/my-account-dashboard')
    await page.getByRole('progressbar').waitFor()
    const look = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element)
      return {
        canvas: style('body').backgroundColor,
        fill: style('.pd-progress-fill').backgroundColor,
        currentTab: style('.pd-account-nav-list a[aria-current]').borderBottomColor,
        otherTab: style('.pd-account-nav-list a:not([aria-current])').borderBottomColor,
        selectedTab: style('.pd-tab[aria-selected="true"]').borderBottomColor,
        unselectedTab: style('.pd-tab[aria-selected="false"]').borderBottomColor,
      }
    })
    expect(look.fill).not.toBe(look.canvas)
    expect(look.fill).not.toMatch(/rgba\(.*, 0\)$/)
    expect(look.currentTab).not.toBe(look.otherTab)
    expect(look.selectedTab).not.toBe(look.unselectedTab)

    await page.goto('/search/?q=budget&filter=blog')
    const filters = page.getByRole('tab')
    await page.getByRole('tab', { name: 'Blog', selected: true }).waitFor()
    const backgrounds = await filters.evaluateAll((tabs) =>
      tabs.map((tab) => `${tab.getAttribute('aria-selected')} ${getComputedStyle(tab).backgroundColor}`),
    )
    const selected = backgrounds.find((line) => line.startsWith('true')) ?? ''
    const others = backgrounds.filter((line) => line.startsWith('false'))
    expect(others.length).toBeGreaterThan(0)
    for (const other of others) expect(other.slice(6)).not.toBe(selected.slice(5))
    // The chosen filter's name stays readable: no Canvas backplate behind HighlightText.
    const chosen = await page.getByRole('tab', { name: 'Blog', selected: true }).evaluate((tab) => {
      const style = getComputedStyle(tab)
      return {
        adjust: style.getPropertyValue('forced-color-adjust'),
        color: style.color,
        background: style.backgroundColor,
      }
    })
    expect(chosen.adjust).toBe('none')
    expect(chosen.color).not.toBe(chosen.background)

    await page.goto('/newsletter/')
    // The alert lasts a second: read its border as it appears, in one step, from before the click.
    const border = page.waitForFunction(() => {
      const alert = document.querySelector('.pd-alert')
      return alert ? getComputedStyle(alert).borderTopStyle : undefined
    })
    await page.getByRole('button', { name: 'Subscribe' }).click()
    expect(await (await border).jsonValue()).toBe('solid')
  })
})
