import * as v from 'valibot'
import { getConfig } from '../config/config'
import type { AnyCall, BodyOf, InfoOf } from '../contract/define-call'
import { XSRF_COOKIE, XSRF_EXPIRED_TEXT, XSRF_PATH, XSRF_REFUSED_STATUS } from '../contract/xsrf'
import { noteServerDate } from '../dates/server-clock'
import { logProblem } from '../log'
import * as messages from '../messages/messages'
import { readToken, tokenRefused } from '../session/token'
import { ApiError } from './api-error'
import { apiFetch, takeEarlyAnswer } from './early-answers'
import { checkDataGuards } from './guards'
import { type HttpHooks, type HttpRequest, type RetryPolicy, sendRequest, TimeoutError } from './http'
import { requestEnded, requestStarted } from './loading-store'
import { isSameOrigin } from './safe-url'
import { readCookie, setSiteHeaders } from './site-headers'

export { setApiFetch } from './early-answers'

const settings = { timeoutMs: 30_000, retryBackoffMs: 300 }

/**
 * How long a read waits for its answer before the widget says it could not load and offers "Try
 * again". A read is not sent again after a time-out: a call that got no answer in this time rarely
 * gets one on a second try, and two more tries kept "Loading…" on screen for 95 s.
 */
const READ_TIMEOUT_MS = 15_000

function timeoutOf(call: AnyCall): number {
  return call.readOnly ? Math.min(settings.timeoutMs, READ_TIMEOUT_MS) : settings.timeoutMs
}

/** The time-out of a call; an upload uses it as the longest wait without progress. */
export function apiTimeoutMs(): number {
  return settings.timeoutMs
}

/** Tunes the time-out and the retry back-off: tests shorten both (no site setting reaches it). */
export function configureApi(next: Partial<typeof settings>): void {
  Object.assign(settings, next)
}

const hooks: HttpHooks = {
  // A call the page started before this client arrived takes that answer (early-answers.ts).
  // The signal is given again beside the request: a test's in-process fetch reads it from there.
  fetch: async (request) => (await takeEarlyAnswer(request)) ?? apiFetch(request, { signal: request.signal }),
  headers: setSiteHeaders,
  answered: (response) => noteServerDate(response.headers.get('Date')),
}

export interface CallOptions {
  /** Query parameters of a GET call. */
  query?: Record<string, string>
  /** Overrides the call's default error (§5.10: every data call has one). */
  defaultError?: string
  signal?: AbortSignal
  /**
   * Checks the answer's `info` against the call's contract; v.safeParse when absent. The account's
   * user-events/ passes checkAnswer, which checks long lists a hundred items per task.
   */
  checkInfo?: InfoCheck
}

export type InfoCheck = (
  schema: v.GenericSchema,
  info: unknown,
) => { success: boolean; output?: unknown } | Promise<{ success: boolean; output?: unknown }>

let tokenRequest: Promise<boolean> | undefined

/**
 * Gets the anti-forgery cookies from the server (§7.1). A CMS page served from a page cache or a
 * CDN never carries per-visitor Set-Cookie headers, so the page may come without XSRF-TOKEN. Every
 * call that needs the token while the request is under way waits for that one request; once it has
 * ended, the cookie is there and no call asks again (unless the server refuses the token). Resolves
 * with whether the server answered; its failure is not reported: the POST then gets the server's
 * refusal, with that call's own message.
 *
 * @param timeoutMs the wait of the call that needs the token (a read's 15 s, not 30)
 */
function fetchXsrfToken(timeoutMs = settings.timeoutMs): Promise<boolean> {
  if (!tokenRequest) {
    const url = new URL(`${getConfig().apiPrefix}${XSRF_PATH}`, location.href).href
    const ended = (answered: boolean) => {
      tokenRequest = undefined
      return answered
    }
    tokenRequest = apiFetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    }).then(
      () => ended(true),
      () => ended(false),
    )
  }
  return tokenRequest
}

/** The server's XSRF refusal (403 with its errorText), as opposed to any other 403. */
export function isXsrfRefusalAnswer(status: number, body: string): boolean {
  if (status !== XSRF_REFUSED_STATUS) return false
  try {
    return (JSON.parse(body) as { errorText?: unknown }).errorText === XSRF_EXPIRED_TEXT
  } catch {
    return false
  }
}

async function isXsrfRefusal(response: Response): Promise<boolean> {
  return (
    response.status === XSRF_REFUSED_STATUS &&
    isXsrfRefusalAnswer(response.status, await response.clone().text())
  )
}

/**
 * Sends a call to the site with its anti-forgery token (§7.1): the token asked for first when the
 * page has none (`tokenFirst`: the server checks it on POSTs only), and the call sent once more
 * with a fresh token after the server refused it. A refused token changed nothing on the server,
 * so even a call that changes data goes again (the cookie expired, or the server's secret
 * changed). A token request that got no answer is not made a second time for the same call, and
 * the call is not sent again then: it would be refused again.
 */
