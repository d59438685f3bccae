import type * as v from 'valibot'

// biome-ignore lint/suspicious/noExplicitAny: a schema of any input and output
type AnySchema = v.GenericSchema<any, any>

/**
 * One call of §7 as data. The client builds its request from it and checks the answer's `info`
 * against `info`; the reference server validates the request body against `body`.
 */
export interface CallDefinition<Body extends AnySchema | undefined, Info extends AnySchema> {
  /** Stable name used in logs, tests and the fault-injection battery. */
  readonly name: string
  readonly method: 'get' | 'post'
  /** Root-relative path (§7.1: the prefix is empty). GET calls put their query in `query`. */
  readonly path: string
  /** 'json' for a JSON body, 'multipart' for form-data uploads (§7.1), 'none' for GET. */
  readonly bodyKind: 'json' | 'multipart' | 'none'
  readonly body: Body
  readonly info: Info
  /** Names of query parameters a GET call takes, in order. */
  readonly query?: readonly string[]
  /** Shown when the call fails without a server errorText (§7.1, §8). */
  readonly defaultError: string
  /** Read-only calls may be retried; calls that change data never are. */
  readonly readOnly: boolean
}

/** Any call of the contract, whatever its body and info. */
// biome-ignore lint/suspicious/noExplicitAny: a call of any body and info
export type AnyCall = CallDefinition<any, any>

/** Marked free of side effects so a bundle keeps only the calls a widget uses. */
/* @__NO_SIDE_EFFECTS__ */
export function defineCall<Body extends AnySchema | undefined, Info extends AnySchema>(
  call: CallDefinition<Body, Info>,
): CallDefinition<Body, Info> {
  return call
}

export type BodyOf<C> =
  C extends CallDefinition<infer B, AnySchema> ? (B extends AnySchema ? v.InferInput<B> : undefined) : never
export type InfoOf<C> = C extends CallDefinition<AnySchema | undefined, infer I> ? v.InferOutput<I> : never
