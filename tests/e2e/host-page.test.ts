import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cspViolations, fetchRouted, logInAs, newPage, setUpBrowser } from './harness'

/**
 * The bundle as a guest on someone else's page: it must not break the host (one global, no
 * prototype changes, no style leaks), must survive hostile host CSS, and must keep one session
 * however often it is loaded.
 */
setUpBrowser({ reset: 'once' })

async function widgetsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-pd-widget]').length > 0 &&
      !document.querySelector('[data-pd-widget]:not([data-pd-mounted="true"])'),
  )
}

/** Host rules of the kind CMS themes ship: global resets, !important on controls, a banner on top. */
const HOSTILE_CSS = `
* { margin: 0; padding: 0; box-sizing: content-box; }
button { background: none; border: none; font-family: 'Comic Sans MS', cursive !important; text-transform: uppercase !important; }
input, select, textarea { border-radius: 0 !important; font-size: 22px !important; }
table { width: 50% !important; border-collapse: separate !important; }
a { color: hotpink !important; }
.site-header { position: sticky; top: 0; z-index: 2147482000 !important; }
.cookie-banner { position: fixed; left: 0; right: 0; bottom: 0; height: 40px; background: #333; z-index: 2147482000; }
`

/** More host rules: an overlay at the highest z-index over the whole page, and rules on dialogs. */
const TOP_LAYER_CSS = `${HOSTILE_CSS}
* { position: relative; }
dialog { display: none !important; margin: 0 !important; z-index: 1 !important; }
.host-overlay { position: fixed !important; inset: 0; z-index: 2147483647; background: rgb(255 0 0 / 20%); }
`

async function withHostileCss(page: Page, css = HOSTILE_CSS, extra = ''): Promise<void> {
  await page.route('**/hostile.css', (route) => route.fulfill({ contentType: 'text/css', body: css }))
  await page.route(/\/(\?.*)?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await fetchRouted(route)
    const html = (await response.text())
      .replace('</head>', '<link rel="stylesheet" href="/hostile.css"></head>')
      .replace('</body>', `<div class="cookie-banner">We use cookies.</div>${extra}</body>`)
    await route.fulfill({ response, body: html })
  })
}

