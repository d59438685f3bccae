import type { Context, Hono } from 'hono'
import * as v from 'valibot'
import type { CallDefinition } from '../../../shared/contract/define-call'
import { describeIssues, EnvelopeError, fail, ok } from './envelope'

// biome-ignore lint/suspicious/noExplicitAny: a schema of any input and output, as in define-call
type AnySchema = v.GenericSchema<any, any>

const JSON_ONLY_TEXT = 'Requests must be sent as JSON (Content-Type: application/json).'
const BAD_JSON_TEXT = 'The request body is not valid JSON.'
const NOT_AN_OBJECT_TEXT = 'The request body must be a JSON object.'

/** The route path of a call: its contract path without the query string (signUp3/?thisIsTest=true). */
export function routePath(path: string): string {
  return path.split('?')[0] ?? path
}

/** Reads and validates a JSON body against the call's contract schema (§7.1, DESIGN "contract is code"). */
export async function readJsonBody<B extends AnySchema>(c: Context, schema: B): Promise<v.InferOutput<B>> {
  const contentType = c.req.header('Content-Type') ?? ''
  if (!/^application\/json\b/i.test(contentType.trim())) throw new EnvelopeError(JSON_ONLY_TEXT, 415)
  let raw: unknown
  try {
    raw = JSON.parse(await c.req.text())
  } catch {
    throw new EnvelopeError(BAD_JSON_TEXT, 400)
  }
  // Every §7 body is an object; valibot's object() lets an array pass for one.
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new EnvelopeError(NOT_AN_OBJECT_TEXT, 400)
  return validate(schema, raw)
}

/** What a walk of a schema needs to know of its parts (valibot's schema objects carry these). */
interface SchemaPart {
  type: string
  entries?: Record<string, SchemaPart>
  wrapped?: SchemaPart
  item?: SchemaPart
}

const OBJECT_TYPES = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest'])

/**
 * The dotted path of the first array given where the schema wants an object: valibot's object()
 * lets an array pass for one (read as {}), so `"userExtras": []` was taken as no extras.
 */
function arrayForObject(schema: SchemaPart, value: unknown, path: string): string | undefined {
  if (schema.wrapped) return value == null ? undefined : arrayForObject(schema.wrapped, value, path)
  if (schema.item && Array.isArray(value)) {
    const { item } = schema
    return value.map((entry, index) => arrayForObject(item, entry, `${path}.${index}`)).find(Boolean)
  }
  if (!OBJECT_TYPES.has(schema.type) || value === null || typeof value !== 'object') return undefined
  if (Array.isArray(value)) return path || '(body)'
  const fields = Object.entries(schema.entries ?? {})
  const at = (key: string) => (path ? `${path}.${key}` : key)
  return fields
    .map(([key, part]) => arrayForObject(part, (value as Record<string, unknown>)[key], at(key)))
    .find(Boolean)
}

export function validate<B extends AnySchema>(schema: B, raw: unknown): v.InferOutput<B> {
  const array = arrayForObject(schema as unknown as SchemaPart, raw, '')
  if (array) throw new EnvelopeError(`"${array}": expected an object, not a list`)
  const result = v.safeParse(schema, raw)
  if (!result.success) throw new EnvelopeError(describeIssues(result.issues))
  return result.output
}

/**
 * Answers an EnvelopeError as given and anything else with the call's default error (§7.1), logged
 * here on the server and never sent to the client.
 */
export function answerError(c: Context, error: unknown, defaultError: string): Response {
  if (error instanceof EnvelopeError) return fail(c, error.errorText, error.status)
  console.error(`[pd-widgets server] ${c.req.method} ${c.req.path}:`, error)
  return fail(c, defaultError, 500)
}

/**
 * What a handler answers: the call's `info` as the contract's schema takes it in (so an answer
 * that drifts from the contract does not compile), or a Response sent as is (a file, a redirect).
 */
export type HandlerAnswer<I extends AnySchema> = v.InferInput<I> | Response

/**
 * Registers one JSON call of the contract: validates the body, runs the handler, wraps its result
 * in the §7.1 envelope.
 */
export function serveCall<B extends AnySchema | undefined, I extends AnySchema>(
  app: Hono,
  call: CallDefinition<B, I>,
  handler: (
    c: Context,
    body: B extends AnySchema ? v.InferOutput<B> : undefined,
  ) => HandlerAnswer<I> | Promise<HandlerAnswer<I>>,
  path: string = call.path,
): void {
  const route = routePath(path)
  const run = async (c: Context) => {
    // An answer may carry a session token or a teacher's data: no cache keeps it, and no browser
    // reads it as anything but JSON. A file answer (the ICS) sets its own.
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    try {
      const body = call.body && call.bodyKind === 'json' ? await readJsonBody(c, call.body) : undefined
      const result = await handler(c, body as B extends AnySchema ? v.InferOutput<B> : undefined)
      return result instanceof Response ? result : ok(c, result)
    } catch (error) {
      return answerError(c, error, call.defaultError)
    }
  }
  if (call.method === 'get') app.get(route, run)
  else app.post(route, run)
}
