import { describe, expect, it, vi } from 'vitest'
import type { PdEventDetails } from '../../../shared/events/pd-events'
import { autoMountAll, unmount } from '../../../widgets/runtime'

describe('pd:ready on a page without an alerts element', () => {
  it('names every widget of the page, though the banner the runtime adds is mounted by a call of its own', async () => {
    const heard: PdEventDetails['pd:ready'][] = []
    const listener = (event: Event) => heard.push((event as CustomEvent<PdEventDetails['pd:ready']>).detail)
    document.addEventListener('pd:ready', listener)
    document.body.innerHTML = '<div data-pd-widget="newsletter"></div><div data-pd-widget="loading"></div>'
    // As the loader does: markup added to the page (here, the banner) is mounted by a call of its own.
    const added: Promise<void>[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.matches('[data-pd-widget]')) added.push(autoMountAll(node))
        }
      }
    })
    observer.observe(document.body, { childList: true })
    await autoMountAll(document)
    // The banner is added as the first widget is drawn; the observer hears it a microtask later,
    // which may come after the page's call has ended.
    await vi.waitFor(() =>
      expect(document.querySelector('[data-pd-widget="alerts"]')?.getAttribute('data-pd-mounted')).toBe(
        'true',
      ),
    )
    await Promise.all(added)
    observer.disconnect()

    expect(heard).toHaveLength(1)
    expect(heard[0]?.widgets).toEqual(expect.arrayContaining(['newsletter', 'loading']))
    document.removeEventListener('pd:ready', listener)
    for (const el of document.querySelectorAll('[data-pd-mounted]')) unmount(el)
  })
})