describe('the bundle on a host page', () => {
  it('adds exactly one global, PDWidgets, and changes no built-in prototype', async () => {
    const { page } = await newPage()
    await page.addInitScript(() => {
      const snapshot = (target: object) => Object.getOwnPropertyNames(target).sort().join(',')
      ;(window as unknown as Record<string, unknown>).__before = {
        globals: Object.getOwnPropertyNames(window),
        prototypes: [
          Array.prototype,
          Object.prototype,
          Function.prototype,
          String.prototype,
          Promise.prototype,
          Element.prototype,
          Node.prototype,
          EventTarget.prototype,
          HTMLElement.prototype,
        ].map(snapshot),
      }
    })
    await page.goto('/')
    await widgetsSettled(page)
    const changes = await page.evaluate(() => {
      const before = (window as unknown as { __before: { globals: string[]; prototypes: string[] } }).__before
      const snapshot = (target: object) => Object.getOwnPropertyNames(target).sort().join(',')
      const after = [
        Array.prototype,
        Object.prototype,
        Function.prototype,
        String.prototype,
        Promise.prototype,
        Element.prototype,
        Node.prototype,
        EventTarget.prototype,
        HTMLElement.prototype,
      ].map(snapshot)
      return {
        added: Object.getOwnPropertyNames(window).filter(
          (name) => !before.globals.includes(name) && name !== '__before',
        ),
        changedPrototypes: after.filter((names, index) => names !== before.prototypes[index]).length,
      }
    })
    expect(changes.added.filter((name) => name !== 'dataLayer')).toEqual(['PDWidgets'])
    expect(changes.changedPrototypes).toBe(0)
  })

  it('leaves the host page styles untouched', async () => {
    const hostStyles = async (withBundleCss: boolean) => {
      const { page } = await newPage()
      if (!withBundleCss)
        await page.route('**/pd-widgets.css', (route) => route.fulfill({ contentType: 'text/css', body: '' }))
      await page.goto('/')
      await widgetsSettled(page)
      const styles = await page.evaluate(() =>
        ['h1', 'main p', '.site-header a', 'footer p', 'body'].map((selector) => {
          const style = getComputedStyle(document.querySelector(selector) as Element)
          return [
            selector,
            style.fontFamily,
            style.fontSize,
            style.color,
            style.margin,
            style.lineHeight,
          ].join('|')
        }),
      )
      await page.context().close()
      return styles
    }
    expect(await hostStyles(true)).toEqual(await hostStyles(false))
  })

  it('stays usable under hostile host CSS: the login modal opens above a top-most banner and logs in', async () => {
    const { page } = await newPage()
    await withHostileCss(page)
    await page.goto('/')
    await widgetsSettled(page)
    await page
      .getByRole('button', { name: /log in/i })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByLabel(/email or username/i).fill('verified@example.org')
    await dialog.getByLabel(/^password/i).fill('Demo-pass-1')
    // A real click at the button's centre: fails if the host's banner or header covers it.
    await dialog.getByRole('button', { name: /^log in$/i }).click()
    await page.waitForFunction(() => Boolean(localStorage.getItem('t')))
    expect(await cspViolations(page)).toEqual([])
  })

  it('keeps a box to tick at its own size when the host gives every input the full width', async () => {
    const { page } = await newPage()
    await withHostileCss(page, `${HOSTILE_CSS}\ninput { width: 100% !important; }`)
    await page.goto('/event/?id=104')
    const box = page.getByRole('checkbox', { name: 'I acknowledge' })
    await box.waitFor()
    expect((await box.boundingBox())?.width).toBeLessThan(40)
  })

  it("keeps the widgets' text at the visitor's size under a theme's html { font-size: 62.5% }, follows a larger root and a site's own --pd-rem", async () => {
    const sizesUnder = async (rootSize: string) => {
      const { page } = await newPage()
      await withHostileCss(page, `html { font-size: ${rootSize}; }`)
      await page.goto('/newsletter/')
      const field = page.getByLabel(/e-?mail/i).first()
      await field.waitFor()
      const sizes = await field.evaluate((input) => {
        const root = input.closest('.pd-root') as Element
        const px = (el: Element, property: 'fontSize' | 'paddingTop') =>
          Number.parseFloat(getComputedStyle(el)[property])
        return { text: px(root, 'fontSize'), padding: px(input, 'paddingTop') }
      })
      await page.context().close()
      return sizes
    }
    const plain = await sizesUnder('100%')
    expect(plain.text).toBe(16)
    expect(await sizesUnder('62.5%')).toEqual(plain)
    expect((await sizesUnder('125%')).text).toBe(20)
    // A site that sets --pd-rem itself keeps it (README, Look and theme).
    expect((await sizesUnder('62.5%; --pd-rem: 15px')).text).toBe(15)
  })

  it("keeps the account's tables as tables under a theme's responsive table { display: block }", async () => {
    const { page } = await newPage()
    await withHostileCss(page, 'table { display: block; overflow-x: auto; }')
    await logInAs(page, 'verified@example.org')
    await page.goto('/account/#!/my-account-finlit-academy')
    const table = page.getByRole('table', { name: 'Upcoming Events' })
    await table.waitFor()
    expect(await table.evaluate((el) => getComputedStyle(el).display)).toBe('table')
  })

  it('leaves the page under the empty alert banner clickable', async () => {
    const { page } = await newPage()
    await page.goto('/')
    await widgetsSettled(page)
    const hit = await page.evaluate(() => {
      const banner = document.querySelector('.pd-alerts') as HTMLElement
      const box = banner.getBoundingClientRect()
      const found = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return { height: box.height, inBanner: Boolean(found && banner.contains(found)) }
    })
    expect(hit.height).toBeGreaterThan(0)
    expect(hit.inBanner).toBe(false)
  })

  it('shows the login modal in the top layer, above a host overlay at the highest z-index; Escape closes it and focus returns', async () => {
    const { page } = await newPage()
    await withHostileCss(
      page,
      TOP_LAYER_CSS,
      '<div class="host-overlay"><button type="button">Chat with us</button></div>',
    )
    await page.goto('/')
    await widgetsSettled(page)
    const opener = page.locator('.site-login').getByRole('button', { name: /log in/i })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: /log in/i })
    await dialog.waitFor()
    const top = await page.evaluate(() => {
      const modal = document.querySelector('dialog.pd-modal') as HTMLDialogElement
      const box = modal.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      const overlay = document.querySelector('.host-overlay') as HTMLElement
      const overlayBox = overlay.getBoundingClientRect()
      return {
        modal: modal.matches(':modal'),
        centreInModal: Boolean(hit && modal.contains(hit)),
        visible: box.width > 100 && box.height > 100,
        // The overlay covers the whole viewport, so the modal's centre is also inside it.
        overlayCovers: overlayBox.width >= window.innerWidth && overlayBox.height >= window.innerHeight,
      }
    })
    expect(top).toEqual({ modal: true, centreInModal: true, visible: true, overlayCovers: true })
    // The page behind is inert: its button cannot take focus while the modal is open.
    const behind = await page.evaluate(() => {
      ;(document.querySelector('.host-overlay button') as HTMLButtonElement).focus()
      return document.activeElement?.closest('dialog') != null
    })
    expect(behind).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // The page is still updating as the dialog goes (the modal's own focus return runs after paint).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.site-login') != null))
      .toBe(true)
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON')
  })

  it('keeps one session when the loader is loaded twice', async () => {
    const { page } = await newPage()
    await page.route(/\/(\?.*)?$/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue()
      const response = await fetchRouted(route)
      const second =
        '<script type="module" src="/widgets/pd-widgets.js?again=1" data-config="/widgets/site-config.json"></script>'
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `${second}</head>`) })
    })
    await page.goto('/')
    await widgetsSettled(page)
    const mounted = await page.evaluate(
      () =>
        document.querySelectorAll('[data-pd-widget="login"] .pd-root, [data-pd-widget="login"].pd-root')
          .length,
    )
    expect(mounted).toBe(1)
    expect(await page.evaluate(() => typeof window.PDWidgets?.mount)).toBe('function')
  })

  it('lets another tab follow a log out', async () => {
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('/account/#!/my-account-profile')
    const other = await page.context().newPage()
    await other.goto('/account/#!/my-account-profile')
    await other.getByRole('button', { name: 'Log Out' }).first().waitFor()
    await page.getByRole('button', { name: 'Log Out' }).first().click()
    await other.waitForURL((url) => url.pathname === '/', { timeout: 5000 })
    expect(await other.evaluate(() => localStorage.getItem('t'))).toBeNull()
  })
})
