// The loader fetches everything a page's widgets need in one step: the build hands it, per widget,
// the whole static import graph of the widget's chunk (and of the runtime, and of the account
// screen a hash opens), which it would otherwise discover one import level per round trip.

/** The account screens in their own chunks, by the end of their hash state (shared/domain/account-links.ts). */
export const ACCOUNT_SCREEN_STATES = {
  dashboard: 'dashboard',
  academy: 'academy',
  profile: 'profile',
  ticket: 'acadameny-view-event',
  example: 'example',
}

/** Views a widget imports lazily in one mode, by their module: the key the loader asks for them by. */
export const WIDGET_MODE_VIEWS = {
  'widgets/login/views/login-page.tsx': 'login#form',
}

/**
 * What the session's first call downloads (shared/session/session-store.ts loads them when it
 * first calls): the loader asks for them with the page when a token is stored, as the header's
 * log-in widget, and any widget that reads the session, then logs in again with it at once.
 */
const SESSION_CALL_MODULES = ['shared/session/session-calls.ts']

/** The outputs the session's first call downloads, with everything they import. */
export function sessionCallClosure(outputs) {
  const closure = new Set()
  for (const [file, output] of Object.entries(outputs)) {
    if (SESSION_CALL_MODULES.includes(output.entryPoint)) staticClosure(outputs, file, closure)
  }
  return closure
}

const SESSION_STORE = 'shared/session/session-store.ts'

/** True when the outputs hold the session store (a widget that reads the session). */
export function readsSession(outputs, files) {
  return [...files].some((file) => Object.keys(outputs[file]?.inputs ?? {}).includes(SESSION_STORE))
}

/** Indices are written as one character each, from this code on (so a list is a short string). */
const FIRST_CODE = 48

/** Every output an output pulls in through static imports, itself included. */
export function staticClosure(outputs, start, seen = new Set()) {
  if (seen.has(start) || !outputs[start]) return seen
  seen.add(start)
  for (const dependency of outputs[start].imports) {
    if (dependency.kind === 'import-statement') staticClosure(outputs, dependency.path, seen)
  }
  return seen
}

/**
 * `dist/chunks/runtime-AB12CD34.js` -> `runtime-AB12CD34`, `dist/chunks/chunk-AB12CD34.js` ->
 * `AB12CD34` (most chunks are named so; the loader puts `chunk-` back on a name without a dash);
 * undefined for anything but a hashed chunk.
 */
function chunkName(file) {
  return file.match(/(?:^|\/)chunks\/(?:chunk-)?([^/]+)\.js$/)?.[1]
}

/**
 * The manifest the loader reads, from esbuild's metafile, as one string:
 * `names,key!chars,key!chars…`. `names` lists the hashed chunks, space-separated, the most shared
 * first, `chunk-` left out; each key's chars hold one character per chunk it needs (its code
 * minus 48 is the index in `names`). Keys: `` the runtime, `<widget>` a widget beyond the runtime
 * (its own `widgets/<widget>.js` is known by name), `account#<state end>` an account screen
 * beyond the account's, `<widget>#<mode>` a view one mode of a widget loads lazily, beyond the
 * widget's (WIDGET_MODE_VIEWS), `#session` the session's calls beyond the runtime. A plain string, not
 * JSON: quotes would be escaped inside the loader.
 */
export function chunkManifest(metafile) {
  const { names, needs } = chunkNeeds(metafile)
  const index = new Map(names.map((name, position) => [name, position]))
  const encode = (closure) =>
    [...closure]
      .map(chunkName)
      .filter(Boolean)
      .map((name) => index.get(name))
      .sort((a, b) => a - b)
      .map((position) => String.fromCharCode(FIRST_CODE + position))
      .join('')
  return [
    names.join(' '),
    ...Object.entries(needs).map(([key, closure]) => `${key}!${encode(closure)}`),
  ].join(',')
}

function chunkNeeds(metafile) {
  const outputs = metafile.outputs
  const files = Object.keys(outputs).filter((file) => file.endsWith('.js'))
  const loader = files.find((file) => file.endsWith('/pd-widgets.js'))
  const runtime = outputs[loader].imports.find((item) => item.kind === 'dynamic-import')?.path
  const runtimeNeeds = staticClosure(outputs, runtime)
  const needs = { '': runtimeNeeds }
  // Each list leaves out what the loader fetches with it anyway: the runtime's chunks for a widget,
  // the account's for an account screen (a shorter list for the loader to carry).
  const beyond = (closure, known) => new Set([...closure].filter((file) => !known.has(file)))
  const widgetFiles = files.filter((file) => /\/widgets\/[^/]+\.js$/.test(file))
  for (const file of widgetFiles) {
    needs[file.match(/\/widgets\/([^/]+)\.js$/)[1]] = beyond(staticClosure(outputs, file), runtimeNeeds)
  }
  const accountFile = widgetFiles.find((file) => file.endsWith('/widgets/account.js')) ?? ''
  const account = new Set([...runtimeNeeds, ...staticClosure(outputs, accountFile)])
  for (const file of files) {
    const screen = outputs[file].entryPoint?.match(/widgets\/account\/screens\/([a-z]+)-screen\.tsx$/)?.[1]
    if (screen && ACCOUNT_SCREEN_STATES[screen]) {
      needs[`account#${ACCOUNT_SCREEN_STATES[screen]}`] = beyond(staticClosure(outputs, file), account)
    }
  }
  for (const [entryPoint, key] of Object.entries(WIDGET_MODE_VIEWS)) {
    const view = files.find((file) => outputs[file].entryPoint === entryPoint)
    const widgetFile = widgetFiles.find((file) => file.endsWith(`/widgets/${key.split('#')[0]}.js`))
    if (!view || !widgetFile) continue
    const widget = new Set([...runtimeNeeds, ...staticClosure(outputs, widgetFile)])
    needs[key] = beyond(staticClosure(outputs, view), widget)
  }
  needs['#session'] = beyond(sessionCallClosure(outputs), runtimeNeeds)
  const uses = new Map()
  for (const closure of Object.values(needs)) {
    for (const name of [...closure].map(chunkName).filter(Boolean)) uses.set(name, (uses.get(name) ?? 0) + 1)
  }
  const names = [...uses.keys()].sort((a, b) => uses.get(b) - uses.get(a) || a.localeCompare(b))
  return { names, needs }
}
