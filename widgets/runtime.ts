import { takeCarriedAlerts } from '../shared/alerts/alert-store'
import { getConfig, loadConfig } from '../shared/config/config'
import { core } from '../shared/core'
import { warmUpTimeZones } from '../shared/dates/warm-up'
import { dispatchPdEvent, PD_EVENTS } from '../shared/events/pd-events'
import { logProblem } from '../shared/log'
import { DEFAULT_LOCALE, resolveLocale, setLocale } from '../shared/messages/locale'
import * as messages from '../shared/messages/messages'
import { text } from '../shared/messages/text'
import { navigation } from '../shared/navigation/navigation'
import type { WidgetHandle } from '../shared/pd-widgets-api'
import { nextTask } from '../shared/tasks'
import { openLoginModal, setLoginModalMounter } from '../shared/ui/login-request'
import { keepTextSize } from '../shared/ui/root-font-size'
import { prepareWidgetRoot } from '../shared/ui/theme'
import { WidgetOptionsError } from '../shared/ui/widget-options-error'
import { askCallsEarly } from './early-calls'
import { registry } from './registry'

const MOUNTED = 'data-pd-mounted'
/** The widgets that show an event's date and time in its zone as soon as they mount. */
const SHOWS_EVENT_TIMES = new Set(['account', 'event-list', 'event-registration', 'survey', 'survey-lookup'])
const unmounts = new WeakMap<Element, () => void>()
let started: Promise<void> | undefined
let readyClaimed = false

/** Loads the site config once (`pending`: the loader's fetch of it); every mount waits for it. */
export function start(configUrl: string | null, pending?: Promise<Response | Error>): Promise<void> {
  started ??= loadConfig(configUrl, pending).then(async () => {
    // A non-English page's catalogue arrives before any widget shows a text.
    await loadLanguage(resolveLocale(getConfig().locale, document.documentElement.lang))
    setLoginModalMounter(addLoginModal)
    keepTextSize()
    takeCarriedAlerts()
  })
  return started
}

/**
 * The page's language, or English when its texts do not arrive (a dropped connection): every
 * widget waits for this, and a failed download left them all empty for the page's life.
 */
function loadLanguage(wanted: string): Promise<void> {
  return setLocale(wanted).catch(() => {
    logProblem('language', `the "${wanted}" texts could not be loaded, so the widgets show English`)
    return setLocale(DEFAULT_LOCALE)
  })
}

/** The login modal opened for the host page's `pd:open-login` (the loader hears it), once started. */
export function openLogin(): Promise<void> | undefined {
  return started?.then(openLoginModal)
}

/**
 * Mounts what the page marked, unless the config says `autoMount: false`. The widgets' chunks
 * start downloading while the config is still on its way: one round trip less before a widget
 * shows.
 */
export async function autoMountAll(root: ParentNode, readyTold = false): Promise<void> {
  // The page's first call announces "ready": a call for markup added meanwhile (the alert banner
  // the first mount adds) may finish first, and would name only what it mounted. `readyTold`: the
  // loader told it already, for a page that had no widget at load.
  const announces = !readyClaimed && !readyTold
  readyClaimed = true
  const elements = widgetElements(root) as HTMLElement[]
  const names = elements.map((el) => el.dataset.pdWidget ?? '')
  for (const name of names) {
    if (Object.hasOwn(registry, name)) void registry[name]?.().catch(() => undefined)
  }
  await started
  // Asked only when the widgets will mount: a page that mounts its own later would waste them.
  if (announces && getConfig().autoMount) askCallsEarly(elements)
  // The time-zone set-up after the calls: run before them, its three tasks held them back 220-430 ms at 4x.
  if (names.some((name) => SHOWS_EVENT_TIMES.has(name))) setTimeout(warmUpTimeZones, 0)
  if (getConfig().autoMount) await mountAll(root)
  // Later calls mount markup added after load; the host hears "ready" once, for the page.
  if (!announces) return
  const widgets = widgetElements(root)
    .filter((el) => el.getAttribute(MOUNTED) === 'true')
    .map((el) => (el as HTMLElement).dataset.pdWidget ?? '')
  dispatchPdEvent(document, PD_EVENTS.ready, { widgets })
}

/**
 * Mounts one widget and resolves with its handle. Repeat-safe: an element already mounted is
 * skipped (the handle still unmounts it). A bad name, bad options or a chunk that fails to load
 * logs one `[pd-widgets]` line and never throws into the host page.
 */
export async function mount(
  el: Element,
  name?: string,
  options: Record<string, string | undefined> = {},
): Promise<WidgetHandle> {
  const handle: WidgetHandle = { unmount: () => unmount(el) }
  await mountOnce(el, name, options)
  return handle
}

/**
 * The element this page's runtime mounted, as a property: a copy of a mounted widget's markup
 * (`innerHTML` rewritten, `cloneNode`, a page builder's "duplicate block") carries the attribute
 * but not the property, and would otherwise stay a dead form that submits to the page's URL.
 */
