import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../shared/api/api-error'
import { apiTimeoutMs, setApiFetch } from '../../../shared/api/client'
import { loadingStore } from '../../../shared/api/loading-store'
import {
  setUploadXhr,
  type UploadProgress,
  uploadWithProgress,
} from '../../../shared/api/upload-with-progress'
import { defineCall } from '../../../shared/contract/define-call'
import { XSRF_EXPIRED_TEXT } from '../../../shared/contract/xsrf'
import { TOKEN_KEY } from '../../../shared/session/token'

const upload = defineCall({
  name: 'testUpload',
  method: 'post',
  path: '/test/upload/',
  bodyKind: 'multipart',
  body: v.unknown(),
  info: v.object({ saved: v.string() }),
  defaultError: 'File not uploaded',
  readOnly: false,
})

/** A stand-in XMLHttpRequest that records what is sent and answers when the test says so. */
class FakeXhr {
  static made: FakeXhr[] = []
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown
  aborted = false
  status = 0
  responseText = ''
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor() {
    FakeXhr.made.push(this)
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.onload?.()
  }
}

function form(): FormData {
  const data = new FormData()
  data.append('teacherDetails_fileUpload', new File(['x'], 'badge.png', { type: 'image/png' }), 'badge.png')
  return data
}

const sent = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0))
  const xhr = FakeXhr.made.at(-1)
  if (!xhr) throw new Error('nothing sent')
  return xhr
}

beforeEach(() => {
  FakeXhr.made = []
  setUploadXhr(() => new FakeXhr() as unknown as XMLHttpRequest)
  document.cookie = 'XSRF-TOKEN=token-1; path=/'
  localStorage.setItem(TOKEN_KEY, 'session-1')
})

afterEach(() => setUploadXhr(undefined))

describe('upload with progress', () => {
  it('posts to the site with CPAUTH and X-XSRF-TOKEN, reports whole percents and resolves with the checked info', async () => {
    const seen: UploadProgress[] = []
    const result = uploadWithProgress(upload, 'teacherDetails_fileUpload', form(), {
      onProgress: (progress) => seen.push(progress),
    })
    const xhr = await sent()
    expect(xhr.method).toBe('POST')
    expect(new URL(xhr.url).origin).toBe(location.origin)
    // Header names are case-insensitive (RFC 9110); the browser's Headers gives them in lower case.
    expect(xhr.headers).toMatchObject({ cpauth: 'session-1', 'x-xsrf-token': 'token-1' })
    expect(xhr.body).toBeInstanceOf(FormData)
    expect(loadingStore.getState().inFlight).toBeGreaterThan(0)
    xhr.progress(0, 300)
    xhr.progress(100, 300)
    xhr.progress(300, 300)
    expect(seen.map((progress) => progress.percent)).toEqual([0, 33, 100])
    xhr.answer(200, { success: true, info: { saved: 'yes' } })
    expect(await result).toEqual({ saved: 'yes' })
    expect(loadingStore.getState().inFlight).toBe(0)
  })

  it('rejects with the errorText of the §7.1 envelope, or the default for a broken answer', async () => {
    const refused = uploadWithProgress(upload, 'teacherDetails_fileUpload', form())
    ;(await sent()).answer(400, { success: false, errorText: 'File too large' })
    await expect(refused).rejects.toMatchObject({ message: 'File too large', kind: 'server' })
    const broken = uploadWithProgress(upload, 'teacherDetails_fileUpload', form())
    ;(await sent()).answer(200, '<html>proxy</html>')
    await expect(broken).rejects.toMatchObject({ message: 'File not uploaded', kind: 'not-json' })
    const wrongInfo = uploadWithProgress(upload, 'teacherDetails_fileUpload', form())
    ;(await sent()).answer(200, { success: true, info: { saved: 1 } })
    await expect(wrongInfo).rejects.toMatchObject({ message: 'File not uploaded', kind: 'schema' })
  })

  it('times out only once the upload stops moving: a slow file that keeps going is not cut off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const result = uploadWithProgress(upload, 'teacherDetails_fileUpload', form()).catch(
        (error: unknown) => error,
      )
      await vi.advanceTimersByTimeAsync(0)
      const xhr = FakeXhr.made.at(-1) as FakeXhr
      const limit = apiTimeoutMs()
      // Three time-outs' worth in all, each step a little under one, with bytes moving after each.
      for (const loaded of [10, 20, 30]) {
        await vi.advanceTimersByTimeAsync(limit - 1000)
        xhr.progress(loaded, 100)
      }
      expect(xhr.aborted).toBe(false)
      await vi.advanceTimersByTimeAsync(limit)
      expect(xhr.aborted).toBe(true)
      expect(await result).toMatchObject({ message: 'File not uploaded', kind: 'timeout' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('rejects with the default text on a network failure', async () => {
    const result = uploadWithProgress(upload, 'teacherDetails_fileUpload', form())
    ;(await sent()).onerror?.()
    await expect(result).rejects.toBeInstanceOf(ApiError)
    await expect(result).rejects.toMatchObject({ message: 'File not uploaded', kind: 'network' })
  })

  it('aborts the request when the signal aborts, rejecting with an AbortError', async () => {
    const controller = new AbortController()
    const result = uploadWithProgress(upload, 'teacherDetails_fileUpload', form(), {
      signal: controller.signal,
    })
    const xhr = await sent()
    xhr.progress(50, 100)
    controller.abort()
    await expect(result).rejects.toMatchObject({ name: 'AbortError' })
    expect(xhr.aborted).toBe(true)
    expect(loadingStore.getState().inFlight).toBe(0)
  })

  it('sends once more with a fresh token when the server refuses the anti-forgery token', async () => {
    // The fresh token comes from the server's token address; this one answers without a new cookie.
    setApiFetch((async () => new Response(null, { status: 204 })) as typeof fetch)
    try {
      const result = uploadWithProgress(upload, 'teacherDetails_fileUpload', form(), {})
      ;(await sent()).answer(403, { success: false, errorText: XSRF_EXPIRED_TEXT })
      await new Promise((resolve) => setTimeout(resolve, 50))
      const second = await sent()
      expect(FakeXhr.made).toHaveLength(2)
      second.answer(200, { success: true, info: { saved: 'again' } })
      expect(await result).toEqual({ saved: 'again' })
    } finally {
      setApiFetch(undefined)
    }
  })

  it('does not send it again when the fresh token gets no answer: it would be refused again', async () => {
    setApiFetch((async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch)
    try {
      const result = uploadWithProgress(upload, 'teacherDetails_fileUpload', form(), {})
      ;(await sent()).answer(403, { success: false, errorText: XSRF_EXPIRED_TEXT })
      await expect(result).rejects.toThrow(XSRF_EXPIRED_TEXT)
      expect(FakeXhr.made).toHaveLength(1)
    } finally {
      setApiFetch(undefined)
    }
  })

  it('never sends the session or the token to another origin', async () => {
    const other = { ...upload, path: 'https://elsewhere.example/upload/' }
    await expect(uploadWithProgress(other, 'teacherDetails_fileUpload', form())).rejects.toBeInstanceOf(Error)
    expect(FakeXhr.made).toHaveLength(0)
  })
})
