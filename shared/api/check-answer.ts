import * as v from 'valibot'
import { nextTask } from '../tasks'

/**
 * Items of a list checked in one task. A 1,000-event user-events/ answer checked at once held a
 * phone's main thread for about 100 ms (CPU slowed 4x); a hundred events take some 10 ms.
 */
export const ITEMS_PER_TASK = 100

type Schema = v.GenericSchema
type Checked<T> = { success: true; output: T } | { success: false }

interface List {
  path: string[]
  item: Schema
  items: unknown[]
  output: unknown[]
}

/**
 * `v.safeParse(schema, answer)`, with the items of the answer's lists (plain arrays in its objects)
 * checked at most a hundred per task: a short answer is checked in the task it came in. The rest
 * of the answer is checked with its lists left empty, and the lists' checked items put back after.
 *
 * @example
 * const checked = await checkAnswer(UserEventsSchema, info)
 * if (checked.success) show(checked.output)
 */
export async function checkAnswer<S extends Schema>(
  schema: S,
  answer: unknown,
): Promise<Checked<v.InferOutput<S>>> {
  const lists = listsOf(schema, answer, [])
  // A missing or malformed list fails the whole check as it always did.
  if (!lists) return v.safeParse(schema, answer)
  let checkedInThisTask = 0
  for (const list of lists) {
    for (let start = 0; start < list.items.length; start += ITEMS_PER_TASK) {
      const part = list.items.slice(start, start + ITEMS_PER_TASK)
      if (checkedInThisTask > 0 && checkedInThisTask + part.length > ITEMS_PER_TASK) {
        await nextTask()
        checkedInThisTask = 0
      }
      const checked = v.safeParse(v.array(list.item), part)
      if (!checked.success) return { success: false }
      list.output.push(...checked.output)
      checkedInThisTask += part.length
    }
  }
  const rest = v.safeParse(
    schema,
    withLists(answer, lists, () => []),
  )
  return rest.success ? { success: true, output: withLists(rest.output, lists, (list) => list.output) } : rest
}

/**
 * The plain arrays of an object schema (nested objects included; a piped array keeps its checks
 * whole) with the answer's items in each, or undefined when one of them is not a list.
 */
function listsOf(schema: Schema, value: unknown, path: string[]): List[] | undefined {
  if (!['object', 'loose_object', 'strict_object'].includes(schema.type) || 'pipe' in schema) return []
  const lists: List[] = []
  for (const [key, entry] of Object.entries((schema as v.ObjectSchema<v.ObjectEntries, undefined>).entries)) {
    const items = isRecord(value) ? value[key] : undefined
    const inner =
      entry.type === 'array' && !('pipe' in entry)
        ? Array.isArray(items) && [
            {
              path: [...path, key],
              item: (entry as v.ArraySchema<Schema, undefined>).item,
              items,
              output: [],
            },
          ]
        : listsOf(entry, items, [...path, key])
    if (!inner) return undefined
    lists.push(...inner)
  }
  return lists
}

/** A copy of `value` with each list's place holding `list`'s value; the objects along the way copied. */
function withLists(value: unknown, lists: List[], listValue: (list: List) => unknown): unknown {
  return lists.reduce((copy, list) => withValueAt(copy, list.path, listValue(list)), value)
}

function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const [key, ...rest] = path as [string, ...string[]]
  const record = isRecord(value) ? value : {}
  return { ...record, [key]: withValueAt(record[key], rest, replacement) }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
