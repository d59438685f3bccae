// Builds the widget bundle (dist/), the reference server (dist/server/) and the size report.
//   node build.mjs            preact build into dist/ (what ships)
//   node build.mjs --react    the same code on React into dist-react/ (for sites that ship React)
//   node build.mjs --watch    rebuild on change
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { reachersOf } from './scripts/chunk-groups.mjs'
import { chunkManifest, readsSession, sessionCallClosure, staticClosure } from './scripts/chunk-manifest.mjs'
import { keepRecentChunks } from './scripts/chunk-releases.mjs'
import { coreChunkPlugin } from './scripts/core-chunk.mjs'
import { remScalePlugin } from './scripts/rem-scale.mjs'
import { checkBudgets } from './scripts/size-budgets.mjs'

const root = resolve(import.meta.dirname)
const args = new Set(process.argv.slice(2))
const onReact = args.has('--react')
const watch = args.has('--watch')
// PD_DIST: build somewhere else than dist/ (the server serves the same variable's folder).
const outdir = process.env.PD_DIST
  ? resolve(root, process.env.PD_DIST)
  : join(root, onReact ? 'dist-react' : 'dist')

/**
 * react and react-dom resolve to preact in the default build (DESIGN: what ships), through our
 * own small stand-in for the part of preact/compat our components need
 * (shared/ui/react-on-preact.ts; README, Sizes).
 */
const releaseStamp = process.env.PD_RELEASE ? `/* pd-widgets ${process.env.PD_RELEASE} */` : undefined
const reactOnPreact = join(root, 'shared/ui/react-on-preact.ts')
/** valibot's API as far as our schemas use it, for the browser (shared/contract/valibot-lite.ts). */
const valibotLite = join(root, 'shared/contract/valibot-lite.ts')
const preactAliases = {
  react: reactOnPreact,
  'react-dom': reactOnPreact,
  'react-dom/client': reactOnPreact,
  'react/jsx-runtime': 'preact/jsx-runtime',
}

function widgetEntries() {
  const entries = { 'pd-widgets': join(root, 'widgets/loader.ts') }
  for (const name of readdirSync(join(root, 'widgets'))) {
    const entry = join(root, 'widgets', name, 'entry.tsx')
    if (existsSync(entry)) entries[`widgets/${name}`] = entry
  }
  return entries
}

/** The account's entry and its lazy screens: what re-exports the account's group (account-group.ts). */
function accountAreaModules() {
  const screens = join(root, 'widgets/account/screens')
  return [
    join(root, 'widgets/account/entry.tsx'),
    ...readdirSync(screens)
      .filter((name) => name.endsWith('-screen.tsx'))
      .map((name) => join(screens, name)),
  ]
}

function findCss(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) findCss(path, found)
    else if (name.endsWith('.css')) found.push(path)
  }
  return found
}

/** One stylesheet for every widget (no injected <style>, so a strict CSP needs nothing extra). */
function cssEntry() {
  const files = [join(root, 'shared/ui/styles.css'), ...findCss(join(root, 'widgets')).sort()].filter(
    existsSync,
  )
  const entry = join(tmpdir(), `pd-widgets-css-${process.pid}.css`)
  writeFileSync(entry, files.map((file) => `@import ${JSON.stringify(file)};`).join('\n'))
  return entry
}

const browserOptions = {
  entryPoints: widgetEntries(),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  target: ['chrome120', 'firefox120', 'safari17', 'edge120'],
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  // Both browser builds check with the small engine (the server keeps valibot).
  alias: { valibot: valibotLite, ...(onReact ? {} : preactAliases) },
  // A schema calling a valibot function the engine lacks (or any import of a name a module does
  // not export) fails the build, instead of a widget that throws in the browser.
  logOverride: { 'import-is-undefined': 'error' },
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'linked',
  // PD_RELEASE: a release name stamped at the top of every file (it changes every chunk's hash).
  banner: releaseStamp ? { js: releaseStamp } : {},
  metafile: true,
  absWorkingDir: root,
  logLevel: 'warning',
  plugins: [corePlugin([])],
}