const CLAIMED = Symbol.for('pd-widgets.mounted')
type ClaimedElement = HTMLElement & { [CLAIMED]?: boolean }

async function mountOnce(el: Element, name: string | undefined, options: Record<string, string | undefined>) {
  if (!(el instanceof HTMLElement) || !claim(el)) return
  followOptions(el, name, options)
  const widget = name ?? el.dataset.pdWidget ?? ''
  const load = loaderOf(el, widget)
  if (!load) return
  el.setAttribute(MOUNTED, 'loading')
  unmountWhenRemoved()
  const module = await loadWidget(el, widget, load)
  if (!module) return
  // Each widget draws in a task of its own: a page's widget chunks often arrive together, and
  // drawing every widget in the task that ran their code made one task of over 100 ms at 4x.
  await nextTask()
  if (el.getAttribute(MOUNTED) !== 'loading') return
  // Taken out of the page meanwhile (a host app's view that came and went): nothing to draw.
  if (!el.isConnected) return unmount(el)
  drawWidget(el, widget, module, options)
}

/** False when this runtime mounted the element already; a copy of a mounted widget is emptied. */
function claim(el: ClaimedElement): boolean {
  if (el.hasAttribute(MOUNTED)) {
    if (el[CLAIMED]) return false
    el.replaceChildren()
  }
  el[CLAIMED] = true
  return true
}

type WidgetLoad = (typeof registry)[string]
type WidgetModule = Awaited<ReturnType<WidgetLoad>>

/** The widget's loader; for a name the registry lacks, undefined and a notice in its place. */
function loaderOf(el: HTMLElement, widget: string): WidgetLoad | undefined {
  if (Object.hasOwn(registry, widget)) return registry[widget]
  logProblem(widget || '(no name)', 'unknown widget name')
  // Marked as a failed mount, as a wrong option is: a host can tell, and the next mountAll or
  // insertion leaves it (and its one console line) alone until the name is mended.
  el.setAttribute(MOUNTED, 'failed')
  // A misspelt name would leave an empty box: the page's editor sees what to mend in its place.
  const problem = `there is no widget named "${widget}"`
  if (widget) showNotice(el, text(messages.widgetOptionsWrong, { problem }))
  return undefined
}

/**
 * A widget's file comes by its plain name (`widgets/survey.js`), so a widget first drawn after a
 * release (the account's survey, a widget a page adds later) gets the new build's, with a copy of
 * the shared code of its own: its alerts would go to a banner the page does not show. Every entry
 * re-exports the core it was built with (scripts/core-chunk.mjs), so the runtime can tell.
 */
function fromAnotherRelease(loaded: WidgetModule): boolean {
  const theirs = (loaded as { __pdCore?: unknown }).__pdCore
  return !!theirs && theirs !== core
}

/** The widget's code once the runtime has started, or undefined after a failed download. */
function loadWidget(el: HTMLElement, widget: string, load: WidgetLoad): Promise<WidgetModule | undefined> {
  return Promise.all([load(), started])
    .then(([loaded]) => (fromAnotherRelease(loaded) ? Promise.reject(Error('from a newer release')) : loaded))
    .catch((error: unknown) => {
      el.setAttribute(MOUNTED, 'failed')
      logProblem(widget, describeError(error))
      // The banner and the indicator have no place of their own on the page to speak from.
      if (widget !== 'alerts' && widget !== 'loading') showReloadNotice(el)
      return undefined
    })
}

function drawWidget(
  el: HTMLElement,
  widget: string,
  module: WidgetModule,
  options: Record<string, string | undefined>,
): void {
  try {
    unmounts.set(el, module.mount(el, { ...el.dataset, ...options }))
    el.setAttribute(MOUNTED, 'true')
    if (widget !== 'alerts') ensureAlertsRegion()
  } catch (error) {
    el.setAttribute(MOUNTED, 'failed')
    logProblem(widget, describeError(error))
    // A wrong data-* option: the page's editor sees what to mend where the widget should be.
    if (error instanceof WidgetOptionsError) {
      showNotice(el, text(messages.widgetOptionsWrong, { problem: error.message }))
    }
  }
}

const describeError = (error: unknown) => (error as Error)?.message ?? String(error)

/**
 * A widget whose code did not arrive (a network drop, or a file gone after a release) says so in
 * its own place with a way out, instead of leaving an empty hole in the page. Plain DOM: the
 * widget's own code, with its components, is what failed to load.
 */
function showReloadNotice(el: HTMLElement): void {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'pd-button pd-button-secondary'
  button.textContent = text(messages.reload)
  button.addEventListener('click', () => navigation.reload())
  const notice = showNotice(el, text(messages.widgetLoadFailed))
  notice.setAttribute('role', 'alert')
  notice.append(button)
}

