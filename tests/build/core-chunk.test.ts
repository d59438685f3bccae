import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'
import { reachersOf } from '../../scripts/chunk-groups.mjs'
import { coreChunkPlugin, dynamicImportTargets } from '../../scripts/core-chunk.mjs'

/**
 * A small source tree shaped like ours: a loader that imports the runtime lazily, two widget
 * entries that each use a different pair of three small shared modules, and a lazy screen that
 * uses the third. Without the plugin esbuild writes a chunk per set of entries that reach a module.
 */
const SOURCES: Record<string, string> = {
  'src/loader.ts': "export const load = () => import('./runtime')",
  'src/runtime.ts': "import { a } from './shared/a'\nexport const run = () => a",
  'src/one/entry.ts':
    "import { a } from '../shared/a'\nimport { b } from '../shared/b'\nexport const one = a + b",
  'src/two/entry.ts':
    "import { b } from '../shared/b'\nimport { c } from '../shared/c'\nexport const two = () => import('../two/screen').then((s) => s.screen + b + c)",
  'src/two/screen.ts': "import { c } from '../shared/c'\nexport const screen = c",
  'src/shared/a.ts': "export const a = 'a'.repeat(3)",
  'src/shared/b.ts': "export const b = 'b'.repeat(3)",
  'src/shared/c.ts': "export const c = 'c'.repeat(3)",
  'src/shared/core.ts':
    "import * as a from './a'\nimport * as b from './b'\nimport * as c from './c'\nexport const core = [a, b, c]",
}

const root = mkdtempSync(join(tmpdir(), 'pd-core-chunk-'))

function writeSources(sources: Record<string, string>): void {
  for (const [path, source] of Object.entries(sources)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), source)
  }
}
writeSources(SOURCES)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const file = (path: string) => join(root, path)
const entries = [file('src/loader.ts'), file('src/one/entry.ts'), file('src/two/entry.ts')]

/** A split build of `entryPoints`, in memory, its paths relative to the tree's root. */
function splitBuild(entryPoints: string[], plugins: esbuild.Plugin[]) {
  return esbuild.build({
    entryPoints,
    outdir: join(root, 'out'),
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    plugins,
    logLevel: 'silent',
  })
}

/** The output chunks of a split build of `entryPoints` that hold a module matching `held`. */
async function chunksHolding(
  entryPoints: string[],
  held: RegExp,
  plugins: esbuild.Plugin[],
): Promise<string[]> {
  const result = await splitBuild(entryPoints, plugins)
  return Object.entries(result.metafile.outputs)
    .filter(([, output]) => Object.keys(output.inputs).some((input) => held.test(input)))
    .map(([path]) => path)
}

/** The output chunks that hold any of the three shared modules. */
const chunksHoldingShared = (plugins: esbuild.Plugin[]) =>
  chunksHolding(entries, /shared\/[abc]\.ts$/, plugins)

describe('the core chunk', () => {
  it('finds the modules our code imports lazily', () => {
    expect([...dynamicImportTargets([file('src')])].sort()).toEqual(
      [file('src/runtime.ts'), file('src/two/screen.ts')].sort(),
    )
  })

  it('splits the shared modules into several chunks without the plugin', async () => {
    expect((await chunksHoldingShared([]).then((chunks) => chunks.length)) > 1).toBe(true)
  })

  it('puts every module of the core in one chunk, and the loader does not load it', async () => {
    const plugin = coreChunkPlugin({
      coreFile: file('src/shared/core.ts'),
      entries,
      sourceDirectories: [file('src')],
      skip: [file('src/loader.ts')],
    })
    const chunks = await chunksHoldingShared([plugin])
    expect(chunks).toHaveLength(1)
    const result = await splitBuild(entries, [plugin])
    const loader = Object.entries(result.metafile.outputs).find(([, output]) =>
      output.entryPoint?.endsWith('loader.ts'),
    )
    const loaded = loader?.[1].imports
      .filter((item) => item.kind === 'import-statement')
      .map((item) => item.path)
    expect(loaded?.some((path) => chunks.some((chunk) => chunk.endsWith(path.split('/').pop() ?? '')))).toBe(
      false,
    )
  })
})

