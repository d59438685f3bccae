import * as messages from '../messages/messages'

/** Why a call failed; the text is always one a person can read (§7.1, §8). */
export type ApiErrorKind =
  | 'guard'
  | 'network'
  | 'timeout'
  | 'http'
  | 'not-json'
  | 'envelope'
  | 'schema'
  | 'server'

/**
 * A failed call. `message` is the text to show: the server's errorText or the call's default;
 * `cause` keeps what went wrong underneath (http.ts's TimeoutError, a TypeError from fetch, a JSON
 * SyntaxError) for developers, never for the page.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined

  constructor(message: string, kind: ApiErrorKind, status?: number, options?: { cause?: unknown }) {
    super(message, options)
    this.kind = kind
    this.status = status
  }
}

/**
 * The text to show for anything thrown by a call: never a raw exception message. An ApiError
 * already carries the server's errorText or the call's default from the contract, so callers
 * pass a fallback only for what is not a call (a failed download, say).
 */
export function errorText(error: unknown, fallback: string = messages.defaultError): string {
  return error instanceof ApiError ? error.message : fallback
}

/** The server answered with its own errorText (§7.1): asking again gets the same answer. */
export function refusedByServer(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'server'
}
