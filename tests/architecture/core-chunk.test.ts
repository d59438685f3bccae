// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * shared/core.ts gathers small modules into one chunk by naming their exports (see that file), and
 * widgets/account/account-group.ts and the contract's groups do the same for the code they join. An export a list does not
 * name, used by only some entries, would come as a small chunk of its own again.
 */
const repo = resolve(import.meta.dirname, '../..')
const LISTS = [
  { file: join(repo, 'shared/core.ts'), name: 'core' },
  { file: join(repo, 'widgets/account/account-group.ts'), name: 'group' },
  { file: join(repo, 'shared/contract/checks-group.ts'), name: 'group' },
  { file: join(repo, 'shared/contract/events-group.ts'), name: 'group' },
  { file: join(repo, 'shared/signed-in-group.ts'), name: 'group' },
]

function ownImports(listFile: string) {
  const source = readFileSync(listFile, 'utf8')
  return [...source.matchAll(/import \{([^}]+)\} from '(\.[^']+)'/g)].map((match) => ({
    names: (match[1] ?? '').split(',').map((name) => name.trim()),
    file: [`${match[2]}.ts`, `${match[2]}.tsx`]
      .map((candidate) => join(dirname(listFile), candidate))
      .find((candidate) => existsSync(candidate)),
  }))
}

function listed(listFile: string, name: string): Set<string> {
  const source = readFileSync(listFile, 'utf8')
  const list = source.match(new RegExp(`export const ${name} = \\[([^\\]]+)\\]`))?.[1] ?? ''
  return new Set(list.split(',').map((item) => item.trim()))
}

function runtimeExports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(/^export (?:async )?(?:const|function|class|let) ([A-Za-z0-9_]+)/gm)].map(
    (match) => match[1] as string,
  )
}

function sourceFiles(directory: string, found: string[] = []): string[] {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) sourceFiles(path, found)
    else if (/\.tsx?$/.test(name)) found.push(path)
  }
  return found
}

/** The files that import `target`, by their relative import path. */
function importersOf(target: string): string[] {
  const base = target.replace(/\.tsx?$/, '')
  return [...sourceFiles(join(repo, 'shared')), ...sourceFiles(join(repo, 'widgets'))].filter((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].some(
      (match) => resolve(dirname(file), match[1] as string) === base,
    ),
  )
}

describe.each(LISTS.map((list) => ({ ...list, path: relative(repo, list.file) })))(
  'the chunk list of $path',
  ({ file, name }) => {
    it('imports our modules that exist', () => {
      // Each list joins two modules or more (a parse that finds fewer has missed the imports).
      expect(ownImports(file).length).toBeGreaterThanOrEqual(2)
      expect(ownImports(file).filter((item) => !item.file)).toEqual([])
    })

    it('names every export of each of its modules, and puts every name in the list', () => {
      const names = listed(file, name)
      const missing = ownImports(file).flatMap(({ names: imported, file: module }) =>
        runtimeExports(module as string)
          .filter((exported) => !imported.includes(exported) || !names.has(exported))
          .map((exported) => `${exported} (${module})`),
      )
      expect(missing).toEqual([])
    })
  },
)

describe("the account's group", () => {
  it('holds modules that only the account area imports, so no other widget downloads them', () => {
    const groupFile = LISTS[1]?.file as string
    const outside = ownImports(groupFile).flatMap(({ file: module }) =>
      importersOf(module as string)
        .filter((importer) => !importer.startsWith(join(repo, 'widgets/account/')))
        .map((importer) => `${relative(repo, importer)} imports ${relative(repo, module as string)}`),
    )
    expect(outside).toEqual([])
  })
})
