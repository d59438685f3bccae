// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * shared/core.ts gathers small modules into one chunk by naming their exports (see that file). An
 * export it does not name, used by only some widgets, would come as a small chunk of its own again.
 */
const coreFile = resolve(import.meta.dirname, '../../shared/core.ts')
const coreSource = readFileSync(coreFile, 'utf8')

const ownImports = [...coreSource.matchAll(/import \{([^}]+)\} from '(\.[^']+)'/g)].map((match) => ({
  names: (match[1] ?? '').split(',').map((name) => name.trim()),
  file: [`${match[2]}.ts`, `${match[2]}.tsx`]
    .map((candidate) => join(dirname(coreFile), candidate))
    .find((candidate) => existsSync(candidate)),
}))

const listed = new Set(
  (coreSource.match(/export const core = \[([^\]]+)\]/)?.[1] ?? '').split(',').map((name) => name.trim()),
)

function runtimeExports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(/^export (?:async )?(?:const|function|class|let) ([A-Za-z0-9_]+)/gm)].map(
    (match) => match[1] as string,
  )
}

describe('the core chunk list', () => {
  it('imports our modules that exist', () => {
    expect(ownImports.length).toBeGreaterThan(10)
    expect(ownImports.filter((item) => !item.file)).toEqual([])
  })

  it('names every export of each of its modules, and puts every name in the list', () => {
    const missing = ownImports.flatMap(({ names, file }) =>
      runtimeExports(file as string)
        .filter((name) => !names.includes(name) || !listed.has(name))
        .map((name) => `${name} (${file})`),
    )
    expect(missing).toEqual([])
  })
})
