import type { AnyCall, BodyOf, InfoOf } from '../contract/define-call'
import { widgetLoadFailed } from '../messages/catalogue/widget-load'
import { ApiError } from './api-error'

type Client = typeof import('./client')

/** `load` runs once and every caller shares its promise; after a failure the next caller runs it again. */
export function sharedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    if (!pending) {
      pending = load()
      pending.catch(() => {
        pending = undefined
      })
    }
    return pending
  }
}

/** The API client (its HTTP layer and the §7.1 envelope checks), downloaded once, again after a failure. */
const loadClient = sharedUntilFailure((): Promise<Client> => import('./client'))

export interface LazyCall<C extends AnyCall> {
  /** Starts the downloads, e.g. when the visitor first focuses the form. */
  prepare(): void
  call(body: BodyOf<C>): Promise<InfoOf<C>>
}

/**
 * A call whose client and contract are downloaded when first needed instead of with the page: a
 * widget that shows a form and calls nothing until it is sent (newsletter, blog subscription,
 * contact; the newsletter sits on every page's footer, and most visitors never use it), and the
 * session's log-in calls, which a visitor without a token never makes. A failed download rejects
 * with "This part of the page could not be loaded. Reload the page to try again.": after a release
 * that removed the old files, a page opened before it can only get them by reloading, and "try
 * again" alone would fail for good. `client`: where the client comes from when the definition's
 * module brings it along (shared/session/session-calls.ts).
 */
export function lazyCall<C extends AnyCall>(
  definition: () => Promise<C>,
  client: () => Promise<Pick<Client, 'callApi'>> = loadClient,
): LazyCall<C> {
  const load = sharedUntilFailure(() => Promise.all([client(), definition()]))
  return {
    prepare: () => void load().catch(() => undefined),
    call: async (body) => {
      const [{ callApi }, call] = await load().catch((cause: unknown) => {
        throw new ApiError(widgetLoadFailed, 'network', undefined, { cause })
      })
      return callApi(call, body)
    },
  }
}
