import { getConfig, loadConfig } from '../shared/config/config'
import { logProblem } from '../shared/log'
import { registry } from './registry'

const MOUNTED = 'data-pd-mounted'
const unmounts = new WeakMap<Element, () => void>()
let started: Promise<void> | undefined

/** Loads the site config once; every mount waits for it. */
export function start(configUrl: string | null): Promise<void> {
  started ??= loadConfig(configUrl).then(() => {
    document.addEventListener('pd:open-login', ensureLoginModal)
  })
  return started
}

/**
 * Mounts what the page marked, unless the config says `autoMount: false`. The widgets' chunks
 * start downloading while the config is still on its way: one round trip less before a widget
 * shows.
 */
export async function autoMountAll(root: ParentNode): Promise<void> {
  for (const el of widgetElements(root)) {
    const name = (el as HTMLElement).dataset.pdWidget ?? ''
    if (Object.hasOwn(registry, name)) void registry[name]?.().catch(() => undefined)
  }
  await started
  if (getConfig().autoMount) await mountAll(root)
}

/**
 * Mounts one widget. Repeat-safe: an element already mounted is skipped. A bad name, bad options
 * or a chunk that fails to load logs one `[pd-widgets]` line and never throws into the host page.
 */
export async function mount(
  el: Element,
  name?: string,
  options: Record<string, string | undefined> = {},
): Promise<void> {
  if (!(el instanceof HTMLElement) || el.hasAttribute(MOUNTED)) return
  const widget = name ?? el.dataset.pdWidget ?? ''
  const load = Object.hasOwn(registry, widget) ? registry[widget] : undefined
  if (!load) {
    logProblem(widget || '(no name)', 'unknown widget name')
    return
  }
  el.setAttribute(MOUNTED, 'loading')
  try {
    const [module] = await Promise.all([load(), started])
    unmounts.set(el, module.mount(el, { ...el.dataset, ...options }))
    el.setAttribute(MOUNTED, 'true')
    if (widget !== 'alerts') ensureAlertsRegion()
  } catch (error) {
    el.setAttribute(MOUNTED, 'failed')
    logProblem(widget, (error as Error)?.message ?? String(error))
  }
}

export function unmount(el: Element): void {
  unmounts.get(el)?.()
  unmounts.delete(el)
  el.removeAttribute(MOUNTED)
}

export function mountAll(root: ParentNode = document): Promise<void> {
  return Promise.all(widgetElements(root).map((el) => mount(el))).then(() => undefined)
}

function widgetElements(root: ParentNode): Element[] {
  const found = Array.from(root.querySelectorAll('[data-pd-widget]'))
  if (root instanceof HTMLElement && root.matches('[data-pd-widget]')) found.unshift(root)
  return found
}

/** Messages need a live region already in the page (§2.12): add the banner when a page has none. */
function ensureAlertsRegion(): void {
  if (document.querySelector('[data-pd-widget="alerts"]')) return
  const host = document.createElement('div')
  host.dataset.pdWidget = 'alerts'
  document.body.append(host)
  void mount(host)
}

/** Any widget can ask for the login modal (§4.2: guest registration of a member). */
function ensureLoginModal(): void {
  if (
    document.querySelector('[data-pd-widget="login"][data-mode="modal"]') ||
    !Object.hasOwn(registry, 'login')
  )
    return
  const host = document.createElement('div')
  host.dataset.pdWidget = 'login'
  host.dataset.mode = 'modal'
  host.dataset.trigger = 'none'
  document.body.append(host)
  void mount(host).then(() => document.dispatchEvent(new CustomEvent('pd:open-login')))
}
