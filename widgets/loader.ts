/**
 * The only code that runs on page load. It finds `[data-pd-widget]` elements (also ones added
 * later), links the stylesheet, and imports the runtime, which loads the config and each widget's
 * chunk. Kept tiny on purpose: it is on every page.
 */
import type {} from '../shared/pd-widgets-api'

type Runtime = typeof import('./runtime')

const script = document.querySelector<HTMLScriptElement>('script[data-config]')
let runtime: Promise<Runtime> | undefined

/** The runtime, with the config load started (mounts wait for it, chunk downloads do not). */
function getRuntime(): Promise<Runtime> {
  runtime ??= import('./runtime').then((loaded) => {
    void loaded.start(script?.dataset.config ?? null)
    return loaded
  })
  return runtime
}

function linkStylesheet(): void {
  const href = new URL('./pd-widgets.css', import.meta.url).href
  if (document.querySelector(`link[href="${href}"]`)) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  document.head.append(link)
}

async function autoMount(root: ParentNode): Promise<void> {
  await (await getRuntime()).autoMountAll(root)
}

function watch(): void {
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (
          node instanceof Element &&
          (node.matches('[data-pd-widget]') || node.querySelector('[data-pd-widget]'))
        ) {
          void autoMount(node)
        }
      }
    }
  }).observe(document.body, { childList: true, subtree: true })
}

function boot(): void {
  linkStylesheet()
  if (document.querySelector('[data-pd-widget]')) void autoMount(document)
  watch()
}

// Loading the loader twice keeps one API and one set of mounts.
if (!window.PDWidgets) {
  window.PDWidgets = {
    mount: (el, name, options) => getRuntime().then((loaded) => loaded.mount(el, name, options)),
    unmount: (el) => void getRuntime().then((loaded) => loaded.unmount(el)),
    mountAll: (root) => getRuntime().then((loaded) => loaded.mountAll(root)),
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true })
  else boot()
}