/** A short notice in the widget's own place, themed and in the page's language. */
function showNotice(el: HTMLElement, wording: string): HTMLElement {
  const notice = document.createElement('div')
  notice.className = 'pd-notice pd-load-failed'
  const message = document.createElement('p')
  message.textContent = wording
  notice.append(message)
  prepareWidgetRoot(el)
  // The page's data for the widget (the account's blog posts) stays for the widget the page may
  // mend the tag into.
  el.replaceChildren(notice, ...el.querySelectorAll('script[type="application/json"]'))
  return notice
}

const optionWatchers = new WeakMap<Element, MutationObserver>()

/**
 * The data-* attributes that are widgets' options (README, "Widgets and their options"; a test
 * holds the list to the widgets' option schemas). A tag manager or a page builder writes data-*
 * attributes of its own on any element (Google Tag Manager's data-gtm-vis-*): those must not
 * redraw a widget and empty what the visitor typed.
 */
export const OPTION_ATTRIBUTES = 'pd-widget event-id type limit id ticket-id mode trigger redirect model'
  .split(' ')
  .map((name) => `data-${name}`)

/**
 * A page builder or a host app that changes a widget's options in place (another
 * data-event-id, a mended data-pd-widget) gets the widget drawn anew with them, not the old one.
 * An option set again to the value it had is no change.
 */
function followOptions(
  el: HTMLElement,
  name: string | undefined,
  options: Record<string, string | undefined>,
) {
  const watcher = new MutationObserver((records) => {
    // Each attribute against its value before the first change: taken away and put back is no change.
    const before = new Map<string, string | null>()
    for (const { attributeName, oldValue } of records) {
      if (!before.has(`${attributeName}`)) before.set(`${attributeName}`, oldValue)
    }
    if ([...before].every(([attribute, value]) => el.getAttribute(attribute) === value)) return
    unmount(el)
    // A tag whose data-pd-widget was taken away is no widget any more, not a misspelt one.
    if (name || el.dataset.pdWidget !== undefined) void mountOnce(el, name, options)
  })
  watcher.observe(el, { attributeOldValue: true, attributeFilter: OPTION_ATTRIBUTES })
  optionWatchers.set(el, watcher)
}

export function unmount(el: Element): void {
  optionWatchers.get(el)?.disconnect()
  optionWatchers.delete(el)
  unmounts.get(el)?.()
  unmounts.delete(el)
  el.removeAttribute(MOUNTED)
  delete (el as ClaimedElement)[CLAIMED]
}

export function mountAll(root: ParentNode = document): Promise<void> {
  return Promise.all(widgetElements(root).map((el) => mountOnce(el, undefined, {}))).then(() => undefined)
}

/**
 * A widget whose element the page takes away (a framework host's route change) stops: its calls,
 * its hash routing and its document title would otherwise go on for a page that no longer shows
 * it. An element moved in one task (taken out and put back) is connected again by the time this
 * runs, and keeps its widget. The whole document is watched: a host may swap its <body>.
 */
let removalsWatched = false
function unmountWhenRemoved(): void {
  if (removalsWatched) return
  removalsWatched = true
  new MutationObserver((records) => {
    for (const record of records) record.removedNodes.forEach(unmountIfGone)
  }).observe(document.documentElement, { childList: true, subtree: true })
}

/** Unmounts the widgets of a node taken out of the page that are still out of it. */
function unmountIfGone(node: Node): void {
  if (!(node instanceof Element)) return
  for (const el of widgetElements(node)) if (el.hasAttribute(MOUNTED) && !el.isConnected) unmount(el)
}

function widgetElements(root: ParentNode): Element[] {
  const found = Array.from(root.querySelectorAll('[data-pd-widget]'))
  if (root instanceof HTMLElement && root.matches('[data-pd-widget]')) found.unshift(root)
  return found
}

/** Messages need a live region already in the page (§2.12): add the banner when a page has none. */
function ensureAlertsRegion(): void {
  if (document.querySelector('[data-pd-widget="alerts"]')) return
  addHostWidget({ pdWidget: 'alerts' })
}

/**
 * A page without a login modal gets one when a widget or the host asks to log in (§4.2: guest
 * registration of a member); it takes the waiting request once mounted.
 */
function addLoginModal(): void {
  // A page's own modal with a wrong option shows its notice and can open nothing.
  if (document.querySelector('[data-pd-widget="login"][data-mode="modal"]:not([data-pd-mounted="failed"])'))
    return
  addHostWidget({ pdWidget: 'login', mode: 'modal', trigger: 'none' })
}

/** A widget the page did not place, added at the end of its body: the banner, the login modal. */
function addHostWidget(dataset: Record<string, string>): void {
  const host = document.createElement('div')
  Object.assign(host.dataset, dataset)
  document.body.append(host)
  void mountOnce(host, undefined, {})
}
