/**
 * The only code that runs on page load. It finds `[data-pd-widget]` elements (also ones added
 * later), links the stylesheet, and imports the runtime, which loads the config and each widget's
 * chunk. Kept tiny on purpose: it is on every page.
 */
import type {} from '../shared/pd-widgets-api'
import { RUNTIME_FAILED_TEXTS } from './loader-texts'
import { filesFor, preloadModules, widgetNamesByPriority } from './preload'

type Runtime = typeof import('./runtime')

/** The chunk manifest, written in by the build (scripts/chunk-manifest.mjs); absent in tests and watch builds. */
declare const __PD_MANIFEST__: string | undefined

/**
 * This loader's own tag: another library's `data-config` in the page is not ours, even when our
 * tag has none (its file then set up our widgets, `autoMount: false` blanking them all). Matched
 * by address, else by file name, for a tag whose address redirected to the file that runs.
 */
const fileName = (url: string) => new URL(url, location.href).pathname.split('/').pop()
const configScripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-config]'))
const script =
  configScripts.find((tag) => tag.src === import.meta.url) ??
  configScripts.find((tag) => tag.src && fileName(tag.src) === fileName(import.meta.url))
let runtime: Promise<Runtime> | undefined
/** The page heard "ready" from here: it had no widget at load. */
let readyTold = false

/**
 * The site config's request, started here beside the runtime's so mounting does not wait one more
 * round trip for it. A failure is handed over as an Error for the runtime to report.
 */
function fetchConfig(url: string | null): Promise<Response | Error> | undefined {
  if (!url || document.getElementById('pd-widgets-config')) return undefined
  return fetch(url, { credentials: 'same-origin' }).catch((error: Error) => error)
}

/** The runtime, with the config load started (mounts wait for it, chunk downloads do not). */
function getRuntime(): Promise<Runtime> {
  if (runtime) return runtime
  const url = script?.dataset.config ?? null
  const config = fetchConfig(url)
  runtime = import('./runtime').then((loaded) => {
    void loaded.start(url, config)
    return loaded
  })
  return runtime
}

/**
 * The runtime did not arrive (a dropped connection, or a loader a cache kept past the releases
 * whose files stay): each widget says so in its place with a way out, as the runtime does for a
 * widget's own file, not an empty box for good. English only: the language switch is the runtime's.
 * `elements`: the page's widgets, or those a host's `mount` or `mountAll` named; `nameOf`: each
 * one's widget. Only a reload helps: in Chromium a second import of the file that failed fails
 * too, with the file back (tried; HTML now asks browsers to fetch it again, so a later version may
 * allow a retry here).
 */
function showRuntimeFailed(
  elements: Iterable<Element>,
  nameOf = (el: Element) => el.getAttribute('data-pd-widget'),
): void {
  const [wording, reload] = RUNTIME_FAILED_TEXTS
  const make = (tag: string, properties: object) => Object.assign(document.createElement(tag), properties)
  for (const el of elements) {
    if (/^(alerts|loading)$/.test(nameOf(el) ?? '')) continue
    const notice = make('div', { className: 'pd-notice pd-load-failed', role: 'alert' })
    notice.append(
      make('p', { textContent: wording }),
      make('button', {
        type: 'button',
        className: 'pd-button pd-button-secondary',
        textContent: reload,
        onclick: () => location.reload(),
      }),
    )
    el.classList.add('pd-root')
    el.replaceChildren(notice)
  }
}

/** Everything the page's widgets need, asked for in one step (the alert banner is always added). */
function preloadWidgets(): void {
  if (typeof __PD_MANIFEST__ === 'undefined') return
  const names = widgetNamesByPriority(document)
  preloadModules(filesFor(__PD_MANIFEST__, [...names, 'alerts'], location.hash, hasToken()), import.meta.url)
}

/**
 * A session token is stored (localStorage `t`, §4.5). shared/session/token.ts reads it for the
 * rest of the code; importing it here would put it in a chunk shared with the core, one more
 * request before the loader could run.
 */
function hasToken(): boolean {
  try {
    return Boolean(localStorage.getItem('t'))
  } catch {
    return false
  }
}

