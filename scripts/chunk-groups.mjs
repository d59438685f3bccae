// Which modules re-export a group that joins code to another chunk (see build.mjs). esbuild puts
// code in one chunk when the same entry points reach it (an entry point: a widget's entry or a
// lazily imported module). A group named by every entry point that reaches any of the code it
// joins makes all of it reached alike, so esbuild writes it as one file.
import { resolve } from 'node:path'
import { staticClosure } from './chunk-manifest.mjs'

/**
 * The entry points (absolute source paths) whose load includes a chunk holding code of any of
 * `modules` (metafile input paths, relative to `root`) in a build's metafile.
 *
 * @param {import('esbuild').Metafile} metafile
 * @param {string[]} modules
 * @param {string} root
 */
export function reachersOf(metafile, modules, root) {
  const { outputs } = metafile
  const holding = new Set(
    Object.entries(outputs)
      .filter(([, output]) => modules.some((module) => Object.hasOwn(output.inputs, module)))
      .map(([file]) => file),
  )
  if (holding.size === 0) throw new Error(`chunk groups: no output holds ${modules.join(', ')}`)
  return Object.entries(outputs)
    .filter(
      ([file, output]) => output.entryPoint && [...staticClosure(outputs, file)].some((f) => holding.has(f)),
    )
    .map(([, output]) => resolve(root, output.entryPoint))
    .sort()
}
