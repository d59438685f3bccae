import { afterEach, describe, expect, it } from 'vitest'
import { preloadModules } from '../../../widgets/preload'

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
