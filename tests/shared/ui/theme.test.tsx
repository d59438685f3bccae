import { afterEach, describe, expect, it } from 'vitest'
import { applyConfig } from '../../../shared/config/config'
import { mountWidget } from '../../../shared/ui/mount-widget'

afterEach(() => {
  applyConfig({})
  document.body.replaceChildren()
})

function mountedRoot(): HTMLElement {
  const el = document.createElement('div')
  document.body.append(el)
  mountWidget(el, 'test', <p>Hello</p>)
  return el
}

describe('widget theme', () => {
  it('leaves the palette to the visitor setting by default (no data-pd-theme)', () => {
    const root = mountedRoot()
    expect(root.classList.contains('pd-root')).toBe(true)
    expect(root.dataset.pdTheme).toBeUndefined()
  })

  it('pins the light palette when the site config sets darkTheme: false', () => {
    applyConfig({ darkTheme: false })
    expect(mountedRoot().dataset.pdTheme).toBe('light')
  })
})
