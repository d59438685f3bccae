import { afterEach, describe, expect, it, vi } from 'vitest'
import { registry } from '../../../widgets/registry'
import { mountAll, start, unmount } from '../../../widgets/runtime'

const mounted = () => document.querySelectorAll('[data-pd-mounted="true"]').length

/** Lets every pending promise callback run, without letting a timer fire. */
async function settleMicrotasks(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve()
}

afterEach(() => {
  vi.useRealTimers()
  for (const el of document.querySelectorAll('[data-pd-mounted]')) unmount(el)
  document.body.innerHTML = ''
})

describe('mounting the widgets of a page', () => {
  it('draws the widgets in later tasks, not in the task that ran their code', async () => {
    await start(null)
    await Promise.all([registry.alerts?.(), registry.loading?.()])
    document.body.innerHTML = '<div data-pd-widget="alerts"></div><div data-pd-widget="loading"></div>'
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const mounting = mountAll(document)
    await settleMicrotasks()
    expect(mounted()).toBe(0)
    await vi.runAllTimersAsync()
    await mounting
    expect(mounted()).toBe(2)
  })

  it('does not draw a widget unmounted while it waited for its turn', async () => {
    await start(null)
    await registry.loading?.()
    document.body.innerHTML = '<div data-pd-widget="loading"></div>'
    const el = document.querySelector('[data-pd-widget]') as HTMLElement
    const mounting = mountAll(document)
    unmount(el)
    await mounting
    expect(el.hasAttribute('data-pd-mounted')).toBe(false)
    expect(el.childElementCount).toBe(0)
  })
})
