import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { cspViolations, fetchRouted, newPage, setUpBrowser } from './harness'

setUpBrowser({ reset: 'once' })

describe('the loader on a CMS page', () => {
  it('exposes window.PDWidgets and mounts the widgets it finds', async () => {
    const { page } = await newPage()
    await page.goto('/')
    await page.waitForFunction(
      () => document.querySelector('[data-pd-widget="loading"]')?.getAttribute('data-pd-mounted') === 'true',
    )
    const api = await page.evaluate(() => Object.keys(window.PDWidgets ?? {}).sort())
    expect(api).toEqual(['mount', 'mountAll', 'unmount'])
    expect(await page.locator('link[href$="pd-widgets.css"]').count()).toBe(1)
    expect(await cspViolations(page)).toEqual([])
  })

  it("starts its work in a task after the one that ends the page's parsing", async () => {
    const { page } = await newPage()
    // A module script placed after the loader runs in the same task as the loader, right after it
    // (both are deferred to the end of parsing): it sees whatever the loader did synchronously.
    await page.route('**/newsletter/', async (route) => {
      const response = await fetchRouted(route)
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      const html = (await response.text()).replace(
        /(<script type="module" src="\/widgets\/pd-widgets.js"[^>]*><\/script>)/,
        `$1<script type="module">window.__preloadsRightAfter = document.querySelectorAll('link[rel="modulepreload"]').length</script>`,
      )
      await route.fulfill({ response, headers, body: html })
    })
    await page.goto('/newsletter/')
    await page.waitForFunction(
      () =>
        document.querySelector('[data-pd-widget="newsletter"]')?.getAttribute('data-pd-mounted') === 'true',
    )
    const counts = await page.evaluate(() => ({
      rightAfter: (window as unknown as { __preloadsRightAfter?: number }).__preloadsRightAfter,
      later: document.querySelectorAll('link[rel="modulepreload"]').length,
    }))
    expect(counts.rightAfter).toBe(0)
    expect(counts.later).toBeGreaterThan(0)
  })

  it("asks for the config and the runtime's code before any widget's file, the page's main widget first", async () => {
    const { page } = await newPage()
    // Over HTTP/1.1 six requests go out at once: the ones every widget waits for go first.
    const asked: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/widgets/') && !/\/pd-widgets\.(js|css)$/.test(path)) asked.push(path)
    })
    await page.goto('/')
    await page.waitForFunction(
      () => document.querySelector('[data-pd-widget="alerts"]')?.getAttribute('data-pd-mounted') === 'true',
    )
    const firstEntry = asked.findIndex((path) => path.startsWith('/widgets/widgets/'))
    const before = asked.slice(0, firstEntry)
    // The config's fetch, the runtime's import and the core's preload start in one task; which of
    // them the browser sends first is its own affair.
    expect(before).toContain('/widgets/site-config.json')
    expect(before.some((path) => /^\/widgets\/chunks\/runtime-[A-Z0-9]+\.js$/.test(path))).toBe(true)
    expect(
      before.filter((path) => /^\/widgets\/chunks\/chunk-[A-Z0-9]+\.js$/.test(path)).length,
    ).toBeGreaterThan(0)
    expect(before.length).toBeLessThanOrEqual(4)
    expect(asked[firstEntry]).toBe('/widgets/widgets/newsletter.js')
    expect(asked.indexOf('/widgets/widgets/newsletter.js')).toBeLessThan(
      asked.indexOf('/widgets/widgets/login.js'),
    )
  })

  it('keeps the other widgets working when one throws, with one [pd-widgets] console line', async () => {
    const { page, consoleErrors } = await newPage()
    await page.route('**/widgets/widgets/loading.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: "export const mount = () => { throw new Error('boom') }",
      }),
    )
    await page.goto('/')
    await page.waitForFunction(
      () =>
        document.querySelector('[data-pd-widget="loading"]')?.getAttribute('data-pd-mounted') === 'failed',
    )
    await page.waitForFunction(
      () => document.querySelector('[data-pd-widget="alerts"]')?.getAttribute('data-pd-mounted') === 'true',
    )
    expect(await page.getByRole('status').count()).toBeGreaterThan(0)
    expect(consoleErrors.filter((line) => line.startsWith('[pd-widgets] loading: boom'))).toHaveLength(1)
    expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([])
  })

  /**
   * The newsletter page with `file` dropped: the newsletter's place says so with Reload, and
   * Reload, with the file back, brings the newsletter.
   */
  async function reloadsAfterFailedFile(file: string): Promise<void> {
    const { page, consoleErrors } = await newPage()
    await page.route(file, (route) => route.abort('internetdisconnected'))
    await page.goto('/newsletter/')
    const notice = page
      .locator('[data-pd-widget="newsletter"]')
      .getByRole('alert')
      .filter({ hasText: 'This part of the page could not be loaded.' })
    await notice.waitFor()
    await page.unroute(file)
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()])
    await page.waitForFunction(
      () =>
        document.querySelector('[data-pd-widget="newsletter"]')?.getAttribute('data-pd-mounted') === 'true',
    )
    expect(await page.getByText('This part of the page could not be loaded.').count()).toBe(0)
    expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([])
  }

  it("shows a notice with Reload where a widget's code failed to download", async () => {
    await reloadsAfterFailedFile('**/widgets/widgets/newsletter.js')
  })

  it('shows the notice with Reload in every widget when the runtime itself failed to download', async () => {
    // A dropped connection, or a loader a cache kept past the releases whose files stay.
    await reloadsAfterFailedFile('**/widgets/chunks/runtime-*.js')
  })

  it("rejects a host's mount when the runtime did not arrive and says so in the element, with Reload", async () => {
    const { page, consoleErrors } = await newPage()
    // A page with no widget at load: the runtime is fetched at the host's first mount.
    await page.route('**/newsletter/', async (route) => {
      const response = await fetchRouted(route)
      const html = (await response.text()).replace(
        '<div data-pd-widget="newsletter"></div>',
        '<div id="host-slot"></div>',
      )
      await route.fulfill({ response, body: html })
    })
    await page.route('**/widgets/chunks/runtime-*.js', (route) => route.abort('internetdisconnected'))
    await page.goto('/newsletter/')
    const mountOutcome = () =>
      page.evaluate(() =>
        window.PDWidgets!.mount(document.getElementById('host-slot')!, 'newsletter').then(
          () => 'mounted',
          () => 'rejected',
        ),
      )
    expect(await mountOutcome()).toBe('rejected')
    const notice = page.locator('#host-slot').getByRole('alert')
    expect(await notice.textContent()).toContain('This part of the page could not be loaded.')
    expect(await notice.getByRole('button', { name: 'Reload' }).count()).toBe(1)

    // mountAll over markup the host holds (not yet in the page, so the loader's watch does not see
    // it): the same notice in each widget's place.
    const mountAllOutcome = await page.evaluate(async () => {
      const box = document.createElement('div')
      const widget = document.createElement('div')
      widget.dataset.pdWidget = 'contact'
      box.append(widget)
      const outcome = await window.PDWidgets!.mountAll(box).then(
        () => 'mounted',
        () => 'rejected',
      )
      // The root a widget itself, as a host may pass it.
      const alone = document.createElement('div')
      alone.dataset.pdWidget = 'newsletter'
      const aloneOutcome = await window.PDWidgets!.mountAll(alone).then(
        () => 'mounted',
        () => 'rejected',
      )
      const reloadIn = (el: Element) => el.querySelector('[role="alert"] button')?.textContent
      return `${outcome}: ${reloadIn(widget)}; ${aloneOutcome}: ${reloadIn(alone)}`
    })
    expect(mountAllOutcome).toBe('rejected: Reload; rejected: Reload')

    // The alert banner mounted by name keeps its place empty: it has no room to say so.
    const banner = await page.evaluate(async () => {
      const el = document.createElement('div')
      await window.PDWidgets!.mount(el, 'alerts').catch(() => undefined)
      return el.childElementCount
    })
    expect(banner).toBe(0)
    expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([])
  })

  /** What the stylesheet writes before the event registration widget's own content. */
  const roomText = (page: Page) =>
    page.evaluate(() => {
      const el = document.querySelector('[data-pd-widget="event-registration"]')
      return el ? getComputedStyle(el, '::before').content : 'no widget'
    })

  it("says Loading… in a widget's room until the widget draws itself", async () => {
    const { page } = await newPage()
    // The runtime held back, as a slow network does: the room would be blank until it came.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/widgets/chunks/runtime-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/event/?id=103')
    await expect.poll(() => roomText(page)).toBe('"Loading…"')
    release()
    await page.waitForFunction(
      () =>
        document.querySelector('[data-pd-widget="event-registration"]')?.getAttribute('data-pd-mounted') ===
        'true',
    )
    expect(await roomText(page)).toBe('none')
  })

  it('says Cargando… in the room on a Spanish page, and nothing when the loader never arrives', async () => {
    const { page } = await newPage()
    await page.route('**/widgets/chunks/runtime-*.js', () => {})
    await page.goto('/es/event/?id=103')
    await expect.poll(() => roomText(page)).toBe('"Cargando…"')
    // The header's log-in link is no room: nothing is written beside it.
    const headerText = await page.evaluate(() => {
      const el = document.querySelector('[data-pd-widget="login"]')
      return el ? getComputedStyle(el, '::before').content : 'no login widget'
    })
    expect(headerText).toBe('none')
    await page.unroute('**/widgets/chunks/runtime-*.js')

    // A loader that is not there would leave "Loading…" for ever: the room stays blank instead.
    await page.route('**/widgets/pd-widgets.js', (route) => route.abort('internetdisconnected'))
    await page.goto('/event/?id=103', { waitUntil: 'load' })
    expect(await roomText(page)).toBe('none')
  })

  it('logs an unknown widget name and says so in its place for the page editor', async () => {
    const { page, consoleErrors } = await newPage()
    await page.goto('/')
    await page.evaluate(() => {
      const el = document.createElement('div')
      el.dataset.pdWidget = 'no-such-widget'
      document.querySelector('main')?.append(el)
    })
    await expect
      .poll(() => consoleErrors.find((line) => line.includes('no-such-widget')))
      .toBe('[pd-widgets] no-such-widget: unknown widget name')
    await page
      .getByText('This part of the page is not set up correctly: there is no widget named "no-such-widget".')
      .waitFor()
    expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([])
  })

  it("reads the config named by its own tag, not another script's data-config before it", async () => {
    const { page } = await newPage()
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await page.route('**/other-library/config.json', (route) => route.fulfill({ status: 404, body: '' }))
    await page.route('**/config-clash/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Config clash</title>
<script data-config="/other-library/config.json">window.other = true</script>
<link rel="stylesheet" href="/widgets/pd-widgets.css">
<script type="module" src="/widgets/pd-widgets.js" data-config="/widgets/site-config.json"></script>
</head><body><main><div data-pd-widget="newsletter"></div></main></body></html>`,
      }),
    )
    await page.goto('/config-clash/')
    await page.getByRole('button', { name: 'Subscribe' }).waitFor()
    expect(asked).toContain('/widgets/site-config.json')
    expect(asked).not.toContain('/other-library/config.json')
  })

  it("keeps to the defaults when its own tag names no config, whatever another script's data-config says", async () => {
    const { page, consoleErrors } = await newPage()
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    // Taken as ours, this file stopped every widget from mounting, without a word.
    await page.route('**/other-library/config.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"autoMount":false,"brand":"OtherLib"}' }),
    )
    await page.route('**/config-none/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>No config of ours</title>
<script data-config="/other-library/config.json">window.other = true</script>
<link rel="stylesheet" href="/widgets/pd-widgets.css">
<script type="module" src="/widgets/pd-widgets.js"></script>
</head><body><main><div data-pd-widget="newsletter"></div></main></body></html>`,
      }),
    )
    await page.goto('/config-none/')
    await page.getByRole('button', { name: 'Subscribe' }).waitFor()
    expect(asked).not.toContain('/other-library/config.json')
    await expect.poll(() => consoleErrors).toContain('[pd-widgets] config: none given; defaults used')
  })

  it('mounts widgets inserted after load, once each', async () => {
    const { page } = await newPage()
    await page.goto('/')
    await page.evaluate(() => {
      const el = document.createElement('div')
      el.id = 'late'
      el.dataset.pdWidget = 'loading'
      document.querySelector('main')?.append(el)
    })
    await page.waitForFunction(
      () => document.getElementById('late')?.getAttribute('data-pd-mounted') === 'true',
    )
    await page.evaluate(() => window.PDWidgets?.mountAll())
    expect(await page.locator('#late [role="status"]').count()).toBe(1)
  })

  it('mounts an element already in the page once the page marks it, and stops one the page takes away', async () => {
    const { page } = await newPage()
    await page.goto('/')
    await page.evaluate(() => {
      const el = document.createElement('div')
      el.id = 'marked-later'
      document.querySelector('main')?.append(el)
    })
    await page.evaluate(() =>
      document.getElementById('marked-later')?.setAttribute('data-pd-widget', 'newsletter'),
    )
    const box = page.locator('#marked-later')
    await box.getByRole('textbox').waitFor()

    const taken = await page.evaluate(async () => {
      const el = document.getElementById('marked-later') as HTMLElement
      el.remove()
      await new Promise((resolve) => setTimeout(resolve, 50))
      return { mounted: el.hasAttribute('data-pd-mounted'), children: el.childElementCount }
    })
    expect(taken).toEqual({ mounted: false, children: 0 })
  })

  it('follows a host that swaps its whole <body> (Turbo Drive, htmx boost): the new widgets mount, the old ones stop', async () => {
    const { page } = await newPage()
    await page.goto('/newsletter/')
    await page.getByRole('textbox', { name: /email/i }).waitFor()
    const swapped = await page.evaluate(async () => {
      const old = document.querySelector('main [data-pd-widget="newsletter"]') as HTMLElement
      // Built node by node: the page's Trusted Types policy refuses innerHTML.
      const body = document.createElement('body')
      const main = body.appendChild(document.createElement('main'))
      const widget = main.appendChild(document.createElement('div'))
      widget.id = 'swapped'
      widget.dataset.pdWidget = 'newsletter'
      document.body.replaceWith(body)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return { oldMounted: old.hasAttribute('data-pd-mounted') }
    })
    expect(swapped).toEqual({ oldMounted: false })
    await page.locator('#swapped').getByRole('textbox', { name: /email/i }).waitFor()
  })
})
