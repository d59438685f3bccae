import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { inspect, isDeepStrictEqual } from 'node:util'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import { seed } from '../../helpers/seed-fixtures'
import { createTestApp } from '../../helpers/test-app'

// The browser build runs the contract's schemas on shared/contract/valibot-lite.ts, the server on
// valibot. Both engines here run every schema of the browser's modules on the reference server's
// answers, on every part of them, on broken copies and on odd values, and must give the same
// success, output and issues (message, input, expected, received and path).

const root = resolve(__dirname, '../../..')
const lite = join(root, 'shared/contract/valibot-lite.ts')

type Schema = { kind: 'schema'; '~run': unknown }
type Engine = {
  safeParse: (schema: Schema, input: unknown) => ParseResult
  is: (schema: Schema, input: unknown) => boolean
}
type ParseResult = { success: boolean; typed?: boolean; output: unknown; issues?: Record<string, unknown>[] }

/** The browser's modules that import valibot (views left out: their schemas live in these). */
function schemaModules(folder = ''): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(join(root, path)).isDirectory()) return schemaModules(path)
    const isSchemaModule = path.endsWith('.ts') && join(root, path) !== lite
    return isSchemaModule && readFileSync(join(root, path), 'utf8').includes("from 'valibot'") ? [path] : []
  })
}

let workFolder: string

/** The modules bundled with `valibot` as given, plus the engine itself. */
async function bundle(name: string, valibot: string | undefined) {
  const modules = [...schemaModules('shared'), ...schemaModules('widgets')]
  const lines = modules.map((file, index) => `export * as m${index} from ${JSON.stringify(join(root, file))}`)
  lines.push(`export * as engine from 'valibot'`)
  const result = await esbuild.build({
    stdin: { contents: lines.join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    alias: valibot ? { valibot } : {},
  })
  const file = join(workFolder, `${name}.mjs`)
  writeFileSync(file, result.outputFiles?.[0]?.text ?? '')
  const loaded = await import(/* @vite-ignore */ file)
  return {
    modules: modules.map((file, index) => [file, loaded[`m${index}`]] as const),
    engine: loaded.engine as Engine,
  }
}

const isSchema = (value: unknown): value is Schema =>
  !!value && typeof value === 'object' && (value as Schema).kind === 'schema'

/** Every schema a module exports, and those inside its exported objects (a call's body and info). */
function schemasOf(value: unknown, path: string, depth = 0): [string, Schema][] {
  if (isSchema(value)) return [[path, value]]
  if (!value || typeof value !== 'object' || depth > 2 || Array.isArray(value)) return []
  return Object.entries(value).flatMap(([key, item]) => schemasOf(item, `${path}.${key}`, depth + 1))
}

type IssueSummary = Record<string, unknown> & { type: unknown; issues?: IssueSummary[] }

/** An issue as the widgets may read it, with a union's issues of its options. */
function issueSummary(issue: Record<string, unknown>): IssueSummary {
  return {
    kind: issue.kind,
    type: issue.type,
    input: issue.input,
    expected: issue.expected,
    received: issue.received,
    message: issue.message,
    path: (issue.path as { type: string; origin: string; key: unknown }[] | undefined)?.map((item) => [
      item.type,
      item.origin,
      item.key,
    ]),
    issues: (issue.issues as Record<string, unknown>[] | undefined)?.map(issueSummary),
  }
}

const summary = (result: ParseResult) => ({
  success: result.success,
  typed: result.typed,
  output: result.output,
  issues: result.issues?.map(issueSummary),
})

/** The type of every issue, a union's options' included. */
const typesOf = (issues: IssueSummary[] = []): unknown[] =>
  issues.flatMap((issue) => [issue.type, ...typesOf(issue.issues)])

/** The reference server's answers to the calls the widgets make, for a teacher and a guest. */
async function serverAnswers(): Promise<unknown[]> {
  const { request } = createTestApp()
  const login = await request(`${LOGIN_BASE}login/`, { json: { u: 'verified', p: 'Demo-pass-1' } })
  const headers = { CPAUTH: login.info.t as string }
  const events = (name: string, json: unknown) => request(`${EVENTS_BASE}${name}/`, { json, headers })
  const answers: unknown[] = [login, await events('user-events', {}), await events('list-events', {})]
  for (const id of Object.values(seed.events).slice(0, 12)) answers.push(await events('get-event', { id }))
  answers.push(await request(`${LOGIN_BASE}getUser/`, { json: {}, headers }))
  return answers
}

/** Each value, each of its parts, and copies with one field gone, null, a number or a string. */
function variants(value: unknown, depth = 0): unknown[] {
  const found: unknown[] = [value]
  if (!value || typeof value !== 'object' || depth > 4) return found
  const entries = Object.entries(value)
  for (const [key, item] of entries.slice(0, 40)) {
    found.push(...variants(item, depth + 1))
    if (Array.isArray(value) || depth > 2) continue
    const copy = (next: unknown) => ({ ...value, [key]: next })
    const { [key]: _gone, ...without } = value as Record<string, unknown>
    found.push(without, copy(null), copy(7), copy(' 7 '), copy(''), copy([item]))
  }
  return found
}

/** Each limit of a length or value in the schemas, and the values on and beside it. */
function boundaryValues(schemas: Schema[]): unknown[] {
  const limits = new Set<number>()
  const seen = new Set<unknown>()
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 12) return
    seen.add(value)
    const item = value as { type?: string; requirement?: unknown }
    if (/^(min|max)_(length|value)$/.test(item.type ?? '') && typeof item.requirement === 'number')
      limits.add(item.requirement)
    for (const child of Object.values(value)) visit(child, depth + 1)
  }
  for (const schema of schemas) visit(schema, 0)
  return [...limits].flatMap((limit) =>
    [limit - 1, limit - 0.5, limit, limit + 1].flatMap((size) => [
      size,
      ...(Number.isInteger(size) && size >= 0 && size < 20_000
        ? ['a'.repeat(size), Array(size).fill('a')]
        : []),
    ]),
  )
}

