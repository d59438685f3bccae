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

describe('a copy of a mounted widget', () => {
  it('mounts the copy, whose markup came with the mounted mark but no widget behind it', async () => {
    await start(null)
    document.body.innerHTML = '<main><div data-pd-widget="newsletter"></div></main>'
    await mountAll(document)
    const main = document.querySelector('main') as HTMLElement
    // As a tab script or a page builder's "duplicate block" does: the same markup, new elements.
    const markup = main.innerHTML
    main.innerHTML = markup
    const copy = main.querySelector('[data-pd-widget]') as HTMLElement
    expect(copy.getAttribute('data-pd-mounted')).toBe('true')
    await mountAll(document)
    const form = copy.querySelector('form') as HTMLFormElement
    const submitted = new Event('submit', { cancelable: true })
    form.dispatchEvent(submitted)
    // A live widget handles the submit itself; the dead copy let the browser send the form.
    expect(submitted.defaultPrevented).toBe(true)
    expect(copy.querySelectorAll('form')).toHaveLength(1)
  })

  it('leaves a widget it mounted itself as it is when asked again', async () => {
    await start(null)
    document.body.innerHTML = '<div data-pd-widget="newsletter"></div>'
    await mountAll(document)
    const form = document.querySelector('form')
    await mountAll(document)
    expect(document.querySelector('form')).toBe(form)
  })
})