describe('a chunk group', () => {
  /** A widget with two lazy screens: f is shared by the widget and one screen, g by the other. */
  const GROUP_SOURCES: Record<string, string> = {
    'group/widget.ts':
      "import { f } from './f'\nimport { g } from './g'\nexport const screens = [() => import('./one'), () => import('./two'), f, g]",
    'group/one.ts': "import { f } from './f'\nexport const one = f",
    'group/two.ts': "import { g } from './g'\nexport const two = g",
    'group/f.ts': "export const f = 'f'.repeat(3)",
    'group/g.ts': "export const g = 'g'.repeat(3)",
    'group/group.ts': "import { f } from './f'\nimport { g } from './g'\nexport const group = [f, g]",
    'group/core.ts': 'export const core = []',
  }
  writeSources(GROUP_SOURCES)

  const chunksHoldingFG = (plugins: esbuild.Plugin[]) =>
    chunksHolding([file('group/widget.ts')], /group\/[fg]\.ts$/, plugins)

  it('puts modules the widget shares with different screens in one chunk, re-exported by its reachers only', async () => {
    expect(await chunksHoldingFG([])).toHaveLength(2)
    const plugin = coreChunkPlugin({
      coreFile: file('group/core.ts'),
      entries: [],
      sourceDirectories: [],
      skip: [],
      groups: [
        {
          file: file('group/group.ts'),
          reachers: [file('group/widget.ts'), file('group/one.ts'), file('group/two.ts')],
        },
      ],
    })
    expect(await chunksHoldingFG([plugin])).toHaveLength(1)
  })
})

describe('a joined group', () => {
  /**
   * Shaped like the contract's schemas and valibot: two widgets (one with a lazy screen) use both
   * the schemas (s) and the checker (v), a third widget uses only the checker.
   */
  const JOIN_SOURCES: Record<string, string> = {
    'join/one.ts': "import { s } from './s'\nexport const one = [s, () => import('./screen')]",
    'join/screen.ts': "import { s } from './s'\nexport const screen = s",
    'join/two.ts': "import { s } from './s'\nexport const two = s",
    'join/three.ts': "import { v } from './v'\nexport const three = v",
    'join/s.ts': "import { v } from './v'\nexport const s = v + 's'.repeat(3)",
    'join/v.ts': "export const v = 'v'.repeat(3)",
    'join/group.ts': "import { s } from './s'\nexport const group = [s]",
    'join/core.ts': 'export const core = []',
  }
  writeSources(JOIN_SOURCES)
  const joinEntries = ['join/one.ts', 'join/two.ts', 'join/three.ts'].map(file)

  const build = (plugins: esbuild.Plugin[]) => splitBuild(joinEntries, plugins)

  const holding = (metafile: esbuild.Metafile, module: string) =>
    Object.keys(metafile.outputs).filter((output) =>
      Object.hasOwn(metafile.outputs[output]?.inputs ?? {}, module),
    )

  it("names every entry point whose load includes the joined code's chunks, lazy ones too", async () => {
    const { metafile } = await build([])
    expect(holding(metafile, 'join/s.ts')).not.toEqual(holding(metafile, 'join/v.ts'))
    expect(reachersOf(metafile, ['join/s.ts', 'join/v.ts'], root)).toEqual(
      ['join/one.ts', 'join/screen.ts', 'join/three.ts', 'join/two.ts'].map(file),
    )
    expect(reachersOf(metafile, ['join/s.ts'], root)).toEqual(
      ['join/one.ts', 'join/screen.ts', 'join/two.ts'].map(file),
    )
    expect(() => reachersOf(metafile, ['join/none.ts'], root)).toThrow(/no output holds/)
  })

  it('puts the group and the code it joins in one chunk', async () => {
    const { metafile } = await build([])
    const plugin = coreChunkPlugin({
      coreFile: file('join/core.ts'),
      entries: [],
      sourceDirectories: [],
      skip: [],
      groups: [
        { file: file('join/group.ts'), reachers: reachersOf(metafile, ['join/s.ts', 'join/v.ts'], root) },
      ],
    })
    const joined = (await build([plugin])).metafile
    expect(holding(joined, 'join/s.ts')).toHaveLength(1)
    expect(holding(joined, 'join/s.ts')).toEqual(holding(joined, 'join/v.ts'))
  })
})
