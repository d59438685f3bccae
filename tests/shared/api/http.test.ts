import { describe, expect, it } from 'vitest'
import { type HttpHooks, type HttpRequest, sendRequest, TimeoutError } from '../../../shared/api/http'

/**
 * The HTTP layer under the client: its time-out, retries and hooks. client.test.ts and
 * fault-injection.test.ts check the same rules through callApi; these check what callApi cannot
 * show (the caller's abort, what each attempt carries).
 */
const URL_ = 'http://localhost:3000/api/probe/'

function request(overrides: Partial<HttpRequest> = {}): HttpRequest {
  return {
    method: 'post',
    json: { id: '1' },
    timeoutMs: 1000,
    retry: { limit: 2, statusCodes: [503], delayMs: () => 1 },
    ...overrides,
  }
}

function hooksAnswering(answer: (attempt: number, request: Request) => Promise<Response>) {
  const sent: Request[] = []
  const answered: number[] = []
  const hooks: HttpHooks = {
    fetch: (sentRequest) => {
      sent.push(sentRequest)
      return answer(sent.length, sentRequest)
    },
    headers: (_url, headers) => headers.set('X-Attempt', String(sent.length + 1)),
    answered: (response) => answered.push(response.status),
  }
  return { hooks, sent, answered }
}

const noAnswer = (_attempt: number, sent: Request) =>
  new Promise<Response>((_resolve, reject) => {
    sent.signal.addEventListener('abort', () => reject(sent.signal.reason))
  })

describe('sendRequest', () => {
  it('sends JSON with its type and sets the headers again on every attempt', async () => {
    const { hooks, sent, answered } = hooksAnswering(async (attempt) =>
      attempt < 3 ? new Response('busy', { status: 503 }) : Response.json({ success: true }),
    )
    const response = await sendRequest(URL_, request(), hooks)
    expect(response.status).toBe(200)
    expect(sent.map((each) => each.headers.get('X-Attempt'))).toEqual(['1', '2', '3'])
    expect(answered).toEqual([503, 503, 200])
    expect(sent[0]!.method).toBe('POST')
    expect(sent[0]!.headers.get('Content-Type')).toBe('application/json')
    expect(await sent[2]!.json()).toEqual({ id: '1' })
  })

  it('answers the last status once its retries are spent, and never retries a status not listed', async () => {
    const busy = hooksAnswering(async () => new Response('busy', { status: 503 }))
    expect((await sendRequest(URL_, request(), busy.hooks)).status).toBe(503)
    expect(busy.sent).toHaveLength(3)
    const missing = hooksAnswering(async () => new Response('gone', { status: 404 }))
    expect((await sendRequest(URL_, request(), missing.hooks)).status).toBe(404)
    expect(missing.sent).toHaveLength(1)
  })

  it('retries a network failure, then rejects with it', async () => {
    const { hooks, sent } = hooksAnswering(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(sendRequest(URL_, request(), hooks)).rejects.toThrow('Failed to fetch')
    expect(sent).toHaveLength(3)
  })

  it('rejects with a TimeoutError after its time-out, without a retry', async () => {
    const { hooks, sent } = hooksAnswering(noAnswer)
    await expect(sendRequest(URL_, request({ timeoutMs: 20 }), hooks)).rejects.toBeInstanceOf(TimeoutError)
    expect(sent).toHaveLength(1)
  })

  it("stops at the caller's abort, during an attempt or before a retry", async () => {
    const during = new AbortController()
    const first = hooksAnswering(noAnswer)
    const pending = sendRequest(URL_, request({ signal: during.signal }), first.hooks)
    during.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(first.sent).toHaveLength(1)

    const between = new AbortController()
    const second = hooksAnswering(async () => {
      between.abort()
      return new Response('busy', { status: 503 })
    })
    const slow = request({
      signal: between.signal,
      retry: { limit: 2, statusCodes: [503], delayMs: () => 60_000 },
    })
    await expect(sendRequest(URL_, slow, second.hooks)).rejects.toMatchObject({ name: 'AbortError' })
    expect(second.sent).toHaveLength(1)
  })

  it('sends a form without a JSON type, so the browser sets the multipart boundary', async () => {
    const form = new FormData()
    form.append('file', new Blob(['x']), 'proof.pdf')
    const { hooks, sent } = hooksAnswering(async () => Response.json({ success: true }))
    await sendRequest(URL_, request({ json: undefined, form }), hooks)
    expect(sent[0]!.headers.get('Content-Type') ?? '').toMatch(/^multipart\/form-data; boundary=/)
  })

  it('sends a GET without a body', async () => {
    const { hooks, sent } = hooksAnswering(async () => Response.json({ success: true }))
    await sendRequest(URL_, request({ method: 'get', json: undefined }), hooks)
    expect(sent[0]!.method).toBe('GET')
    expect(sent[0]!.body).toBeNull()
  })
})

describe('sendRequest with a fetch that ignores its signal', () => {
  const ignoresSignal = () => new Promise<Response>(() => undefined)

  it('still ends at its time-out', async () => {
    const { hooks } = hooksAnswering(ignoresSignal)
    await expect(sendRequest(URL_, request({ timeoutMs: 20 }), hooks)).rejects.toBeInstanceOf(TimeoutError)
  })

  it("still ends at the caller's abort", async () => {
    const caller = new AbortController()
    const { hooks } = hooksAnswering(ignoresSignal)
    const pending = sendRequest(URL_, request({ signal: caller.signal }), hooks)
    caller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })
})
