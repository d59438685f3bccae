// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SEED_EVENTS, SEED_USERS } from '../../../demo-site/server/seed'
import { accountContentDefaults } from '../../../shared/config/account-content'
import { siteConfigDefaults } from '../../../shared/config/site-config-defaults'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import { createTestApp } from '../../helpers/test-app'

const NOW = new Date('2026-03-02T18:00:00Z')

const fixtureRoots: string[] = []
afterAll(() => {
  for (const root of fixtureRoots) rmSync(root, { recursive: true, force: true })
})

function fixtureDirs() {
  const root = mkdtempSync(join(tmpdir(), 'pd-pages-'))
  fixtureRoots.push(root)
  const pagesDir = join(root, 'pages')
  const distDir = join(root, 'dist')
  mkdirSync(join(pagesDir, 'account'), { recursive: true })
  mkdirSync(distDir, { recursive: true })
  writeFileSync(join(pagesDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>')
  writeFileSync(
    join(pagesDir, 'account', 'index.html'),
    '<!doctype html><title>Account</title><h1>My account</h1>',
  )
  writeFileSync(join(pagesDir, 'site.css'), 'body { color: black }')
  writeFileSync(join(distDir, 'pd-widgets.js'), 'export {}')
  writeFileSync(join(distDir, 'pd-widgets.js.map'), '{}')
  mkdirSync(join(distDir, 'chunks'))
  writeFileSync(join(distDir, 'chunks', 'chunk-LBRDI6KP.js'), 'export {}')
  writeFileSync(join(root, 'secret.txt'), 'do not serve')
  return { pagesDir, distDir }
}

describe('static serving', () => {
  it('serves pages by folder, redirects /x to /x/ and answers a plain 404 page otherwise', async () => {
    const { fetch } = createTestApp(fixtureDirs())
    const home = await fetch('/')
    expect(home.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(home.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(home.headers.get('Referrer-Policy')).toBe('same-origin')
    expect(await (await fetch('/account/')).text()).toContain('My account')
    const redirect = await fetch('/account?x=1')
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('Location')).toBe('/account/?x=1')
    const missing = await fetch('/no-such-page/')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page not found')
    expect((await fetch('/site.css')).headers.get('Content-Type')).toMatch(/^text\/css/)
  })

  it('fills the shared parts into a page that asks for them, and never serves a part alone', async () => {
    const dirs = fixtureDirs()
    mkdirSync(join(dirs.pagesDir, '_partials'))
    writeFileSync(join(dirs.pagesDir, '_partials', 'site-header.html'), '  <header>Shared nav</header>\n')
    writeFileSync(join(dirs.pagesDir, '_partials', 'site-footer.html'), '  <footer>Shared foot</footer>\n')
    mkdirSync(join(dirs.pagesDir, 'with-header'))
    writeFileSync(
      join(dirs.pagesDir, 'with-header', 'index.html'),
      '<!doctype html><title>H</title>\n<body>\n  <!-- site-header -->\n  <main>Page</main>\n' +
        '  <!-- site-footer -->\n  <!-- a plain comment -->\n</body>\n',
    )
    const { fetch } = createTestApp(dirs)
    const page = await (await fetch('/with-header/')).text()
    expect(page).toContain(
      '<body>\n  <header>Shared nav</header>\n  <main>Page</main>\n  <footer>Shared foot</footer>\n' +
        '  <!-- a plain comment -->\n</body>',
    )
    expect(page).not.toContain('site-header -->')
    expect((await fetch('/_partials/site-header.html')).status).toBe(404)
    expect((await fetch('/_partials/')).status).toBe(404)
  })

  it('links each page to the same page in the other language, its query kept, where the demo has one', async () => {
    const { fetch } = createTestApp({ now: () => NOW })
    const spanish = await (await fetch('/es/event/?id=105')).text()
    expect(spanish).toContain('<a href="/event/?id=105" hreflang="en" lang="en">English</a>')
    const english = await (await fetch('/event/?id=105')).text()
    expect(english).toContain('<a href="/es/event/?id=105" hreflang="es" lang="es">Español</a>')
    expect(await (await fetch('/')).text()).toContain('<a href="/es/" hreflang="es"')
    // No Spanish events list: no link to one.
    expect(await (await fetch('/events/')).text()).not.toContain('Español')
    const hostile = await (await fetch('/es/event/?id=1%22%3E%3Cscript%3Ealert(1)%3C/script%3E')).text()
    expect(hostile).not.toContain('<script>alert(1)')
    // "$`" is a replacement pattern; an encoded slash must not make a link to another site.
    const pattern = await (await fetch('/es/?$`https://evil.example/login')).text()
    expect(pattern).toContain('<a href="/?$`https://evil.example/login" hreflang="en"')
    const slashes = await (await fetch('/es/%2Fevil.example/..%2Fevent/')).text()
    expect(slashes).toContain('<a href="/" hreflang="en" lang="en">English</a>')
    expect(slashes).not.toMatch(/href="\/\//)
  })

  it('serves widget files with their content types and refuses path traversal', async () => {
    const { fetch } = createTestApp(fixtureDirs())
    expect((await fetch('/widgets/pd-widgets.js')).headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect((await fetch('/widgets/pd-widgets.js.map')).headers.get('Content-Type')).toMatch(
      /^application\/json/,
    )
    expect((await fetch('/widgets/missing.js')).status).toBe(404)
    for (const path of [
      '/widgets/../secret.txt',
      '/widgets/%2e%2e/secret.txt',
      '/widgets/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
    ]) {
      const response = await fetch(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('do not serve')
    }
  })

  it('lets browsers keep hashed chunks for good and check the named entry files each time', async () => {
    const { fetch } = createTestApp(fixtureDirs())
    const chunk = await fetch('/widgets/chunks/chunk-LBRDI6KP.js')
    expect(chunk.status).toBe(200)
    expect(chunk.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await fetch('/widgets/pd-widgets.js')).headers.get('Cache-Control')).toBe('no-cache')
  })

  it('answers a revalidation of an unchanged file with 304, by its ETag', async () => {
    const { fetch } = createTestApp(fixtureDirs())
    for (const path of ['/widgets/pd-widgets.js', '/widgets/site-config.json']) {
      const first = await fetch(path)
      const etag = first.headers.get('ETag')
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/)
      const again = await fetch(path, { headers: { 'If-None-Match': etag ?? '' } })
      expect(again.status, path).toBe(304)
      expect(await again.text()).toBe('')
      expect((await fetch(path, { headers: { 'If-None-Match': 'W/"other"' } })).status).toBe(200)
    }
  })

  it('lets a page on another origin load the build files (module scripts are fetched with CORS)', async () => {
    const { fetch } = createTestApp(fixtureDirs())
    const answer = await fetch('/widgets/chunks/chunk-LBRDI6KP.js', {
      headers: { Origin: 'https://cms.example.org' },
    })
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })

  it("keeps the server's bundle and the build's records off the public site", async () => {
    const dirs = fixtureDirs()
    const privateFiles = [
      'server/main.js',
      'server/main.js.map',
      'metafile.json',
      'size-report.json',
      'chunk-releases.json',
    ]
    mkdirSync(join(dirs.distDir, 'server'))
    for (const file of privateFiles) writeFileSync(join(dirs.distDir, file), '{}')
    const { fetch } = createTestApp(dirs)
    for (const file of privateFiles) {
      expect((await fetch(`/widgets/${file}`)).status, file).toBe(404)
    }
    expect((await fetch('/widgets/pd-widgets.js.map')).status).toBe(200)
    // The licence notices a chunk's last line points to are public.
    writeFileSync(join(dirs.distDir, 'chunks', 'chunk-LBRDI6KP.js.LEGAL.txt'), 'MIT')
    expect((await fetch('/widgets/chunks/chunk-LBRDI6KP.js.LEGAL.txt')).status).toBe(200)
  })

  it('serves the validated site config', async () => {
    const { request } = createTestApp()
    const config = await request('/widgets/site-config.json')
    expect(config).toMatchObject({
      brand: 'FinLit',
      brandSlug: 'finlit',
      videoService: { linkField: 'zoomLink' },
    })
  })

  it("serves the Spanish pages' config: the site's, with the Spanish home, account, onboarding and registration pages", async () => {
    const { request } = createTestApp()
    const english = (await request('/widgets/site-config.json')) as { paths: Record<string, string> }
    const spanish = (await request('/widgets/site-config-es.json')) as {
      paths: Record<string, string>
      staffPicks?: { title: string; href: string }[]
      quickLinks?: { label: string; href: string }[]
      toolkit: { title?: string }
    }
    expect(spanish.paths.onboarding).toBe('/es/onboarding-step1/')
    expect(spanish.paths.home).toBe('/es/')
    expect(spanish.paths.eventRegistration).toBe('/es/event/')
    expect(spanish.paths.account).toBe('/es/account/')
    // The account's content in Spanish, to the same pages.
    expect(spanish.staffPicks?.[0]?.title).toBe('Presupuesto básico')
    expect(spanish.quickLinks?.[0]).toEqual({ label: 'Centro de ayuda', href: '/help-center/' })
    expect(spanish.toolkit.title).toBe('Mis herramientas docentes')
    expect(spanish.staffPicks?.map((card) => card.href)).toEqual(
      accountContentDefaults.staffPicks.map((card) => card.href),
    )
    // Everything else is the site's.
    const { home, onboarding, eventRegistration, account } = english.paths
    const asEnglish = { ...spanish.paths, home, onboarding, eventRegistration, account }
    const { staffPicks: _s, quickLinks: _q, toolkit: _t, ...spanishRest } = spanish
    const { staffPicks: _es, quickLinks: _eq, toolkit: _et, ...englishRest } = english as typeof spanish
    expect({ ...spanishRest, paths: asEnglish }).toEqual(englishRest)
  })
})

describe('the demo site has every page the widgets link to', () => {
  // The certificate and transcript pages need a ticket or a user (their own tests are below).
  const needsQuery = new Set(['certificates', 'reports'])

  it("answers each site path of the default config, and the account page's blog posts", async () => {
    const { fetch } = createTestApp()
    const paths = Object.entries(siteConfigDefaults.paths)
      .filter(([key, path]) => !needsQuery.has(key) && path.startsWith('/'))
      .map(([, path]) => path.replace('{slug}', siteConfigDefaults.brandSlug))
    const accountPage = readFileSync(
      join(import.meta.dirname, '../../../demo-site/pages/account/index.html'),
      'utf8',
    )
    const posts = [...accountPage.matchAll(/"link": "(\/[^"]*)"/g)].map((match) => match[1] as string)
    expect(posts.length).toBeGreaterThan(0)
    const missing: string[] = []
    for (const path of [...paths, ...posts]) {
      if ((await fetch(path)).status !== 200) missing.push(path)
    }
    expect(missing).toEqual([])
  })
})

describe('certificate and transcript pages (§2.13, §7.6)', () => {
  it('shows a certificate for an attended ticket and a 404 page otherwise', async () => {
    const { fetch, db } = createTestApp({ now: () => NOW })
    const { id } = db
      .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = 1')
      .get(SEED_EVENTS.vpdAttendedCurrent) as { id: string }
    const page = await fetch(
      `/event-certificates/?e=${SEED_EVENTS.vpdAttendedCurrent}&t=${id}&u=${SEED_USERS.verified.uuid}`,
    )
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('Vera Verified')
    expect(html).toContain('Banking Basics for Teens')
    expect(html).toMatch(/1 credit\b/)
    expect(
      (await fetch(`/event-certificates/?e=${SEED_EVENTS.vpdAttendedCurrent}&t=${id}&u=someone-else`)).status,
    ).toBe(404)
    const registered = db.prepare('SELECT id FROM tickets WHERE event_id = 101').get() as { id: string }
    expect(
      (await fetch(`/event-certificates/?e=101&t=${registered.id}&u=${SEED_USERS.verified.uuid}`)).status,
    ).toBe(404)
  })

  it('lists all attended events, or the current academy year only with f=true', async () => {
    const { fetch } = createTestApp({ now: () => NOW })
    const all = await (
      await fetch(`/reports/?u=${SEED_USERS.verified.uuid}&a=x&d=y&c=z&e=w&t=1&f=false`)
    ).text()
    const current = await (await fetch(`/reports/?u=${SEED_USERS.verified.uuid}&f=true`)).text()
    expect(all).toContain('Teaching Credit Cards')
    expect(all).toContain('Banking Basics for Teens')
    expect(current).not.toContain('Teaching Credit Cards')
    expect(current).toContain('Banking Basics for Teens')
    // Types as the widgets show them (§2.4): "Virtual PD", never the stored "VPD".
    expect(all).toContain('<td>Virtual PD</td>')
    expect(all).not.toContain('<td>VPD</td>')
    expect((await fetch('/reports/?u=unknown')).status).toBe(404)
  })

  it('escapes every value it prints', async () => {
    const { fetch, request, db } = createTestApp({ now: () => NOW })
    db.prepare(`UPDATE users SET first_name = '<script>alert(1)</script>' WHERE id = 1`).run()
    const page = await (await fetch(`/reports/?u=${SEED_USERS.verified.uuid}&f=false`)).text()
    expect(page).not.toContain('<script>alert(1)')
    expect(page).toContain('&lt;script&gt;')
    await request(`${EVENTS_BASE}register/`, {
      json: {
        eventID: 103,
        registrationForm: {
          question_38: 'x@example.org',
          question_41: '<img src=x onerror=alert(1)>',
          question_42: 'Z',
        },
      },
    })
    const outbox = await (await fetch('/outbox/')).text()
    expect(outbox).not.toContain('<img src=x')
  })
})

describe('the site icon', () => {
  it('answers /favicon.ico with an icon, so no page logs a 404 for it', async () => {
    const { fetch } = createTestApp()
    const icon = await fetch('/favicon.ico')
    expect(icon.status).toBe(200)
    expect(icon.headers.get('Content-Type')).toBe('image/x-icon')
    // ICO header: reserved 0, type 1 (icon), at least one image.
    const bytes = new Uint8Array(await icon.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0])
    expect(bytes[4]).toBeGreaterThan(0)
  })
})

describe('demo routes', () => {
  it('lists every §1 type with seats and waitlist', async () => {
    const { request } = createTestApp()
    const events = await request('/__demo/events')
    const types = new Set(events.map((event: { type: string }) => event.type))
    for (const type of [
      'Webinar',
      'VPD',
      'FinCamp',
      'VirtualFinCamp',
      'FinCampPLUS',
      'FinLit On-Demand',
      'Certification Course',
      'Conference',
    ]) {
      expect(types.has(type), type).toBe(true)
    }
    const full = events.find((event: { id: string }) => event.id === String(SEED_EVENTS.vpdFull))
    expect(full).toMatchObject({ capacity: 3, seatsTaken: 3, waitlist: '1' })
  })

  it('creates events and tickets, and resets to the seed', async () => {
    const { request } = createTestApp()
    const { id } = await request('/__demo/events', {
      json: {
        type: 'VPD',
        title: 'New one',
        startDate: '2026-06-01',
        zoomLink: 'https://zoom.example.org/j/1',
        capacity: 1,
      },
    })
    const event = await request(`${EVENTS_BASE}get-event/`, { json: { id } })
    expect(event.info.event).toMatchObject({ title: 'New one' })
    const { ticketId } = await request('/__demo/tickets', {
      json: { userEmail: 'verified@example.org', eventId: id, status: 'Attended' },
    })
    const ticket = await request(`${EVENTS_BASE}get-ticket/`, {
      json: { id, ticketId },
      headers: {
        CPAUTH: (await request(`${LOGIN_BASE}login/`, { json: { u: 'verified', p: 'Demo-pass-1' } })).info.t,
      },
    })
    expect(ticket.info.event).toMatchObject({ zoomLink: 'https://zoom.example.org/j/1' })
    expect(ticketId).toMatch(/^[0-9a-f]{16}$/)
    expect((await request(`${EVENTS_BASE}get-event/`, { json: { id } })).info.event.waitlist).toBe('1')
    const full = await request('/__demo/events', {
      json: { type: 'VPD', title: 'Full one', startDate: '2026-06-01', waitlist: '1' },
    })
    expect((await request(`${EVENTS_BASE}get-event/`, { json: { id: full.id } })).info.event.waitlist).toBe(
      '1',
    )
    const open = await request('/__demo/events', {
      json: { type: 'VPD', title: 'Open one', startDate: '2026-06-01', waitlist: '0' },
    })
    expect((await request(`${EVENTS_BASE}get-event/`, { json: { id: open.id } })).info.event.waitlist).toBe(
      '0',
    )
    await request('/__demo/reset', { method: 'POST' })
    expect((await request(`${EVENTS_BASE}get-event/`, { json: { id } })).success).toBe(false)
  })

  it("refuses a POST another site's page sends, and takes the site's own and a tool's", async () => {
    const { fetch } = createTestApp()
    const reset = (headers: Record<string, string>) => fetch('/__demo/reset', { method: 'POST', headers })
    expect((await reset({ Origin: 'https://elsewhere.example' })).status).toBe(403)
    expect((await reset({ Origin: 'null' })).status).toBe(403)
    expect((await reset({ Origin: 'http://localhost' })).status).toBe(200)
    expect((await reset({})).status).toBe(200)
  })

  it('does not exist when demo mode is off', async () => {
    const { fetch } = createTestApp({ demo: false })
    expect((await fetch('/__demo/events')).status).toBe(404)
    expect((await fetch('/__demo/reset', { method: 'POST', json: {} })).status).toBe(404)
    expect((await fetch('/outbox/')).status).toBe(404)
  })
})

describe('search stand-in (§7.5, §9)', () => {
  it('answers the search API shape with paging and totals', async () => {
    const { request } = createTestApp()
    const answer = await request('/search-api/v1?q=teachers&start=1')
    expect(answer.items.length).toBe(10)
    expect(answer.items[0]).toMatchObject({
      title: expect.any(String),
      htmlTitle: expect.any(String),
      link: expect.stringMatching(/^http/),
      displayLink: 'localhost',
      snippet: expect.any(String),
      htmlSnippet: expect.any(String),
    })
    expect(typeof answer.searchInformation.totalResults).toBe('string')
    expect(answer.queries.nextPage[0].startIndex).toBe(11)
    const total = Number(answer.searchInformation.totalResults)
    const last = await request(`/search-api/v1?q=teachers&start=${Math.floor((total - 1) / 10) * 10 + 1}`)
    expect(last.queries.nextPage).toBeUndefined()
  })

  it('honours site: and -site: scopes on the URL path and requires every word', async () => {
    const { request } = createTestApp()
    const blog = await request(`/search-api/v1?q=${encodeURIComponent('budget site:localhost/blog/')}`)
    expect(blog.items.length).toBeGreaterThan(0)
    expect(
      blog.items.every((item: { link: string }) => new URL(item.link).pathname.startsWith('/blog/')),
    ).toBe(true)
    const notBlog = await request(`/search-api/v1?q=${encodeURIComponent('budget -site:example.org/blog/')}`)
    expect(
      notBlog.items.every((item: { link: string }) => !new URL(item.link).pathname.startsWith('/blog/')),
    ).toBe(true)
    const none = await request('/search-api/v1?q=budget+zzzunfindable')
    expect(none).toMatchObject({ items: [], searchInformation: { totalResults: '0' } })
  })
})
