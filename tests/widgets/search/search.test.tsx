import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import type { Hono } from 'hono'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../../demo-site/server/app'
import { loadingStore } from '../../../shared/api/loading-store'
import { logIn } from '../../../shared/session/session-store'
import { mount as mountAlerts } from '../../../widgets/alerts/entry'
import { mount } from '../../../widgets/search/entry'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

/**
 * The reference server's search stand-in, run over a fixed set of pages written here, so the
 * counts do not move when the demo site's content changes: 15 blog posts and 8 resources that
 * mention "budget", a search page that mentions it too (and must never be found), and one
 * community page.
 */
let pagesDir: string

function writePage(path: string, title: string, body: string): void {
  const dir = join(pagesDir, path)
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>`,
  )
}

beforeAll(() => {
  pagesDir = mkdtempSync(join(tmpdir(), 'pd-search-pages-'))
  for (let n = 1; n <= 15; n++)
    writePage(`blog/post-${String(n).padStart(2, '0')}`, `Budget post ${n}`, 'A budget lesson.')
  for (let n = 1; n <= 8; n++) writePage(`resources/sheet-${n}`, `Budget sheet ${n}`, 'A budget worksheet.')
  writePage('search', 'Search', 'Search for budget lessons.')
  writePage('community', 'Community', 'Our podcast and fellows.')
})

afterAll(() => rmSync(pagesDir, { recursive: true, force: true }))

let server: WidgetServer
let searchApp: Hono
let providerRequests: Request[]
let providerAnswer: ((request: Request) => Response | Promise<Response>) | undefined
let unmounts: (() => void)[] = []

beforeEach(async () => {
  server = await startWidgetServer()
  searchApp = createApp({ db: server.db, demo: true, secret: 'test-secret', pagesDir })
  providerRequests = []
  providerAnswer = undefined
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    providerRequests.push(request)
    return providerAnswer ? providerAnswer(request) : searchApp.fetch(request)
  })
  history.replaceState(null, '', '/search/')
  mountInto(mountAlerts)
})

afterEach(async () => {
  for (const unmount of unmounts) unmount()
  unmounts = []
  vi.unstubAllGlobals()
  await stopWidgetServer(server)
})

function mountInto(mountFn: typeof mount): void {
  const el = document.createElement('div')
  document.body.append(el)
  unmounts.push(mountFn(el, {}))
}

async function searchFor(words: string): Promise<void> {
  fireEvent.input(await screen.findByLabelText('Search the site'), { target: { value: words } })
  fireEvent.click(screen.getByRole('button', { name: 'Search' }))
}

function lastQuery(): URLSearchParams {
  const last = providerRequests.at(-1)
  if (!last) throw new Error('no provider request')
  return new URL(last.url).searchParams
}

/**
 * The paths the result titles link to. Titles themselves go through the sanitizer, which is only
 * trusted in a real browser (DOMPurify documents happy-dom as unsafe): tests/e2e/search.test.ts
 * reads them there.
 */
function resultPaths(): string[] {
  return screen
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => new URL(heading.querySelector('a')?.href ?? 'http://x/none').pathname)
}

describe('search widget', () => {
  it('shows the total as "About N results" and each result with its title linked (§2.10, §3.10)', async () => {
    mountInto(mount)
    await searchFor('budget')
    expect(await screen.findByText('About 23 results')).toBeTruthy()
    expect(resultPaths()).toHaveLength(10)
    expect(resultPaths()[0]).toBe('/blog/post-01/')
  })

  it('never finds the search page itself (§9)', async () => {
    mountInto(mount)
    await searchFor('search')
    expect(await screen.findByText(/No results for/)).toBeTruthy()
    expect(lastQuery().get('q')).toMatch(/ -site:[^ ]+\/search\/$/)
  })

  it('shows the no-results state when nothing matches (§2.10)', async () => {
    mountInto(mount)
    await searchFor('xylophone')
    expect(
      await screen.findByText('No results for “xylophone”. Try other words or another filter.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
  })

  it('pages forward with nextPage startIndex and back by 10 (§9)', async () => {
    mountInto(mount)
    await searchFor('budget')
    await screen.findByText('About 23 results')
    expect(lastQuery().get('start')).toBe('1')
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(resultPaths()[0]).toBe('/blog/post-11/'))
    expect(lastQuery().get('start')).toBe('11')

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(resultPaths()).toHaveLength(3))
    expect(lastQuery().get('start')).toBe('21')
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(resultPaths()[0]).toBe('/blog/post-11/'))
    expect(lastQuery().get('start')).toBe('11')
  })

  it('offers no Next when the returned startIndex is not below the total (§9)', async () => {
    providerAnswer = () =>
      Response.json({
        items: [{ title: 'Last one', link: '/blog/last/', displayLink: 'localhost', snippet: 'x' }],
        searchInformation: { totalResults: '11' },
        queries: { nextPage: [{ startIndex: 11 }] },
      })
    mountInto(mount)
    await searchFor('budget')
    await screen.findByText('About 11 results')
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
  })

  it('scopes the blog filter to the blog and searches again from the first page (§9)', async () => {
    mountInto(mount)
    await searchFor('budget')
    await screen.findByText('About 23 results')
    fireEvent.click(screen.getByRole('tab', { name: 'Blog' }))
    expect(await screen.findByText('About 15 results')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Blog' }).getAttribute('aria-selected')).toBe('true')
    expect(lastQuery().get('q')).toBe(`budget site:${location.host}/blog/ -site:${location.host}/search/`)
    expect(lastQuery().get('start')).toBe('1')
  })

  it('shows the filters as tabs over the results: arrows move, Enter picks, one tab in the tab order (§2.10)', async () => {
    mountInto(mount)
    await searchFor('budget')
    await screen.findByText('About 23 results')
    const tabs = screen.getAllByRole('tab')
    expect(screen.getByRole('tablist').contains(tabs[0] as Node)).toBe(true)
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1, -1])
    const all = screen.getByRole('tab', { name: 'All' })
    all.focus()
    fireEvent.keyDown(all, { key: 'ArrowRight' })
    const blog = screen.getByRole('tab', { name: 'Blog' })
    expect(document.activeElement).toBe(blog)
    // Moving does not search: each pick runs a search.
    expect(blog.getAttribute('aria-selected')).toBe('false')
    fireEvent.keyDown(blog, { key: 'ArrowLeft' })
    fireEvent.keyDown(all, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Advocacy' }))
    fireEvent.click(blog)
    expect(await screen.findByText('About 15 results')).toBeTruthy()
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(blog.id)
  })

  it('scopes the resources filter to everything but the blog (§9)', async () => {
    mountInto(mount)
    await searchFor('budget')
    await screen.findByText('About 23 results')
    fireEvent.click(screen.getByRole('tab', { name: 'Resources' }))
    expect(await screen.findByText('About 8 results')).toBeTruthy()
    expect(resultPaths().every((path) => path.startsWith('/resources/'))).toBe(true)
  })

  it('reads q, filter and start from the page URL on load, so results can be linked', async () => {
    history.replaceState(null, '', '/search/?q=budget&filter=blog&start=11')
    mountInto(mount)
    expect(await screen.findByText('About 15 results')).toBeTruthy()
    expect((screen.getByLabelText('Search the site') as HTMLInputElement).value).toBe('budget')
    expect(resultPaths()[0]).toBe('/blog/post-11/')
  })

  it('writes each search to the URL with pushState and goes back to the last one on popstate', async () => {
    mountInto(mount)
    await searchFor('budget')
    await screen.findByText('About 23 results')
    expect(location.search).toBe('?q=budget')
    await searchFor('podcast')
    await screen.findByText('About 1 result')
    expect(location.search).toBe('?q=podcast')

    history.back()
    await waitFor(() => expect(location.search).toBe('?q=budget'))
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(await screen.findByText('About 23 results')).toBeTruthy()
    await waitFor(() =>
      expect((screen.getByLabelText('Search the site') as HTMLInputElement).value).toBe('budget'),
    )
  })

  it('asks for words beside the box and sends nothing for an empty query', async () => {
    mountInto(mount)
    await searchFor('   ')
    expect(await screen.findByText('Please enter a word or phrase to search for.')).toBeTruthy()
    expect(providerRequests).toHaveLength(0)
  })

  it('never sends the session token or the XSRF header to the provider (§6, §7.1)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    document.cookie = 'XSRF-TOKEN=abc; path=/'
    mountInto(mount)
    await searchFor('budget')
    await screen.findByText('About 23 results')
    const request = providerRequests.at(-1)
    expect(request?.headers.get('CPAUTH')).toBeNull()
    expect(request?.headers.get('X-XSRF-TOKEN')).toBeNull()
    expect(request?.credentials).toBe('omit')
  })

  it('alerts "There was an error, feel free to refresh and try again" when the search fails (§8)', async () => {
    providerAnswer = () => new Response('down', { status: 500 })
    mountInto(mount)
    await searchFor('budget')
    expect(
      (await screen.findAllByText('There was an error, feel free to refresh and try again')).length,
    ).toBeGreaterThan(0)
  })

  it('says in the results place that the search failed, with "Try again", which searches again', async () => {
    providerAnswer = () => new Response('down', { status: 500 })
    mountInto(mount)
    await searchFor('budget')
    const failed = (await screen.findByText('The search could not be done.')).closest(
      '.pd-notice',
    ) as HTMLElement
    // The §8 text is the banner's alone: one text twice on the page cannot be told apart.
    expect(screen.getAllByText('There was an error, feel free to refresh and try again')).toHaveLength(1)
    providerAnswer = undefined
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeTruthy()
  })

  it('alerts the search error for an answer that is not the provider shape (§8)', async () => {
    providerAnswer = () => Response.json({ items: 'not a list' })
    mountInto(mount)
    await searchFor('budget')
    expect(
      (await screen.findAllByText('There was an error, feel free to refresh and try again')).length,
    ).toBeGreaterThan(0)
  })

  it.each([
    ['HTTP 429', () => new Response('{}', { status: 429 })],
    ['HTTP 403', () => new Response('{}', { status: 403 })],
    [
      'a Google dailyLimitExceeded error',
      () =>
        Response.json({ error: { code: 400, errors: [{ reason: 'dailyLimitExceeded' }] } }, { status: 400 }),
    ],
    [
      'a Google RATE_LIMIT_EXCEEDED detail',
      () =>
        Response.json(
          { error: { code: 400, details: [{ reason: 'RATE_LIMIT_EXCEEDED' }] } },
          { status: 400 },
        ),
    ],
  ])('shows the calm unavailable state, without an error alert, for %s', async (_name, answer) => {
    providerAnswer = answer
    mountInto(mount)
    await searchFor('budget')
    expect(await screen.findByText('Search is unavailable right now. Please try again later.')).toBeTruthy()
    expect(screen.queryByText('There was an error, feel free to refresh and try again')).toBeNull()
  })

  it('links no result whose URL is not safe, and keeps its title as text', async () => {
    providerAnswer = () =>
      Response.json({
        items: [{ title: 'Trap', link: 'javascript:alert(1)', displayLink: 'evil', snippet: 'x' }],
        searchInformation: { totalResults: '1' },
      })
    mountInto(mount)
    await searchFor('trap')
    expect(await screen.findByRole('heading', { name: 'Trap' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Trap' })).toBeNull()
  })

  it('counts the provider call in the loading indicator (§2.12)', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    providerAnswer = async (request) => {
      await held
      return searchApp.fetch(request)
    }
    mountInto(mount)
    await searchFor('budget')
    await waitFor(() => expect(loadingStore.getState().inFlight).toBe(1))
    expect(screen.getByText('Searching…')).toBeTruthy()
    release()
    await screen.findByText('About 23 results')
    expect(loadingStore.getState().inFlight).toBe(0)
  })
})
