import { readFile } from 'node:fs/promises'

/**
 * Our stylesheet's rem lengths, scaled by `--pd-rem` when a page sets it. A host theme that sets
 * `html { font-size: 62.5% }` (Bootstrap 3 and the WordPress themes built on it) makes 1rem 10px,
 * which shrank every widget's text, field and button to 62.5 %; the runtime then sets `--pd-rem` on
 * <html> to the visitor's own text size (shared/ui/root-font-size.ts). Without it, `1rem` stays
 * `1rem`. At-rule lines (@media) are left alone: their rem is the browser's default already, and a
 * custom property is not allowed there.
 */
export function scaleRem(css) {
  return css
    .split('\n')
    .map((line) => (line.trimStart().startsWith('@') ? line : scaleLine(line)))
    .join('\n')
}

function scaleLine(line) {
  return line.replace(/(^|[^\w.])(-?\d*\.?\d+)rem\b/g, (_, before, amount) =>
    Number(amount) === 1 ? `${before}var(--pd-rem, 1rem)` : `${before}calc(${amount} * var(--pd-rem, 1rem))`,
  )
}

/** esbuild plugin: scales the rem lengths of the stylesheets under `sourceDirectory`. */
export function remScalePlugin(sourceDirectory) {
  return {
    name: 'pd-rem-scale',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        if (!args.path.startsWith(sourceDirectory) || args.path.includes('node_modules')) return undefined
        return { contents: scaleRem(await readFile(args.path, 'utf8')), loader: 'css' }
      })
    },
  }
}