function linkStylesheet(): void {
  const href = new URL('./pd-widgets.css', import.meta.url).href
  // A page may link it itself, relative or absolute (best: in its head, so the room widgets hold
  // is there at the first paint).
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.href === href) return
  }
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  document.head.append(link)
}

function autoMount(root: ParentNode): Promise<void> {
  return getRuntime().then(
    (loaded) => loaded.autoMountAll(root, readyTold),
    () => showRuntimeFailed(widgetsIn(document)),
  )
}

/**
 * The widget elements of `root`, the root itself too when it is one: the runtime's widgetElements,
 * written again here, as the loader imports nothing it could share a chunk with (and it is needed
 * when the runtime did not arrive).
 */
function widgetsIn(root: ParentNode): Element[] {
  const found = Array.from(root.querySelectorAll('[data-pd-widget]'))
  if (root instanceof Element && root.matches('[data-pd-widget]')) found.unshift(root)
  return found
}

// The whole document, not <body>: a host that swaps its body (Turbo Drive, htmx's boost, pjax)
// brings its widgets in a new one.
function watch(): void {
  new MutationObserver((records) => {
    for (const record of records) {
      // A data-pd-widget set on an element already in the page marks a widget as well.
      for (const node of record.type === 'attributes' ? [record.target] : record.addedNodes) {
        if (
          node instanceof Element &&
          (node.matches('[data-pd-widget]') || node.querySelector('[data-pd-widget]'))
        ) {
          void autoMount(node)
        }
      }
    }
  }).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributeFilter: ['data-pd-widget'],
  })
}

/**
 * `pd:open-login` is heard here, not in the runtime: on a page with no widget at load the runtime
 * is not downloaded until something asks for it, and this is such an ask. (The name is written
 * out: PD_EVENTS would join the loader to the core chunk.)
 */
function listenForLoginRequests(): void {
  document.addEventListener('pd:open-login', () => {
    void getRuntime().then((loaded) => loaded.openLogin())
  })
}

function boot(): void {
  linkStylesheet()
  if (document.querySelector('[data-pd-widget]')) {
    // The config's request and the runtime's go out first: every widget waits for both, and over
    // HTTP/1.1 the preloads fill the six connections.
    // The stylesheet shows "Loading…" in each widget's room while this mark is on (styles.css).
    const root = document.documentElement.classList
    root.add('pd-booting')
    // Taken off however mounting ends: left on, it kept "Loading…" in every widget's room.
    const booted = () => root.remove('pd-booting')
    void autoMount(document).then(booted, booted)
    preloadWidgets()
  } else {
    // No widget at load: the host hears "ready" now, naming none (a framework host may wait for it
    // before adding its own), and widgets added later mount without a second one. The runtime,
    // which the other pages hear it from, is not downloaded for it.
    readyTold = true
    document.dispatchEvent(new CustomEvent('pd:ready', { detail: { widgets: [] } }))
  }
  watch()
}

// Loading the loader twice keeps one API and one set of mounts.
if (!window.PDWidgets) {
  window.PDWidgets = {
    // A runtime that did not arrive rejects the host's promise, and the element says so, as the
    // page's own widgets do.
    mount: (el, name, options) =>
      getRuntime().then(
        (loaded) => loaded.mount(el, name, options),
        (error: unknown) => {
          showRuntimeFailed([el], () => name ?? el.getAttribute('data-pd-widget'))
          throw error
        },
      ),
    unmount: (el) => void getRuntime().then((loaded) => loaded.unmount(el)),
    mountAll: (root) =>
      getRuntime().then(
        (loaded) => loaded.mountAll(root),
        (error: unknown) => {
          showRuntimeFailed(widgetsIn(root ?? document))
          throw error
        },
      ),
  }
  listenForLoginRequests()
  // A module script runs in the task that ends the page's parsing, with the page's first style and
  // layout: booting there made it the page's longest task (60-87 ms at 4x on the home page, ten
  // loads); a task of its own costs the preloads a few milliseconds.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true })
  else setTimeout(boot, 0)
}
