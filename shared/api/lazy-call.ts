import type { BodyOf, CallDefinition, InfoOf } from '../contract/define-call'

// biome-ignore lint/suspicious/noExplicitAny: any call of the contract
type AnyCall = CallDefinition<any, any>
type Client = typeof import('./client')

let client: Promise<Client> | undefined

/** The API client (ky and the §7.1 envelope checks), downloaded once, again after a failure. */
function loadClient(): Promise<Client> {
  if (!client) {
    client = import('./client')
    client.catch(() => {
      client = undefined
    })
  }
  return client
}

export interface LazyCall<C extends AnyCall> {
  /** Starts the downloads, e.g. when the visitor first focuses the form. */
  prepare(): void
  call(body: BodyOf<C>): Promise<InfoOf<C>>
}

/**
 * A call for a widget that shows a form and calls nothing until it is sent (newsletter, blog
 * subscription, contact). The client and the call's contract are downloaded when the visitor
 * starts on the form instead of with the page: the newsletter sits on every page's footer, and
 * most visitors never use it. A failed download rejects like a failed call (the default error).
 */
export function lazyCall<C extends AnyCall>(definition: () => Promise<C>): LazyCall<C> {
  let loaded: Promise<[Client, C]> | undefined
  function load(): Promise<[Client, C]> {
    if (!loaded) {
      loaded = Promise.all([loadClient(), definition()])
      loaded.catch(() => {
        loaded = undefined
      })
    }
    return loaded
  }
  return {
    prepare: () => void load().catch(() => undefined),
    call: async (body) => {
      const [{ callApi }, call] = await load()
      return callApi(call, body)
    },
  }
}
