/**
 * The part of valibot's API our schemas use, for the browser: both browser builds resolve
 * `valibot` here (build.mjs), while the reference server, the unit and widget tests and the type
 * checker keep valibot itself. The contract's schemas are written once, against valibot; this
 * engine runs them with valibot's rules (which keys an object keeps, defaults, pipes that stop at
 * a failed schema, unions, the issue's message, input and path), without its i18n, async, caching
 * and Standard Schema layers, which our widgets never use (2.7 KiB gzip against this engine's
 * 2.1 KiB: README, Sizes). tests/shared/contract/valibot-lite.test.ts parses every schema of the
 * browser's modules with both, on the reference server's answers and on broken copies of them,
 * and holds the results equal. A schema calling a function this engine lacks fails the build.
 */

type Dataset = { value: unknown; typed?: boolean; issues?: Issue[] }
type PathItem = { type: string; origin: string; input: unknown; key: unknown; value: unknown }
type Issue = {
  kind: string
  type: string
  input: unknown
  expected: string | null
  received: string
  message: unknown
  requirement?: unknown
  path?: PathItem[]
  issues?: Issue[]
}
type Message = string | ((issue: Issue) => string) | undefined
type Item = {
  kind: string
  type: string
  expects?: string | null
  message?: Message
  requirement?: unknown
  '~run': (dataset: Dataset) => Dataset
  [field: string]: unknown
}
type Extra = { input?: unknown; expected?: string; received?: string; path?: PathItem[]; issues?: Issue[] }

const stringify = (input: unknown) => {
  const type = typeof input
  if (type === 'string') return `"${input}"`
  if (type === 'number' || type === 'bigint' || type === 'boolean') return `${input}`
  if (type === 'object' || type === 'function')
    return (input && Object.getPrototypeOf(input)?.constructor?.name) ?? 'null'
  return type
}

const joinExpects = (values: (string | null | undefined)[]) => {
  const list = [...new Set(values)]
  return list.length > 1 ? `(${list.join(' | ')})` : (list[0] ?? 'never')
}

function addIssue(context: Item, label: string, dataset: Dataset, extra: Extra = {}) {
  const input = 'input' in extra ? extra.input : dataset.value
  const expected = extra.expected ?? context.expects ?? null
  const received = extra.received ?? stringify(input)
  const issue: Issue = {
    kind: context.kind,
    type: context.type,
    input,
    expected,
    received,
    message: `Invalid ${label}: ${expected ? `Expected ${expected} but r` : 'R'}eceived ${received}`,
    requirement: context.requirement,
    path: extra.path,
    issues: extra.issues,
  }
  const message = context.message
  if (message !== undefined) issue.message = typeof message === 'function' ? message(issue) : message
  if (context.kind === 'schema') dataset.typed = false
  pushIssue(dataset, issue)
}

function pushIssue(dataset: Dataset, issue: Issue) {
  if (dataset.issues) dataset.issues.push(issue)
  else dataset.issues = [issue]
}

/** A child's issues, each path starting with where the child is. */
function adoptIssues(dataset: Dataset, child: Dataset, pathItem: PathItem) {
  for (const issue of child.issues ?? []) {
    if (issue.path) issue.path.unshift(pathItem)
    else issue.path = [pathItem]
    pushIssue(dataset, issue)
  }
}

const schema = (type: string, expects: string, message: Message, run: Item['~run'], more = {}): Item => ({
  kind: 'schema',
  type,
  expects,
  message,
  '~run': run,
  ...more,
})

/** A schema that only tests the value's type. */
function typeSchema(type: string, expects: string, test: (value: unknown) => boolean) {
  return (message?: Message) =>
    schema(type, expects, message, function (this: Item, dataset) {
      if (test(dataset.value)) dataset.typed = true
      else addIssue(this, 'type', dataset)
      return dataset
    })
}

export const string = typeSchema('string', 'string', (value) => typeof value === 'string')
export const number = typeSchema(
  'number',
  'number',
  (value) => typeof value === 'number' && !Number.isNaN(value),
)
export const boolean = typeSchema('boolean', 'boolean', (value) => typeof value === 'boolean')

export const unknown = () =>
  schema('unknown', 'unknown', undefined, (dataset) => {
    dataset.typed = true
    return dataset
  })

export const picklist = (options: unknown[], message?: Message) =>
  schema(
    'picklist',
    joinExpects(options.map(stringify)),
    message,
    function (this: Item, dataset) {
      if (options.includes(dataset.value)) dataset.typed = true
      else addIssue(this, 'type', dataset)
      return dataset
    },
    { options },
  )

