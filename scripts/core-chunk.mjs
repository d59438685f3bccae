// An esbuild plugin that gathers shared/core.ts's modules into one chunk (see that file for why).
// esbuild puts code in one chunk when the same entry points reach it, so every entry point and
// every dynamically imported module of ours gets one line appended: a re-export of `core`. The
// dynamically imported modules are found by reading the source before the build, so the result
// does not depend on the order in which esbuild meets the imports.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const DYNAMIC_IMPORT = /\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function sourceFiles(directory, found = []) {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name)
    if (statSync(path).isDirectory()) sourceFiles(path, found)
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(path)
  }
  return found
}

function resolveSource(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier)
  const file = [base, ...EXTENSIONS.map((extension) => base + extension)].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
  if (!file) throw new Error(`core chunk: cannot resolve import('${specifier}') in ${fromFile}`)
  return file
}

/** Every module that the code under `directories` imports with import('./…'). */
export function dynamicImportTargets(directories) {
  const targets = new Set()
  for (const file of directories.flatMap((directory) => sourceFiles(directory)))
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(DYNAMIC_IMPORT))
      targets.add(resolveSource(file, specifier))
  return targets
}

/**
 * `groups`: more files like the core (each exporting `group`), each re-exported by the modules
 * given as its reachers only: the account's own small modules, which the account and every one of
 * its screens then reach alike, so they come as one file instead of one per set of screens.
 *
 * @param {{ coreFile: string, entries: string[], sourceDirectories: string[], skip: string[],
 *   groups?: { file: string, reachers: string[] }[] }} options
 */
export function coreChunkPlugin({ coreFile, entries, sourceDirectories, skip, groups = [] }) {
  const reachers = new Set([...entries, ...dynamicImportTargets(sourceDirectories)])
  for (const file of [coreFile, ...skip]) reachers.delete(file)
  const reExports = (path) => [
    ...(reachers.has(path) ? [`export { core as __pdCore } from ${JSON.stringify(coreFile)}`] : []),
    ...groups.flatMap((group, index) =>
      group.reachers.includes(path)
        ? [`export { group as __pdGroup${index} } from ${JSON.stringify(group.file)}`]
        : [],
    ),
  ]
  return {
    name: 'pd-core-chunk',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const lines = reExports(args.path)
        if (lines.length === 0) return undefined
        const source = readFileSync(args.path, 'utf8')
        return {
          contents: `${source}\n${lines.join('\n')}\n`,
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          resolveDir: dirname(args.path),
        }
      })
    },
  }
}
