import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../shared/api/api-error'
import { callApi, configureApi, setApiFetch } from '../../../shared/api/client'
import { loadingStore } from '../../../shared/api/loading-store'
import { allCalls } from '../../../shared/contract/all-calls'

/**
 * Fault injection for every call of the contract: whatever goes wrong on the wire, the call
 * rejects with the text a person should see (the call's §8 default), never a raw error, and the
 * loading indicator returns to idle. Read-only calls are retried first; the others are not.
 */
type Fault = { name: string; fetch: typeof fetch }

const never = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    if (init?.signal?.aborted) reject(init.signal.reason)
    else init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
  })

const faults: Fault[] = [
  {
    name: 'a 500',
    fetch: (async () => new Response('Internal Server Error', { status: 500 })) as typeof fetch,
  },
  { name: 'a timeout', fetch: never as typeof fetch },
  {
    name: 'an offline network',
    fetch: (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch,
  },
  {
    name: 'a body that is not JSON',
    fetch: (async () => new Response('<html>Gateway</html>', { status: 200 })) as typeof fetch,
  },
  {
    name: 'success false without errorText',
    fetch: (async () => Response.json({ success: false })) as typeof fetch,
  },
]

const dataCalls = allCalls.filter((call) => call.bodyKind !== 'none' || call.info.type !== 'string')

function sampleBody(call: (typeof allCalls)[number]): unknown {
  if (call.bodyKind === 'multipart') return new FormData()
  return call.method === 'post' ? {} : undefined
}

let attempts = 0

function inject(fault: Fault) {
  attempts = 0
  setApiFetch(((input: RequestInfo | URL, init?: RequestInit) => {
    attempts += 1
    return fault.fetch(input, init)
  }) as typeof fetch)
}

// A page the site served, with its anti-forgery cookie: pages without it are xsrf-token.test.ts's.
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=from-the-page; path=/'
})

beforeEach(() => configureApi({ timeoutMs: 40, retryBackoffMs: 1 }))

afterEach(() => {
  setApiFetch(undefined)
  configureApi({ timeoutMs: 30_000, retryBackoffMs: 300 })
})

describe.each(dataCalls.map((call) => [call.name, call] as const))('fault injection: %s', (_name, call) => {
  it.each(faults.map((fault) => [fault.name, fault] as const))(
    'answers %s with the call default error',
    async (_fault, fault) => {
      inject(fault)
      const error = await callApi(call, sampleBody(call) as never).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).message).toBe(call.defaultError)
      expect(loadingStore.getState().inFlight).toBe(0)
    },
  )

  // §7.2, §7.3: some answers are "not shown" or "not read"; their contract accepts any info.
  const readsInfo = call.info.type !== 'unknown'

  it(`${readsInfo ? 'answers an info that breaks its schema with the call default error' : 'does not read its info (the spec leaves it open)'}`, async () => {
    const broken = [12345, 'not an object', { unexpected: true }, null].find(
      (candidate) => !v.safeParse(call.info, candidate).success,
    )
    expect(broken === undefined).toBe(!readsInfo)
    setApiFetch((async () => Response.json({ success: true, info: broken ?? 12345 })) as typeof fetch)
    const outcome = await callApi(call, sampleBody(call) as never).catch((caught: unknown) => caught)
    if (readsInfo) expect((outcome as ApiError).message).toBe(call.defaultError)
    else expect(outcome).toBe(12345)
  })

  it(`${call.readOnly ? 'retries' : 'never retries'} after a 503`, async () => {
    inject({ name: '503', fetch: (async () => new Response('busy', { status: 503 })) as typeof fetch })
    await callApi(call, sampleBody(call) as never).catch(() => undefined)
    expect(attempts).toBe(call.readOnly ? 3 : 1)
  })

  it('is not sent again after a time-out, so "Loading…" ends after one wait', async () => {
    inject({ name: 'no answer', fetch: never as typeof fetch })
    await callApi(call, sampleBody(call) as never).catch(() => undefined)
    expect(attempts).toBe(1)
  })
})

describe('the wait for an answer', () => {
  it('is 15 s for a read and 30 s for a call that changes data', async () => {
    configureApi({ timeoutMs: 30_000, retryBackoffMs: 1 })
    vi.useFakeTimers()
    try {
      const read = allCalls.find((call) => call.readOnly && call.bodyKind !== 'multipart')!
      const write = allCalls.find((call) => !call.readOnly && call.bodyKind === 'json')!
      for (const [call, wait] of [
        [read, 15_000],
        [write, 30_000],
      ] as const) {
        inject({ name: 'no answer', fetch: never as typeof fetch })
        let settled = false
        const outcome = callApi(call, sampleBody(call) as never).finally(() => {
          settled = true
        })
        outcome.catch(() => undefined)
        await vi.advanceTimersByTimeAsync(wait - 100)
        expect(settled).toBe(false)
        await vi.advanceTimersByTimeAsync(200)
        expect(settled).toBe(true)
      }
    } finally {
      vi.useRealTimers()
    }
  })
})