export const literal = (only: unknown, message?: Message) =>
  schema(
    'literal',
    stringify(only),
    message,
    function (this: Item, dataset) {
      const value = dataset.value
      if (value === only || (Number.isNaN(value) && Number.isNaN(only))) dataset.typed = true
      else addIssue(this, 'type', dataset)
      return dataset
    },
    { literal: only },
  )

const defaultOf = (item: Item) =>
  typeof item.default === 'function' ? (item.default as () => unknown)() : item.default

/** optional() and nullable(): `empty` passes, or becomes the default when one is given. */
function wrapper(type: string, empty: unknown) {
  return (wrapped: Item, fallback?: unknown) =>
    schema(
      type,
      `(${wrapped.expects} | ${empty})`,
      undefined,
      function (this: Item, dataset) {
        if (dataset.value === empty) {
          if (this.default !== undefined) dataset.value = defaultOf(this)
          if (dataset.value === empty) {
            dataset.typed = true
            return dataset
          }
        }
        return wrapped['~run'](dataset)
      },
      { wrapped, default: fallback },
    )
}

export const optional = wrapper('optional', undefined)
export const nullable = wrapper('nullable', null)

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object'
const isOwnKey = (input: object, key: string) =>
  Object.hasOwn(input, key) && key !== '__proto__' && key !== 'prototype' && key !== 'constructor'

/** object(), looseObject() and strictObject(): the same entries, other rules for unknown keys. */
function objectSchema(type: string) {
  return (entries: Record<string, Item>, message?: Message) =>
    schema(
      type,
      'Object',
      message,
      function (this: Item, dataset) {
        const input = dataset.value
        if (!isObject(input)) {
          addIssue(this, 'type', dataset)
          return dataset
        }
        dataset.typed = true
        dataset.value = {}
        for (const key in entries) readEntry(this, dataset, input, key, entries[key] as Item)
        readUnknownKeys(this, dataset, input, entries)
        return dataset
      },
      { entries },
    )
}

/** The keys an object() schema does not name: kept by looseObject(), refused by strictObject(). */
function readUnknownKeys(
  context: Item,
  dataset: Dataset,
  input: Record<string, unknown>,
  entries: Record<string, Item>,
) {
  for (const key in input) {
    if (Object.hasOwn(entries, key)) continue
    if (context.type === 'loose_object' && isOwnKey(input, key))
      (dataset.value as Record<string, unknown>)[key] = input[key]
    if (context.type === 'strict_object') {
      const path = [{ type: 'object', origin: 'key', input, key, value: input[key] }]
      return addIssue(context, 'key', dataset, { input: key, expected: 'never', path })
    }
  }
}

function readEntry(
  context: Item,
  dataset: Dataset,
  input: Record<string, unknown>,
  key: string,
  entry: Item,
) {
  const isOptional = entry.type === 'optional'
  if (key in input || (isOptional && entry.default !== undefined)) {
    const value = key in input ? input[key] : defaultOf(entry)
    const child = entry['~run']({ value })
    if (child.issues) adoptIssues(dataset, child, { type: 'object', origin: 'value', input, key, value })
    if (!child.typed) dataset.typed = false
    ;(dataset.value as Record<string, unknown>)[key] = child.value
  } else if (!isOptional) {
    const path = [{ type: 'object', origin: 'key', input, key, value: input[key] }]
    addIssue(context, 'key', dataset, { input: undefined, expected: `"${key}"`, path })
  }
}

export const object = objectSchema('object')
export const looseObject = objectSchema('loose_object')
export const strictObject = objectSchema('strict_object')

export const array = (item: Item, message?: Message) =>
  schema(
    'array',
    'Array',
    message,
    function (this: Item, dataset) {
      const input = dataset.value
      if (!Array.isArray(input)) {
        addIssue(this, 'type', dataset)
        return dataset
      }
      dataset.typed = true
      const output: unknown[] = []
      dataset.value = output
      input.forEach((value, key) => {
        const child = item['~run']({ value })
        if (child.issues) adoptIssues(dataset, child, { type: 'array', origin: 'value', input, key, value })
        if (!child.typed) dataset.typed = false
        output.push(child.value)
      })
      return dataset
    },
    { item },
  )

export const record = (keySchema: Item, valueSchema: Item, message?: Message) =>
  schema(
    'record',
    'Object',
    message,
    function (this: Item, dataset) {
      const input = dataset.value
      if (!isObject(input)) {
        addIssue(this, 'type', dataset)
        return dataset
      }
      dataset.typed = true
      dataset.value = {}
      for (const key in input) {
        if (isOwnKey(input, key)) readRecordEntry(dataset, input, key, keySchema, valueSchema)
      }
      return dataset
    },
    { key: keySchema, value: valueSchema },
  )