/**
 * The core chunk and the groups (scripts/core-chunk.mjs); `joins`: groups with their reachers.
 * The loader stays out: it must stay small and load nothing but what a page needs.
 */
function corePlugin(joins) {
  return coreChunkPlugin({
    coreFile: join(root, 'shared/core.ts'),
    entries: Object.values(widgetEntries()),
    sourceDirectories: [join(root, 'widgets'), join(root, 'shared')],
    skip: [join(root, 'widgets/loader.ts')],
    groups: [
      { file: join(root, 'widgets/account/account-group.ts'), reachers: accountAreaModules() },
      ...joins,
    ],
  })
}

/**
 * Code joined to the chunk of other code it goes with: each group file names the exports of our
 * modules among `modules`, and is re-exported by every entry point that, without it, reaches a
 * chunk holding code of any module listed (scripts/chunk-groups.mjs). Each saves a request on
 * most pages with a form or a table, at a few hundred bytes for one widget that did without
 * (README, Sizes). The signed-in pages' small modules go with the schema engine's chunk: a chunk of their
 * own cost those pages a request and some 240 B of imports each.
 */
const JOINS = [
  {
    files: ['shared/contract/checks-group.ts', 'shared/signed-in-group.ts'],
    modules: [
      'shared/contract/schemas.ts',
      'shared/contract/valibot-lite.ts',
      'shared/domain/event-types.ts',
      'shared/domain/transcript-link.ts',
      'shared/messages/catalogue/account.ts',
      'shared/messages/catalogue/login-signup.ts',
      'shared/messages/catalogue/profile.ts',
      'shared/ui/safe-link.tsx',
    ],
  },
  {
    files: ['shared/contract/events-group.ts'],
    modules: ['shared/contract/events.ts', 'shared/domain/account-links.ts', 'shared/ui/session-draft.ts'],
  },
]

/** The browser build's options with the joins' reachers, read from a build without them. */
async function joinedBrowserOptions() {
  const { metafile } = await esbuild.build({ ...browserOptions, write: false })
  const joins = JOINS.flatMap(({ files, modules }) => {
    const reachers = reachersOf(metafile, modules, root)
    return files.map((file) => ({ file: join(root, file), reachers }))
  })
  return { ...browserOptions, plugins: [corePlugin(joins)] }
}

const cssEntryFile = cssEntry()
process.on('exit', () => rmSync(cssEntryFile, { force: true }))

const cssOptions = {
  entryPoints: { 'pd-widgets': cssEntryFile },
  outdir,
  bundle: true,
  minify: true,
  logLevel: 'warning',
  plugins: [remScalePlugin(root)],
}

const serverOptions = {
  entryPoints: { main: join(root, 'demo-site/server/main.ts') },
  outdir: join(outdir, 'server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
}

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

/**
 * A file's code as the budgets count it: without the release stamp, so a named release builds
 * within the same budgets as the same code built without a name (the stamp is some 20 B a file).
 */
function unstamped(file) {
  const code = readFileSync(file)
  const stamp = releaseStamp ? Buffer.from(`${releaseStamp}\n`) : undefined
  return stamp && code.subarray(0, stamp.length).equals(stamp) ? code.subarray(stamp.length) : code
}

function sizeOf(files) {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const code = unstamped(join(root, file))
    raw += code.length
    gzip += gzipSync(code, { level: 9 }).length
  }
  return { raw, gzip }
}

