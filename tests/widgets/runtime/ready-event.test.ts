import { describe, expect, it } from 'vitest'
import type { PdEventDetails } from '../../../shared/events/pd-events'
import { autoMountAll, unmount } from '../../../widgets/runtime'

describe('pd:ready', () => {
  it('is dispatched on document once, naming the widgets that mounted', async () => {
    const heard: PdEventDetails['pd:ready'][] = []
    const listener = (event: Event) => heard.push((event as CustomEvent<PdEventDetails['pd:ready']>).detail)
    document.addEventListener('pd:ready', listener)
    document.body.innerHTML = '<div data-pd-widget="alerts"></div><div data-pd-widget="no-such-widget"></div>'
    await autoMountAll(document)
    expect(heard).toEqual([{ widgets: ['alerts'] }])

    // Markup added later is mounted without a second "ready".
    const later = document.createElement('div')
    later.dataset.pdWidget = 'loading'
    document.body.append(later)
    await autoMountAll(later)
    expect(later.getAttribute('data-pd-mounted')).toBe('true')
    expect(heard).toHaveLength(1)

    document.removeEventListener('pd:ready', listener)
    for (const el of document.querySelectorAll('[data-pd-mounted]')) unmount(el)
  })
})