/** One key and its value of a record(), into the dataset's output. */
function readRecordEntry(
  dataset: Dataset,
  input: Record<string, unknown>,
  key: string,
  keySchema: Item,
  valueSchema: Item,
) {
  const value = input[key]
  const keyRead = keySchema['~run']({ value: key })
  for (const issue of keyRead.issues ?? []) {
    issue.path = [{ type: 'object', origin: 'key', input, key, value }]
    pushIssue(dataset, issue)
  }
  const valueRead = valueSchema['~run']({ value })
  if (valueRead.issues)
    adoptIssues(dataset, valueRead, { type: 'object', origin: 'value', input, key, value })
  if (!keyRead.typed || !valueRead.typed) dataset.typed = false
  if (keyRead.typed) (dataset.value as Record<string, unknown>)[keyRead.value as string] = valueRead.value
}

export const union = (options: Item[], message?: Message) =>
  schema(
    'union',
    joinExpects(options.map((option) => option.expects)),
    message,
    function (this: Item, dataset) {
      const typed: Dataset[] = []
      const untyped: Dataset[] = []
      for (const option of options) {
        const read = option['~run']({ value: dataset.value })
        if (read.typed && !read.issues) return read
        ;(read.typed ? typed : untyped).push(read)
      }
      const tried = typed.length > 0 ? typed : untyped
      if (tried.length === 1) return tried[0] as Dataset
      addIssue(this, 'type', dataset, { issues: tried.flatMap((read) => read.issues ?? []) })
      if (typed.length > 0) dataset.typed = true
      return dataset
    },
    { options },
  )

export function pipe(first: Item, ...rest: Item[]): Item {
  return {
    ...first,
    pipe: [first, ...rest],
    '~run'(start) {
      let dataset = start
      for (const item of [first, ...rest]) {
        if (dataset.issues && (item.kind === 'schema' || item.kind === 'transformation')) {
          dataset.typed = false
          break
        }
        dataset = item['~run'](dataset)
      }
      return dataset
    },
  }
}

/** A check on a typed value; `received`: how the issue names what it got, when not the input. */
function validation(
  type: string,
  label: string,
  expects: string | null,
  requirement: unknown,
  passes: (value: never) => boolean,
  message: Message,
  received?: (value: never) => string,
): Item {
  return {
    kind: 'validation',
    type,
    expects,
    requirement,
    message,
    '~run'(dataset) {
      const value = dataset.value as never
      if (dataset.typed && !passes(value))
        addIssue(this, label, dataset, received ? { received: received(value) } : {})
      return dataset
    },
  }
}

type Sized = { length: number }
const lengthOf = (value: Sized) => `${value.length}`

export const minLength = (min: number, message?: Message) =>
  validation(
    'min_length',
    'length',
    `>=${min}`,
    min,
    (value: Sized) => value.length >= min,
    message,
    lengthOf,
  )
export const maxLength = (max: number, message?: Message) =>
  validation(
    'max_length',
    'length',
    `<=${max}`,
    max,
    (value: Sized) => value.length <= max,
    message,
    lengthOf,
  )
export const minValue = (min: number, message?: Message) =>
  validation(
    'min_value',
    'value',
    `>=${stringify(min)}`,
    min,
    (value: number) => value >= min,
    message,
    stringify,
  )
export const maxValue = (max: number, message?: Message) =>
  validation(
    'max_value',
    'value',
    `<=${stringify(max)}`,
    max,
    (value: number) => value <= max,
    message,
    stringify,
  )
export const integer = (message?: Message) =>
  validation('integer', 'integer', null, Number.isInteger, Number.isInteger, message)
export const regex = (pattern: RegExp, message?: Message) =>
  validation('regex', 'format', `${pattern}`, pattern, (value: string) => pattern.test(value), message)
export const check = (test: (value: never) => boolean, message?: Message) =>
  validation('check', 'input', null, test, test, message)
export const url = (message?: Message) => {
  const parses = (value: string) => {
    try {
      return Boolean(new URL(value))
    } catch {
      return false
    }
  }
  return validation('url', 'URL', null, parses, parses, message)
}

const transformation = (type: string, operation: (value: never) => unknown): Item => ({
  kind: 'transformation',
  type,
  '~run'(dataset) {
    dataset.value = operation(dataset.value as never)
    return dataset
  },
})

export const transform = (operation: (value: never) => unknown) => transformation('transform', operation)
export const trim = () => transformation('trim', (value: string) => value.trim())

export function safeParse(checked: Item, input: unknown) {
  const dataset = checked['~run']({ value: input })
  return { typed: dataset.typed, success: !dataset.issues, output: dataset.value, issues: dataset.issues }
}

export const is = (checked: Item, input: unknown) => !checked['~run']({ value: input }).issues
