// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The layering rules of STYLE.md and DESIGN.md, checked over the source as text. */
const root = resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8')
  return [...source.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((match) =>
    relative(root, resolve(dirname(join(root, file)), match[1] as string)),
  )
}

const widgetFiles = sourceFiles('widgets')
const sharedFiles = sourceFiles('shared')

/** A feature module's own calls and what follows them: files named state.ts / api.ts, or under a state/ or api/ folder. */
const isFeatureModule = (file: string) =>
  /(^|\/)(state|api)\.ts$/.test(file) || /\/(state|api)\//.test(file.slice('widgets/'.length))

/**
 * Views that may still import the client, each with its reason. Empty today: a view that needs a
 * call's URL (not a call) takes it from its feature's api.ts too.
 */
const CLIENT_IMPORT_EXCEPTIONS: Record<string, string> = {}

describe('architecture', () => {
  it('keeps widgets from importing each other', () => {
    const crossings = widgetFiles.flatMap((file) => {
      const own = file.split('/')[1]
      if (!file.includes('/', 'widgets/'.length)) return []
      return importsOf(file)
        .filter((target) => target.startsWith('widgets/') && target.split('/')[1] !== own)
        .map((target) => `${file} -> ${target}`)
    })
    expect(crossings).toEqual([])
  })

  it('keeps shared/ free of imports from widgets/', () => {
    const upward = sharedFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('widgets/'))
        .map((target) => `${file} -> ${target}`),
    )
    expect(upward).toEqual([])
  })

  it('sets HTML in one place only: the RichText component', () => {
    const setters = [...widgetFiles, ...sharedFiles].filter((file) =>
      /dangerouslySetInnerHTML|\.innerHTML\s*=|insertAdjacentHTML|outerHTML\s*=/.test(
        readFileSync(join(root, file), 'utf8'),
      ),
    )
    expect(setters).toEqual(['shared/ui/rich-text.tsx'])
  })

  it("takes DOM ids from useDomId, never React's useId (ids must differ across widget roots)", () => {
    // shared/core.ts only names useId to keep it in the core chunk for use-dom-id, and
    // react-on-preact.ts is what `react` resolves to.
    const allowed = ['shared/ui/use-dom-id.tsx', 'shared/core.ts', 'shared/ui/react-on-preact.ts']
    const users = [...widgetFiles, ...sharedFiles].filter(
      (file) => !allowed.includes(file) && /\buseId\b/.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(users).toEqual([])
  })

  it("uses none of compat's props that the shipped build's React leaves out (shared/ui/react-on-preact.ts)", () => {
    // On preact's core each would fail quietly, while the React build went on working.
    const leftOut: [string, RegExp][] = [
      ['onDoubleClick', /\bonDoubleClick\b/],
      ['defaultValue / defaultChecked', /\bdefault(Value|Checked)=/],
      ['defaultProps', /\.defaultProps\b/],
      ['event.persist() / nativeEvent', /\.persist\(\)|\.nativeEvent\b/],
      ['a number in a style object', /style=\{\{[^}]*:\s*-?\d/],
      ['a camelCase SVG attribute', /\b(stroke|fill|clip|font|text|stop|marker)[A-Z]\w*=/],
    ]
    const uses = [...widgetFiles, ...sharedFiles]
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) => {
        const source = readFileSync(join(root, file), 'utf8')
        return leftOut.filter(([, pattern]) => pattern.test(source)).map(([name]) => `${file}: ${name}`)
      })
    expect(uses).toEqual([])
  })

  it("reads stores through shared/ui/use-store, never zustand's React binding (it imports React's default export)", () => {
    const users = [...widgetFiles, ...sharedFiles].filter((file) =>
      /from ['"]zustand['"]/.test(readFileSync(join(root, file), 'utf8')),
    )
    expect(users).toEqual([])
  })

  it('lets only feature modules (state.ts, api.ts) and shared/ import the API client', () => {
    const callers = widgetFiles.filter(
      (file) =>
        !isFeatureModule(file) &&
        !Object.hasOwn(CLIENT_IMPORT_EXCEPTIONS, file) &&
        importsOf(file).some((target) => target === 'shared/api/client'),
    )
    expect(callers).toEqual([])
  })

  it('keeps shared/domain/ pure: config comes in as parameters, never from getConfig', () => {
    const readers = sharedFiles.filter(
      (file) =>
        file.startsWith('shared/domain/') &&
        importsOf(file).some((target) => target === 'shared/config/config'),
    )
    expect(readers).toEqual([])
  })
})
