import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newPage, settle, setUpBrowser } from './harness'

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
    const real = await route.fetch()
    route.fulfill({ response: real, json: { ...(await real.json()), ...changes } })
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
