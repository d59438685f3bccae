import type { Hono } from 'hono'
import { type AppOptions, createApp } from '../../demo-site/server/app'
import { type Database, openDatabase } from '../../demo-site/server/db'
import { seedDatabase } from '../../demo-site/server/seed'

export interface TestRequestInit {
  method?: string
  /** Sent as application/json. */
  json?: unknown
  /** Sent as multipart/form-data. */
  form?: FormData
  headers?: Record<string, string>
}

export interface TestApp {
  app: Hono
  db: Database
  /** Like the browser client: page load first, cookie jar, X-XSRF-TOKEN; JSON parsed when JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read envelopes of many shapes
  request(path: string, init?: TestRequestInit): Promise<any>
  /** The raw Response, same cookie and header handling. */
  fetch(path: string, init?: TestRequestInit & { body?: BodyInit }): Promise<Response>
  /** The cookie jar (name -> value). */
  cookies: Map<string, string>
}

export interface TestAppOptions extends Partial<AppOptions> {
  /** Seed the database (default true). */
  seed?: boolean
  /**
   * Loads a page before the first request, as a browser does, which sets the XSRF cookies (default
   * true). `false` is a page from a CMS cache or CDN, which carries no per-visitor cookie.
   */
  pageLoad?: boolean
}

/**
 * The reference server in-process on an in-memory database, seeded, with a cheap password cost.
 * @example
 *   const { request } = createTestApp()
 *   const answer = await request('/aaa-content/packages/user-login-manager/api/login/', { json: { u: 'verified', p: 'Demo-pass-1' } })
 */
export function createTestApp(options: TestAppOptions = {}): TestApp {
  const { seed = true, pageLoad = true, ...appOptions } = options
  const db = appOptions.db ?? openDatabase(':memory:')
  const passwordCost = appOptions.passwordCost ?? 2 ** 10
  if (seed) seedDatabase(db, { now: appOptions.now?.(), passwordCost })
  const app = createApp({ secret: 'test-secret', ...appOptions, db, passwordCost })
  const cookies = new Map<string, string>()
  let pageLoaded = !pageLoad

  function remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair?.indexOf('=') ?? -1
      if (pair && index > 0) cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim())
    }
  }

  function cookieHeader(): string {
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async function rawFetch(path: string, init: TestRequestInit & { body?: BodyInit } = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    if (cookies.size > 0 && !headers.has('Cookie')) headers.set('Cookie', cookieHeader())
    const response = await app.fetch(
      new Request(new URL(path, 'http://localhost'), {
        method: init.method ?? 'GET',
        headers,
        body: init.body ?? null,
      }),
    )
    remember(response)
    return response
  }

  async function fetchLikeClient(
    path: string,
    init: TestRequestInit & { body?: BodyInit } = {},
  ): Promise<Response> {
    if (!pageLoaded) {
      pageLoaded = true
      await rawFetch('/')
    }
    const method = init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET')
    const headers: Record<string, string> = { ...init.headers }
    const xsrf = cookies.get('XSRF-TOKEN')
    if (method === 'POST' && xsrf && !('X-XSRF-TOKEN' in headers)) headers['X-XSRF-TOKEN'] = xsrf
    let body = init.body
    if (init.json !== undefined) {
      headers['Content-Type'] ??= 'application/json'
      body = JSON.stringify(init.json)
    } else if (init.form) {
      body = init.form
    }
    return rawFetch(path, { ...init, method, headers, body })
  }

  return {
    app,
    db,
    cookies,
    fetch: fetchLikeClient,
    async request(path, init) {
      const response = await fetchLikeClient(path, init)
      const type = response.headers.get('Content-Type') ?? ''
      return type.includes('application/json') ? response.json() : response
    },
  }
}
