import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../shared/api/api-error'
import { callApi, setApiFetch } from '../../../shared/api/client'
import { loadingStore } from '../../../shared/api/loading-store'
import { defineCall } from '../../../shared/contract/define-call'
import { whenTokenRefused } from '../../../shared/session/token'
import { probeCall } from '../../helpers/probe-call'

/**
 * The client's own rules (§7.1), checked against hand-made answers: these tests are about how the
 * client reads an envelope, so each case needs an answer the real server never gives.
 */
const call = probeCall

let seen: Request[] = []

function answer(body: unknown, status = 200) {
  seen = []
  setApiFetch((async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init))
    return typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status })
  }) as typeof fetch)
}

async function failure(run: Promise<unknown>): Promise<ApiError> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

// A page the site served, with its anti-forgery cookie: pages without it are xsrf-token.test.ts's.
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=from-the-page; path=/'
})

afterEach(() => setApiFetch(undefined))

describe('the answer envelope (§7.1)', () => {
  it('resolves with info on success', async () => {
    answer({ success: true, info: { n: 3 } })
    await expect(callApi(call, { id: '1' })).resolves.toEqual({ n: 3 })
  })

  it('resolves with {} when a successful answer has no info', async () => {
    const empty = defineCall({ ...call, info: v.object({}) })
    answer({ success: true })
    await expect(callApi(empty, { id: '1' })).resolves.toEqual({})
  })

  it('rejects with the server errorText as given', async () => {
    answer({ success: false, errorText: 'User not found' })
    expect((await failure(callApi(call, { id: '1' }))).message).toBe('User not found')
  })

  it.each([
    ['success false without errorText', { success: false }],
    // §7.1: a blank errorText says nothing, so the call's own text is shown.
    ['a blank errorText', { success: false, errorText: ' \n ' }],
    ['an empty errorText', { success: false, errorText: '' }],
    ['an answer that is not an envelope', [1, 2]],
    ['an info that breaks the contract', { success: true, info: { n: 'three' } }],
    ['a body that is not JSON', '<html>oops</html>'],
  ])('rejects %s with the call default error', async (_case, body) => {
    answer(body)
    expect((await failure(callApi(call, { id: '1' }))).message).toBe('Probe default')
  })

  it('rejects a 500 without an envelope with the call default error', async () => {
    answer('Internal Server Error', 500)
    expect((await failure(callApi(call, { id: '1' }))).message).toBe('Probe default')
  })

  it('rejects a network failure with the call default error and returns loading to idle', async () => {
    setApiFetch((async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch)
    const error = await failure(callApi(call, { id: '1' }))
    expect(error.message).toBe('Probe default')
    expect(error.kind).toBe('network')
    expect(loadingStore.getState().inFlight).toBe(0)
  })

  it("keeps what went wrong underneath as the error's cause, for developers", async () => {
    const underneath = new TypeError('Failed to fetch')
    setApiFetch((async () => {
      throw underneath
    }) as typeof fetch)
    expect((await failure(callApi(call, { id: '1' }))).cause).toBe(underneath)
    answer('<html>not json</html>')
    expect((await failure(callApi(call, { id: '1' }))).cause).toBeInstanceOf(SyntaxError)
  })
})

describe('request headers (§6, §7.1)', () => {
  it('sends CPAUTH from localStorage t and echoes XSRF-TOKEN as X-XSRF-TOKEN', async () => {
    localStorage.setItem('t', 'token-1')
    document.cookie = 'XSRF-TOKEN=abc.def; path=/'
    answer({ success: true, info: { n: 1 } })
    await callApi(call, { id: '1' })
    expect(seen[0]?.headers.get('CPAUTH')).toBe('token-1')
    expect(seen[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc.def')
    expect(seen[0]?.headers.get('Content-Type')).toContain('application/json')
    expect(await seen[0]?.json()).toEqual({ id: '1' })
  })

  it('sends no CPAUTH when there is no token', async () => {
    answer({ success: true, info: { n: 1 } })
    await callApi(call, { id: '1' })
    expect(seen[0]?.headers.has('CPAUTH')).toBe(false)
  })

  it('never sends CPAUTH or X-XSRF-TOKEN to another origin', async () => {
    localStorage.setItem('t', 'token-1')
    document.cookie = 'XSRF-TOKEN=abc.def; path=/'
    const elsewhere = defineCall({ ...call, path: 'https://search.example.com/v1' })
    answer({ success: true, info: { n: 1 } })
    await callApi(elsewhere, { id: '1' })
    expect(seen[0]?.headers.has('CPAUTH')).toBe(false)
    expect(seen[0]?.headers.has('X-XSRF-TOKEN')).toBe(false)
  })
})

describe('retries', () => {
  it('never retries a call that changes data', async () => {
    answer('busy', 503)
    await failure(callApi(call, { id: '1' }))
    expect(seen).toHaveLength(1)
  })

  it.each([408, 429, 500, 502, 503, 504])('retries a read-only call after a %i', async (status) => {
    const readOnly = defineCall({ ...call, readOnly: true })
    let attempts = 0
    setApiFetch((async () => {
      attempts += 1
      return attempts === 1
        ? new Response('busy', { status })
        : Response.json({ success: true, info: { n: 2 } })
    }) as typeof fetch)
    await expect(callApi(readOnly, { id: '1' })).resolves.toEqual({ n: 2 })
    expect(attempts).toBe(2)
  })

  it('gives up on a read-only call after two retries, with the last answer', async () => {
    const readOnly = defineCall({ ...call, readOnly: true })
    answer({ success: false, errorText: 'Still busy' }, 503)
    expect((await failure(callApi(readOnly, { id: '1' }))).message).toBe('Still busy')
    expect(seen).toHaveLength(3)
  })

  it('never retries a read-only call that 404s', async () => {
    const readOnly = defineCall({ ...call, readOnly: true })
    answer('gone', 404)
    await failure(callApi(readOnly, { id: '1' }))
    expect(seen).toHaveLength(1)
  })
})

describe('a session the server refuses (§6, §8)', () => {
  const refused = { success: false, errorText: 'No User Authorization header sent.' }
  let heard = 0
  beforeEach(() => {
    heard = 0
    whenTokenRefused(() => heard++)
  })
  afterEach(() => localStorage.removeItem('t'))

  it('ends the session when the token the call sent is still the stored one', async () => {
    localStorage.setItem('t', 'old')
    answer(refused)
    await failure(callApi(call, { id: '1' }))
    expect(heard).toBe(1)
  })

  it('ends nothing when a new token was stored while the answer was on its way', async () => {
    localStorage.setItem('t', 'old')
    setApiFetch((async () => {
      // A log-in in this tab or another stores a new token before the old call's answer arrives.
      localStorage.setItem('t', 'new')
      return Response.json(refused)
    }) as typeof fetch)
    expect((await failure(callApi(call, { id: '1' }))).message).toBe('No User Authorization header sent.')
    expect(heard).toBe(0)
  })

  it('ends nothing for a call sent without a token', async () => {
    answer(refused)
    await failure(callApi(call, { id: '1' }))
    expect(heard).toBe(0)
  })
})