function sizeReport(metafile) {
  const outputs = metafile.outputs
  const jsFiles = Object.keys(outputs).filter((file) => file.endsWith('.js'))
  const rel = (file) => relative(root, join(root, file)).replaceAll('\\', '/')
  const loader = jsFiles.find((file) => file.endsWith('/pd-widgets.js'))
  const runtimeFile = outputs[loader].imports.find((item) => item.kind === 'dynamic-import')?.path
  const loaderFiles = staticClosure(outputs, loader)
  const runtimeFiles = staticClosure(outputs, runtimeFile)
  const chunks = Object.fromEntries(jsFiles.map((file) => [rel(file), sizeOf([file])]))
  const sessionFiles = sessionCallClosure(outputs)
  const widgets = {}
  for (const file of jsFiles) {
    const match = file.match(/\/widgets\/([^/]+)\.js$/)
    if (!match) continue
    const loggedOut = new Set([...loaderFiles, ...runtimeFiles, ...staticClosure(outputs, file)])
    // A widget that reads the session loads the session's calls too when a token is stored (the
    // loader asks for them with the page): its figure is that of a logged-in teacher, the larger.
    const files = readsSession(outputs, loggedOut) ? new Set([...loggedOut, ...sessionFiles]) : loggedOut
    widgets[match[1]] = {
      ...sizeOf([...files]),
      loggedOutGzip: sizeOf([...loggedOut]).gzip,
      files: [...files].map(rel).sort(),
    }
  }
  const css = join(outdir, 'pd-widgets.css')
  return {
    build: onReact ? 'react' : 'preact',
    loader: sizeOf([...loaderFiles]),
    runtime: sizeOf([...runtimeFiles]),
    css: { raw: statSync(css).size, gzip: gzipSize(css) },
    widgets,
    chunks,
  }
}

/**
 * The browser bundle: a build without the joins gives their reachers; then a build with them
 * gives the chunk manifest, which the last writes into the loader (only the loader changes, so
 * every chunk keeps its name).
 */
async function buildBrowser() {
  const options = await joinedBrowserOptions()
  const first = await esbuild.build({ ...options, write: false })
  const manifest = chunkManifest(first.metafile)
  const define = { ...options.define, __PD_MANIFEST__: JSON.stringify(manifest) }
  const second = await esbuild.build({ ...options, define })
  const chunks = (result) => Object.keys(result.metafile.outputs).sort().join('\n')
  if (chunks(first) !== chunks(second)) throw new Error('the chunk manifest changed the chunks it lists')
  return second
}

async function buildOnce() {
  // Entries keep their names and are rewritten; hashed chunks of earlier builds stay for pages
  // still open (scripts/chunk-releases.mjs prunes them after the build).
  rmSync(join(outdir, 'widgets'), { recursive: true, force: true })
  mkdirSync(outdir, { recursive: true })
  // Types for host pages: a hand-kept file, checked against the source by tests/types/.
  writeFileSync(join(outdir, 'pd-widgets.d.ts'), readFileSync(join(root, 'types/pd-widgets.d.ts')))
  const [browser] = await Promise.all([
    buildBrowser(),
    esbuild.build(cssOptions),
    onReact || !existsSync(serverOptions.entryPoints.main) ? Promise.resolve() : esbuild.build(serverOptions),
  ])
  const chunkFiles = Object.keys(browser.metafile.outputs)
    .map((file) => relative(outdir, resolve(root, file)).replaceAll('\\', '/'))
    .filter((file) => file.startsWith('chunks/'))
  keepRecentChunks(outdir, chunkFiles)
  const report = sizeReport(browser.metafile)
  writeFileSync(join(outdir, 'size-report.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(join(outdir, 'metafile.json'), JSON.stringify(browser.metafile))
  // Budgets live in size-budgets.json; the build fails when one is exceeded.
  const budgets = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'))[report.build]
  const misses = checkBudgets(report, budgets)
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
  console.log(
    `built ${relative(root, outdir)}/: loader ${kib(report.loader.gzip)}, runtime ${kib(report.runtime.gzip)} gzip; ` +
      `largest widget load ${kib(Math.max(...Object.values(report.widgets).map((size) => size.gzip)))}`,
  )
  if (misses.length > 0) {
    console.error(`size budget exceeded (size-budgets.json):\n  ${misses.join('\n  ')}`)
    if (!watch) process.exit(1)
  }
}

if (watch) {
  const contexts = await Promise.all([
    esbuild.context(await joinedBrowserOptions()),
    esbuild.context(cssOptions),
    esbuild.context(serverOptions),
  ])
  await Promise.all(contexts.map((context) => context.watch()))
  console.log('watching for changes…')
} else {
  await buildOnce()
}
