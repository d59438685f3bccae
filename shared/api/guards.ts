import * as messages from '../messages/messages'
import { ApiError } from './api-error'

export interface DataRequest {
  defaultError?: string
  url?: string
  method?: string
  body?: unknown
  bodyKind?: 'json' | 'multipart' | 'none'
}

/**
 * §5.10: a data call needs a default error message, a URL and a method; the method must be post
 * or get, and a post must have data. Throws the guard's exact message (§8) as an ApiError.
 */
export function checkDataGuards(request: DataRequest): void {
  if (!request.defaultError) throw guard(messages.guardNoDefaultError)
  if (!request.url) throw guard(messages.guardNoUrl)
  if (!request.method) throw guard(messages.guardNoMethod)
  const method = request.method.toLowerCase()
  if (method !== 'post' && method !== 'get') throw guard(messages.guardOnlyPostGet)
  if (
    method === 'post' &&
    request.bodyKind !== 'multipart' &&
    (request.body === undefined || request.body === null)
  ) {
    throw guard(messages.guardNoPostData)
  }
}

/** §5.10: an upload needs a field id, a form-data object and a URL. */
export function checkUploadGuards(fieldId: string | undefined, form: unknown, url: string | undefined): void {
  if (!fieldId) throw guard(messages.guardNoFieldId)
  if (!(form instanceof FormData)) throw guard(messages.guardNoForm)
  if (!url) throw guard(messages.guardNoUploadUrl)
}

function guard(message: string): ApiError {
  return new ApiError(message, 'guard')
}
