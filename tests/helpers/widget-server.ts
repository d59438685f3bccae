import type Database from 'better-sqlite3'
import type { Hono } from 'hono'
import { createApp } from '../../demo-site/server/app'
import { openDatabase } from '../../demo-site/server/db'
import { seedDatabase } from '../../demo-site/server/seed'
import { setApiFetch } from '../../shared/api/client'
import { setUploadXhr } from '../../shared/api/upload-with-progress'
import { FetchXhr } from './fetch-xhr'

/** Cheap password hashing for tests; the real server uses OWASP's N=2^17. */
export const TEST_PASSWORD_COST = 2 ** 10
export const DEMO_PASSWORD = 'Demo-pass-1'

export interface WidgetServer {
  app: Hono
  /** Requests sent and not yet answered: stopWidgetServer waits for them before closing. */
  inFlight: Set<Promise<Response>>
  db: Database.Database
  /** Every request the widgets sent, newest last (path and parsed JSON body). */
  requests: { method: string; path: string; headers: Headers; body: unknown }[]
  /** Makes the next answers to `path` come from `answer` instead of the server (fault injection). */
  override(path: string, answer: (request: Request) => Response | Promise<Response>): void
  /** The in-process fetch the client uses (for a test's own XMLHttpRequest stand-in). */
  fetch: typeof fetch
}

const httpOnlyCookies = new Map<string, string>()

/**
 * The Requests of every call in flight. Undici makes a request's signal follow another's through
 * a weak reference: a Request nobody holds can be collected with the link, and then the client's
 * time-out never reaches an answer that waits for it (the call never ends).
 */
const requestsInFlight = new Set<unknown[]>()

/**
 * Starts the real reference server app in-process on a fresh in-memory database with the seed,
 * and plugs it into the API client, so widgets under test talk to the real server. Cookies set by
 * the server land in document.cookie (HttpOnly ones in a private jar), as in a browser.
 */
export async function startWidgetServer(
  options: {
    seed?: boolean
    /**
     * Loads the page from the server first, which sets the XSRF cookies (default true). `false` is
     * a page from a CMS cache or CDN, which carries no per-visitor cookie.
     */
    pageLoad?: boolean
  } = {},
): Promise<WidgetServer> {
  const db = openDatabase(':memory:')
  if (options.seed !== false) await seedDatabase(db, { passwordCost: TEST_PASSWORD_COST })
  const app = createApp({ db, demo: true, secret: 'test-secret', passwordCost: TEST_PASSWORD_COST })
  const requests: WidgetServer['requests'] = []
  const overrides = new Map<string, (request: Request) => Response | Promise<Response>>()
  httpOnlyCookies.clear()

  const inFlight = new Set<Promise<Response>>()
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
    const withCookies = new Request(request.url, {
      method: request.method,
      headers: withCookieHeader(request.headers),
      body,
      // An override can then see the client give up (time-out), as a real server would.
      signal: request.signal,
    })
    const url = new URL(request.url)
    requests.push({
      method: request.method,
      path: url.pathname,
      headers: withCookies.headers,
      body: decodeBody(body),
    })
    const override = overrides.get(url.pathname)
    const held = [input, request, withCookies]
    requestsInFlight.add(held)
    try {
      const response = override ? await override(withCookies) : await app.fetch(withCookies)
      storeCookies(response.headers.getSetCookie())
      return response
    } finally {
      requestsInFlight.delete(held)
    }
  }
  const inProcessFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const pending = answer(input, init)
    inFlight.add(pending)
    const forget = () => inFlight.delete(pending)
    pending.then(forget, forget)
    return pending
  }
  setApiFetch(inProcessFetch as typeof fetch)
  setUploadXhr(() => new FetchXhr(inProcessFetch as typeof fetch) as unknown as XMLHttpRequest)
  if (options.pageLoad !== false) await inProcessFetch(location.href)
  return {
    app,
    db,
    inFlight,
    requests,
    override: (path, answer) => overrides.set(path, answer),
    fetch: inProcessFetch as typeof fetch,
  }
}

/**
 * Waits until every request the widgets sent has been answered (one answer may lead to the next
 * call, so it waits again until none is left), then unplugs the server and closes its database.
 * A call still in flight when the database closes would fail with "The database connection is not
 * open" after the test has ended.
 */
export async function stopWidgetServer(server: WidgetServer | undefined): Promise<void> {
  const waitUntil = Date.now() + 20_000
  while (server && server.inFlight.size > 0) {
    if (Date.now() > waitUntil) throw new Error(`${server.inFlight.size} calls still unanswered after 20 s`)
    await Promise.race([Promise.allSettled([...server.inFlight]), sleep(100)])
    // Let the answer's handlers run and send their follow-up calls before looking again.
    await sleep(0)
  }
  setApiFetch(undefined)
  setUploadXhr(undefined)
  server?.db.close()
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function withCookieHeader(headers: Headers): Headers {
  const next = new Headers(headers)
  const cookies = [document.cookie, ...[...httpOnlyCookies].map(([name, value]) => `${name}=${value}`)]
    .filter(Boolean)
    .join('; ')
  if (cookies) next.set('Cookie', cookies)
  return next
}

function storeCookies(setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
    const name = pair.slice(0, pair.indexOf('='))
    const value = pair.slice(pair.indexOf('=') + 1)
    const expired = attributes.some((item) => /^max-age=0$/i.test(item))
    if (attributes.some((item) => /^httponly$/i.test(item))) {
      if (expired) httpOnlyCookies.delete(name)
      else httpOnlyCookies.set(name, value)
    } else {
      document.cookie = expired ? `${name}=; path=/; max-age=0` : `${name}=${value}; path=/`
    }
  }
}

function decodeBody(body: ArrayBuffer | undefined): unknown {
  if (body === undefined) return undefined
  const text = new TextDecoder().decode(body)
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Holds the server's answers to one path until the returned function is called: what a widget
 * asks for while that answer is on its way shows in `requests`.
 */
export function holdAnswers(server: WidgetServer, path: string): () => void {
  let answer = () => {}
  const held = new Promise<void>((resolve) => {
    answer = resolve
  })
  server.override(path, async (request) => {
    await held
    return server.app.fetch(request)
  })
  return answer
}
