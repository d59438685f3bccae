/**
 * The API client's HTTP layer: one fetch per attempt, each with its own time-out, and retries with
 * back-off. It does what the client used of ky (a time-out, a retry policy, a header and a Date
 * hook) in a tenth of ky's 4 KiB gzip, which every page that calls the API loaded before its
 * first answer could be read.
 */

/** When an attempt is made again; calls that change data get `limit: 0`. */
export interface RetryPolicy {
  /** Attempts after the first. */
  limit: number
  /** Answers worth asking again for (a network failure always is, a time-out never). */
  statusCodes: readonly number[]
  /** The wait before retry number `retry` (1, 2, …). */
  delayMs: (retry: number) => number
}

export interface HttpRequest {
  method: 'get' | 'post'
  /** A JSON body, sent as application/json. */
  json?: unknown
  /** A multipart body, sent with the boundary the browser picks. */
  form?: FormData
  signal?: AbortSignal
  timeoutMs: number
  retry: RetryPolicy
}

export interface HttpHooks {
  /** Sends one attempt: the browser's fetch, or one that can take an early answer. */
  fetch: (request: Request) => Promise<Response>
  /** Sets the headers of each attempt (they may change between attempts: a new XSRF cookie). */
  headers: (url: string, headers: Headers) => void
  /** Sees every answer, retried ones included. */
  answered: (response: Response) => void
}

/** An attempt that got no answer within its time-out. */
export class TimeoutError extends Error {
  override name = 'TimeoutError'
}

/**
 * The answer to a request, whatever its status, after the retries the policy allows; rejects on a
 * network failure, a time-out (TimeoutError) or the caller's abort once no retry is left for it.
 */
export async function sendRequest(url: string, request: HttpRequest, hooks: HttpHooks): Promise<Response> {
  for (let retry = 1; ; retry++) {
    const last = retry > request.retry.limit
    try {
      const response = await attempt(url, request, hooks)
      if (last || !request.retry.statusCodes.includes(response.status)) return response
      void response.body?.cancel().catch(() => undefined)
    } catch (error) {
      if (last || !isWorthRetrying(error, request.signal)) throw error
    }
    await wait(request.retry.delayMs(retry), request.signal)
  }
}

/** A network failure is; a time-out is not (READ_TIMEOUT_MS, client.ts), nor the caller's abort. */
function isWorthRetrying(error: unknown, signal: AbortSignal | undefined): boolean {
  return !(error instanceof TimeoutError) && !signal?.aborted
}

async function attempt(url: string, request: HttpRequest, hooks: HttpHooks): Promise<Response> {
  request.signal?.throwIfAborted()
  const stop = new AbortController()
  const abort = () => stop.abort(request.signal?.reason)
  request.signal?.addEventListener('abort', abort)
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    stop.abort()
  }, request.timeoutMs)
  // Raced, not only signalled: a fetch that ignores the signal (an early answer taken over, a
  // test's) must not keep the call waiting past its time-out.
  const stopped = new Promise<never>((_resolve, reject) => {
    stop.signal.addEventListener('abort', () => reject(stop.signal.reason))
  })
  try {
    const response = await Promise.race([
      hooks.fetch(buildRequest(url, request, hooks, stop.signal)),
      stopped,
    ])
    hooks.answered(response)
    return response
  } catch (error) {
    if (timedOut) throw new TimeoutError(`No answer within ${request.timeoutMs} ms`, { cause: error })
    throw error
  } finally {
    clearTimeout(timer)
    request.signal?.removeEventListener('abort', abort)
  }
}

function buildRequest(url: string, request: HttpRequest, hooks: HttpHooks, signal: AbortSignal): Request {
  const headers = new Headers()
  let body: BodyInit | undefined = request.form
  if (request.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(request.json)
  }
  hooks.headers(url, headers)
  return new Request(url, {
    method: request.method.toUpperCase(),
    headers,
    body,
    credentials: 'same-origin',
    signal,
  })
}

async function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  signal?.throwIfAborted()
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      if (signal?.aborted) reject(signal.reason)
      else resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done)
  })
}
