import type Database from 'better-sqlite3'
import type { Hono } from 'hono'
import { createApp } from '../../demo-site/server/app'
import { openDatabase } from '../../demo-site/server/db'
import { seedDatabase } from '../../demo-site/server/seed'
import { setApiFetch } from '../../shared/api/client'

/** Cheap password hashing for tests; the real server uses OWASP's N=2^17. */
export const TEST_PASSWORD_COST = 2 ** 10
export const DEMO_PASSWORD = 'Demo-pass-1'

export interface WidgetServer {
  app: Hono
  db: Database.Database
  /** Every request the widgets sent, newest last (path and parsed JSON body). */
  requests: { method: string; path: string; headers: Headers; body: unknown }[]
  /** Makes the next answers to `path` come from `answer` instead of the server (fault injection). */
  override(path: string, answer: (request: Request) => Response | Promise<Response>): void
}

const httpOnlyCookies = new Map<string, string>()

/**
 * Starts the real reference server app in-process on a fresh in-memory database with the seed,
 * and plugs it into the API client, so widgets under test talk to the real server. Cookies set by
 * the server land in document.cookie (HttpOnly ones in a private jar), as in a browser.
 */
export async function startWidgetServer(options: { seed?: boolean } = {}): Promise<WidgetServer> {
  const db = openDatabase(':memory:')
  if (options.seed !== false) await seedDatabase(db, { passwordCost: TEST_PASSWORD_COST })
  const app = createApp({ db, demo: true, secret: 'test-secret', passwordCost: TEST_PASSWORD_COST })
  const requests: WidgetServer['requests'] = []
  const overrides = new Map<string, (request: Request) => Response | Promise<Response>>()
  httpOnlyCookies.clear()

  const inProcessFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
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
    const response = override ? await override(withCookies) : await app.fetch(withCookies)
    storeCookies(response.headers.getSetCookie())
    return response
  }
  setApiFetch(inProcessFetch as typeof fetch)
  await inProcessFetch(location.href)
  return { app, db, requests, override: (path, answer) => overrides.set(path, answer) }
}

/** Unplugs the server and closes its database. */
export function stopWidgetServer(server: WidgetServer | undefined): void {
  setApiFetch(undefined)
  server?.db.close()
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
