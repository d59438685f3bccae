import { XSRF_COOKIE } from '../contract/xsrf'
import { readCookie, setSiteHeaders } from './site-headers'

let fetchImpl: typeof fetch | undefined

/**
 * Replaces the fetch the API calls use. Tests plug the reference server's `app.fetch` in here, so
 * widgets talk to the real server app in-process; pass `undefined` to go back to the browser's.
 */
export function setApiFetch(next: typeof fetch | undefined): void {
  fetchImpl = next
}

/** The fetch of every API call: the browser's, or the one a test plugged in. */
export const apiFetch: typeof fetch = (input, init) => (fetchImpl ?? globalThis.fetch)(input, init)

/** An early answer older than this is left unused: the call is asked again, as it would have been. */
const EARLY_ANSWER_MAX_AGE_MS = 10_000

interface EarlyAnswer {
  at: number
  /** undefined when the request failed: the client then asks itself, with its own retries. */
  response: Promise<Response | undefined>
}

const earlyAnswers = new Map<string, EarlyAnswer>()

const keyOf = (url: string, body: string, token: string | null) => `${url}\n${body}\n${token ?? ''}`

/**
 * Starts a read-only JSON POST of the contract while the API client (its HTTP layer, the schemas) is still on
 * its way, so a screen's data comes in parallel with its code instead of after it; the client
 * takes the answer when it makes the same call (takeEarlyAnswer). Same headers as the client's.
 * A page without the XSRF cookie (a CMS page from a cache) gets no early call: its first POST
 * fetches the token first, as the client does.
 */
export function postEarly(path: string, body: string): void {
  if (!readCookie(XSRF_COOKIE)) return
  const url = new URL(path, location.href).href
  const headers = new Headers({ 'Content-Type': 'application/json' })
  setSiteHeaders(url, headers)
  const response = apiFetch(url, { method: 'POST', headers, body, credentials: 'same-origin' }).catch(
    () => undefined,
  )
  earlyAnswers.set(keyOf(url, body, headers.get('CPAUTH')), { at: Date.now(), response })
}

/**
 * The early answer to this very request (same URL, body and token), once; undefined when there is
 * none, it is stale or its request failed.
 */
export async function takeEarlyAnswer(request: Request): Promise<Response | undefined> {
  if (earlyAnswers.size === 0 || request.method !== 'POST') return undefined
  const key = keyOf(request.url, await request.clone().text(), request.headers.get('CPAUTH'))
  const found = earlyAnswers.get(key)
  earlyAnswers.delete(key)
  if (!found || Date.now() - found.at > EARLY_ANSWER_MAX_AGE_MS) return undefined
  return found.response
}