export async function sendWithXsrfToken<A>(
  send: () => Promise<A>,
  isRefused: (answer: A) => boolean | Promise<boolean>,
  { tokenFirst = true, timeoutMs = settings.timeoutMs } = {},
): Promise<A> {
  const tokenFailed = tokenFirst && !readCookie(XSRF_COOKIE) && !(await fetchXsrfToken(timeoutMs))
  const answer = await send()
  if (tokenFailed || !(await isRefused(answer)) || !(await fetchXsrfToken(timeoutMs))) return answer
  const again = await send()
  // A fresh token refused too: the browser does not send the site's cookies from this page. The
  // visitor's text cannot say why; the page's editor reads it here (README, embedding).
  if (await isRefused(again))
    logProblem('api', 'the anti-forgery cookie is not sent (a frame on another site?)')
  return again
}

/** Fills the path template of a call (start-{module}/) from config and prefixes it (§7.1). */
export function callUrl(call: AnyCall, query?: Record<string, string>): string {
  const config = getConfig()
  const path = call.path.replace('{module}', config.moduleService.pathSegment)
  const search = query ? `?${new URLSearchParams(query)}` : ''
  // Absolute, so the same request works with any fetch (a page's, or a test's in-process one).
  return new URL(`${config.apiPrefix}${path}${search}`, location.href).href
}

/**
 * Makes one call of the contract and resolves with its checked `info` (§7.1): success -> info (or
 * {} when absent); errorText -> rejects with it as given; anything else, a network failure or an
 * answer that breaks the contract -> rejects with the call's default error.
 *
 * @example
 * const { event } = await callApi(getEvent, { id: '12' })
 */
export async function callApi<C extends AnyCall>(
  call: C,
  body?: BodyOf<C> | FormData,
  options: CallOptions = {},
): Promise<InfoOf<C>> {
  const defaultError = options.defaultError ?? call.defaultError ?? messages.defaultError
  checkDataGuards({ defaultError, url: call.path, method: call.method, body, bodyKind: call.bodyKind })
  const sentToken = readToken()
  const answer = await send(call, body, options, defaultError)
  return unwrapEnvelope(call, answer, { defaultError, sentToken, checkInfo: options.checkInfo })
}

async function send(
  call: AnyCall,
  body: unknown,
  options: CallOptions,
  defaultError: string,
): Promise<unknown> {
  const request: HttpRequest = {
    method: call.method,
    signal: options.signal,
    timeoutMs: timeoutOf(call),
    retry: retryOf(call),
  }
  if (body instanceof FormData) request.form = body
  else if (call.method === 'post') request.json = body ?? {}
  const url = callUrl(call, options.query)
  const attempt = () =>
    // An error status still carries the §7.1 envelope (errorText) when the server sent one.
    sendRequest(url, request, hooks).catch((error: unknown) => {
      const kind = error instanceof TimeoutError ? 'timeout' : 'network'
      throw new ApiError(defaultError, kind, undefined, { cause: error })
    })
  requestStarted()
  try {
    const response = isSameOrigin(url)
      ? await sendWithXsrfToken(attempt, isXsrfRefusal, {
          tokenFirst: call.method === 'post',
          timeoutMs: request.timeoutMs,
        })
      : await attempt()
    return await readJson(response, defaultError)
  } finally {
    requestEnded()
  }
}

/**
 * Read-only calls are retried twice with back-off, on network errors and 408, 429 and 5xx, not
 * after a time-out (READ_TIMEOUT_MS); calls that change data never are, and neither is a call the
 * caller aborted.
 */
function retryOf(call: AnyCall): RetryPolicy {
  if (!call.readOnly) return { limit: 0, statusCodes: [], delayMs: () => 0 }
  return {
    limit: 2,
    statusCodes: [408, 429, 500, 502, 503, 504],
    delayMs: (retry) => settings.retryBackoffMs * 2 ** (retry - 1),
  }
}

async function readJson(response: Response, defaultError: string): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ApiError(defaultError, response.ok ? 'not-json' : 'http', response.status, { cause: error })
  }
}

const EnvelopeSchema = v.object({
  success: v.optional(v.unknown()),
  info: v.optional(v.unknown()),
  errorText: v.optional(v.unknown()),
})

export interface UnwrapOptions {
  defaultError: string
  /** The token the call sent, if any: a missing-auth answer ends the session only while it is stored. */
  sentToken: string | null
  checkInfo?: InfoCheck
}

/** The answer's `info` checked against the call's contract (§7.1), or the error the answer carries. */
export async function unwrapEnvelope<C extends AnyCall>(
  call: C,
  answer: unknown,
  { defaultError, sentToken, checkInfo = v.safeParse }: UnwrapOptions,
): Promise<InfoOf<C>> {
  const envelope = v.safeParse(EnvelopeSchema, answer)
  if (!envelope.success) throw new ApiError(defaultError, 'envelope')
  const { success, info, errorText } = envelope.output
  if (success === true) {
    const checked = await checkInfo(call.info, info ?? {})
    if (!checked.success) throw new ApiError(defaultError, 'schema')
    return checked.output as InfoOf<C>
  }
  if (errorText === messages.missingAuth) tokenRefused(sentToken)
  if (typeof errorText === 'string' && errorText.trim() !== '') throw new ApiError(errorText, 'server')
  throw new ApiError(defaultError, 'envelope')
}
