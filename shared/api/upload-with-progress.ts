import type { AnyCall, InfoOf } from '../contract/define-call'
import * as messages from '../messages/messages'
import { readToken } from '../session/token'
import { ApiError } from './api-error'
import { apiTimeoutMs, callUrl, isXsrfRefusalAnswer, sendWithXsrfToken, unwrapEnvelope } from './client'
import { checkUploadGuards } from './guards'
import { requestEnded, requestStarted } from './loading-store'
import { isSameOrigin } from './safe-url'
import { setSiteHeaders } from './site-headers'

/** How far an upload has got: bytes sent of the total, and the whole percent. */
export interface UploadProgress {
  loaded: number
  total: number
  percent: number
}

export interface UploadProgressOptions {
  onProgress?: (progress: UploadProgress) => void
  /** Aborting stops the upload; the promise then rejects with the signal's reason. */
  signal?: AbortSignal
  defaultError?: string
}

type XhrFactory = () => XMLHttpRequest

const browserXhr: XhrFactory = () => new XMLHttpRequest()
let createXhr: XhrFactory = browserXhr

/** Replaces the XMLHttpRequest the upload uses (tests); `undefined` goes back to the browser's. */
export function setUploadXhr(next: XhrFactory | undefined): void {
  createXhr = next ?? browserXhr
}

interface RawAnswer {
  status: number
  body: string
}

/**
 * Uploads a multipart form as `callApi` sends a call (§5.10 upload guards, the §7.1 envelope, CPAUTH and
 * X-XSRF-TOKEN on the site's own origin only, one resend after a refused anti-forgery token), but
 * through XMLHttpRequest, the one browser API that reports upload progress. A stalled upload fails
 * with the time-out after the client's time-out without progress; a slow one that moves goes on.
 */
export async function uploadWithProgress<C extends AnyCall>(
  call: C,
  fieldId: string,
  form: FormData,
  options: UploadProgressOptions = {},
): Promise<InfoOf<C>> {
  const defaultError = options.defaultError ?? call.defaultError ?? messages.uploadDefault
  checkUploadGuards(fieldId, form, call.path)
  const url = callUrl(call)
  // The token and the anti-forgery header never leave the site (§6, §7.1).
  if (!isSameOrigin(url)) throw new ApiError(defaultError, 'guard')
  const sentToken = readToken()
  requestStarted()
  try {
    const answer = await sendWithXsrfToken(
      () => send(url, form, options, defaultError),
      (sent) => isXsrfRefusalAnswer(sent.status, sent.body),
    )
    let json: unknown
    try {
      json = JSON.parse(answer.body)
    } catch (error) {
      const kind = answer.status < 400 ? 'not-json' : 'http'
      throw new ApiError(defaultError, kind, answer.status, { cause: error })
    }
    return await unwrapEnvelope(call, json, { defaultError, sentToken })
  } finally {
    requestEnded()
  }
}

function send(
  url: string,
  form: FormData,
  options: UploadProgressOptions,
  defaultError: string,
): Promise<RawAnswer> {
  const { signal, onProgress } = options
  if (signal?.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const xhr = createXhr()
    let stall: ReturnType<typeof setTimeout> | undefined
    const watch = () => {
      clearTimeout(stall)
      stall = setTimeout(() => {
        xhr.abort()
        end()
        reject(new ApiError(defaultError, 'timeout'))
      }, apiTimeoutMs())
    }
    const onAbort = () => {
      xhr.abort()
      end()
      reject(signal?.reason)
    }
    const end = () => {
      clearTimeout(stall)
      signal?.removeEventListener('abort', onAbort)
      xhr.onload = xhr.onerror = xhr.upload.onprogress = null
    }
    xhr.open('POST', url)
    const headers = new Headers()
    setSiteHeaders(url, headers)
    headers.forEach((value, name) => {
      xhr.setRequestHeader(name, value)
    })
    xhr.upload.onprogress = (event) => {
      watch()
      if (!event.lengthComputable || event.total <= 0) return
      const percent = Math.min(100, Math.floor((event.loaded / event.total) * 100))
      onProgress?.({ loaded: event.loaded, total: event.total, percent })
    }
    xhr.onload = () => {
      end()
      resolve({ status: xhr.status, body: xhr.responseText })
    }
    xhr.onerror = () => {
      end()
      reject(new ApiError(defaultError, 'network'))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    watch()
    xhr.send(form)
  })
}