const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  ' text ',
  '12',
  '-3.5',
  'https://example.org/a?b=1',
  'not a url',
  'teacher@example.org',
  'x'.repeat(300),
  0,
  1,
  -1,
  1.5,
  3,
  4,
  Number.NaN,
  true,
  false,
  [],
  ['a'],
  [1, 2],
  {},
  { id: 1 },
  { question_1: 'a', finlitEmail: 'a@b.co' },
  Object.fromEntries(Array.from({ length: 61 }, (_, index) => [`question_${index}`, 'a'])),
  new Date(0),
  // Site config fields, options and answers whose checks no server answer reaches: each passed
  // and failed (a URL, a literal, picklists, limits, booleans, a strict object).
  { search: { provider: 'bing' } },
  { accountNavigation: 'sidebar' },
  { referral: { requiredCount: 0 } },
  { referral: { requiredCount: 1 } },
  { referral: { requiredCount: 3 } },
  { referral: { requiredCount: 4 } },
  { referral: { requiredCount: '2' } },
  { alertDurationMs: -1 },
  { analytics: 'yes' },
  { limit: 0 },
  { limit: 1 },
  { limit: 100 },
  { limit: 101 },
  { limit: '100' },
  { limit: '101' },
  { model: 'unknown' },
  { questionType: 'Nope', disabled: 'no' },
  { u: 'vera', p: 'secret', remember: true },
  { siteOrigin: 'https://example.org' },
  { siteOrigin: 'https://example.org/path' },
  { siteOrigin: 'not a url' },
  { method: 'view' },
  { method: 'edit' },
]

/** Every kind of issue the engine writes, each of which the inputs must bring out somewhere. */
const ISSUE_TYPES = [
  'string',
  'number',
  'boolean',
  'picklist',
  'literal',
  'object',
  'loose_object',
  'strict_object',
  'array',
  'record',
  'union',
  'min_length',
  'max_length',
  'min_value',
  'max_value',
  'integer',
  'regex',
  'check',
  'url',
]

describe("the browser's valibot engine (shared/contract/valibot-lite.ts) against valibot", () => {
  let real: Awaited<ReturnType<typeof bundle>>
  let ours: Awaited<ReturnType<typeof bundle>>
  let inputs: unknown[]

  beforeAll(async () => {
    // Inside the repository: the test runner loads no module from outside it.
    mkdirSync(join(root, 'node_modules/.cache'), { recursive: true })
    workFolder = mkdtempSync(join(root, 'node_modules/.cache/pd-valibot-'))
    real = await bundle('valibot', undefined)
    ours = await bundle('lite', lite)
    const schemas = real.modules.flatMap(([file, exports]) =>
      schemasOf(exports, file).map(([, schema]) => schema),
    )
    inputs = [
      ...ODD_VALUES,
      ...boundaryValues(schemas),
      ...(await serverAnswers()).flatMap((answer) => variants(answer)),
    ]
  }, 60_000)

  afterAll(() => rmSync(workFolder, { recursive: true, force: true }))

  it('finds the same schemas in both bundles, and many of them', () => {
    const names = (found: typeof real) => found.modules.flatMap(([file, exports]) => schemasOf(exports, file))
    expect(names(ours).map(([name]) => name)).toEqual(names(real).map(([name]) => name))
    expect(names(real).length).toBeGreaterThan(60)
    expect(relative(root, real.modules[0]?.[0] ?? '')).not.toBe('')
  })

  it('gives the same result for every schema and input', () => {
    const mismatches: string[] = []
    const issueTypes = new Set<unknown>()
    let compared = 0
    let passed = 0
    for (const [index, [file, exports]] of real.modules.entries()) {
      const theirs = schemasOf(exports, file)
      const mine = new Map(schemasOf(ours.modules[index]?.[1], file))
      for (const [name, schema] of theirs) {
        for (const input of inputs) {
          const expected = summary(real.engine.safeParse(schema, structuredClone(input)))
          const actual = summary(ours.engine.safeParse(mine.get(name) as Schema, structuredClone(input)))
          compared += 1
          if (expected.success) passed += 1
          for (const type of typesOf(expected.issues)) issueTypes.add(type)
          const isMismatch =
            ours.engine.is(mine.get(name) as Schema, structuredClone(input)) !== expected.success
          if (isMismatch && mismatches.length < 5)
            mismatches.push(`is(${name}) on ${inspect(input, { depth: 2 })}`)
          if (!isDeepStrictEqual(actual, expected) && mismatches.length < 5)
            mismatches.push(
              `${name} on ${inspect(input, { depth: 2 })}:\n${inspect({ expected, actual }, { depth: 4 })}`,
            )
        }
      }
    }
    expect(mismatches).toEqual([])
    expect(ISSUE_TYPES.filter((type) => !issueTypes.has(type))).toEqual([])
    // Enough of the inputs pass somewhere that outputs, defaults and transforms are compared too.
    expect(passed).toBeGreaterThan(1000)
    expect(compared).toBeGreaterThan(50_000)
  }, 120_000)
})
