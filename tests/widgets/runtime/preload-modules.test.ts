import { afterEach, describe, expect, it } from 'vitest'
import { preloadModules, widgetNamesByPriority } from '../../../widgets/preload'

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]

describe('preloadModules', () => {
  afterEach(() => {
    for (const link of preloads()) link.remove()
  })

  it('asks for six files in the first task and the rest in the tasks after, each file once', async () => {
    const files = Array.from({ length: 14 }, (_, index) => `chunks/chunk-${index}.js`)
    preloadModules(files, 'https://cdn.example.org/widgets/pd-widgets.js')
    expect(preloads()).toHaveLength(6)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(preloads().map((link) => link.href)).toEqual(
      files.map((file) => `https://cdn.example.org/widgets/${file}`),
    )
  })
})

describe('widgetNamesByPriority', () => {
  it("puts the widgets of the page's main content first, each part in page order", () => {
    const page = document.createElement('div')
    page.innerHTML = `
      <header><div data-pd-widget="login"></div><div data-pd-widget="loading"></div></header>
      <main><div data-pd-widget="newsletter"></div><section><div data-pd-widget="contact"></div></section></main>
      <div role="main"><div data-pd-widget="search"></div></div>
      <footer><div data-pd-widget="blog-subscribe"></div></footer>
      <div data-pd-widget="alerts"></div>`
    expect(widgetNamesByPriority(page).filter((name) => !name.includes('#'))).toEqual([
      'newsletter',
      'contact',
      'search',
      'login',
      'loading',
      'blog-subscribe',
      'alerts',
    ])
  })

  it('names each widget with its mode too, the form when the page gives none (§2.11)', () => {
    const page = document.createElement('div')
    page.innerHTML = `
      <header><div data-pd-widget="login" data-mode="modal"></div></header>
      <main><div data-pd-widget="login"></div></main>`
    const names = widgetNamesByPriority(page)
    expect(names.slice(0, 2)).toEqual(['login', 'login#form'])
    expect(names.slice(2)).toEqual(['login', 'login#modal'])
  })
})
