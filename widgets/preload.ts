/**
 * What the loader fetches at once when it finds widgets: the runtime, each widget's chunk and
 * every chunk they import, and the account screen the hash opens. The list comes from the build
 * (scripts/chunk-manifest.mjs): without it the browser finds the imports one level per round trip.
 *
 * The manifest is the build's string `names,key!chars,key!chars…`: `names` the hashed chunks,
 * space-separated, without the `chunk-` most of them start with; each char of a key's list is a
 * chunk it needs (its code minus 48 is the index in `names`).
 */

/**
 * Every file, relative to the loader, that the named widgets need before they can show, in the
 * order to ask for them: the runtime's chunks first (every widget waits for them, and the core is
 * the largest file), then each widget's entry with its chunks in the order given, an account's
 * screen right after the account. Over HTTP/1.1 only six requests go out at once, and with every
 * entry first the core waited a round trip behind the header's and the footer's small files (the
 * home page's newsletter 150-200 ms later on a mobile network). `withSession`: also the session's
 * calls, last (a token is stored, so the widgets log in with it).
 */
export function filesFor(manifest: string, widgets: string[], hash: string, withSession = false): string[] {
  const [names = '', ...entries] = manifest.split(',')
  const chunks = names.split(' ')
  const lists = new Map(entries.map((entry) => entry.split('!') as [string, string]))
  const files = new Set<string>()
  const add = (key: string) => {
    if (!lists.has(key)) return
    if (key !== '' && !key.includes('#')) files.add(`widgets/${key}.js`)
    for (const char of lists.get(key) ?? '') {
      const name = chunks[char.charCodeAt(0) - 48] ?? ''
      files.add(`chunks/${name.includes('-') ? name : `chunk-${name}`}.js`)
    }
  }
  add('')
  for (const widget of widgets) {
    add(widget)
    if (widget === 'account') for (const key of accountScreenKeys(lists.keys(), hash)) add(key)
  }
  if (withSession) add('#session')
  return [...files]
}

/**
 * The manifest keys of the account screen the hash opens. A screen's key ends like its hash state
 * whatever the brand slug, which the loader does not know yet (shared/domain/account-links.ts
 * names the states).
 */
function accountScreenKeys(keys: Iterable<string>, hash: string): string[] {
  const state = hash.replace(/^#!?\/?/, '').split(/[/?]/)[0] ?? ''
  return [...keys].filter((key) => key.startsWith('account#') && state.endsWith(`-${key.slice(8)}`))
}

/** Asks for the files at once; the imports that follow find them fetched or on their way. */
export function preloadModules(files: string[], base: string): void {
  const links = files.map((file) => {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = new URL(file, base).href
    return link
  })
  // Six at a time, each six in a task of its own: starting a request costs the main thread a few
  // milliseconds on a slow phone, and twenty in one go made a task of over 100 ms. Six is what
  // HTTP/1.1 sends to one host at once, so no request waits longer for it.
  const insert = (from: number) => {
    document.head.append(...links.slice(from, from + 6))
    if (from + 6 < links.length) setTimeout(insert, 0, from + 6)
  }
  insert(0)
}

/**
 * The page's widget names, those in the page's `<main>` first: the loader asks for their files
 * first, so the page's own content does not wait behind the header's log-in button or a footer
 * form for one of HTTP/1.1's six connections. Each name comes with its mode, `<name>#<data-mode>`
 * (§2.11's login is a form unless data-mode says modal): a view a mode loads lazily has a
 * manifest key of that name, so the login page's form comes with the page.
 */
export function widgetNamesByPriority(root: ParentNode): string[] {
  const elements = [...root.querySelectorAll<HTMLElement>('[data-pd-widget]')]
  const inMain = (el: HTMLElement) => (el.closest('main, [role="main"]') ? 0 : 1)
  return elements
    .map((el, index) => ({ el, name: el.dataset.pdWidget ?? '', rank: inMain(el), index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .flatMap(({ el, name }) => [name, `${name}#${el.dataset.mode ?? 'form'}`])
}
