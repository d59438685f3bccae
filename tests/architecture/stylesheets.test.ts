// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const PALETTE_FILE = 'shared/ui/styles.css'
/** Set by a site only (Look and theme): unset, the declaration inherits the host page's font. */
const SITE_ONLY = ['--pd-font']

function stylesheets(): string[] {
  const widgets = readdirSync(join(root, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `widgets/${entry.name}/styles.css`)
    .filter((file) => existsSync(join(root, file)))
  return [PALETTE_FILE, ...widgets]
}

const read = (file: string) => readFileSync(join(root, file), 'utf8')

describe("the widgets' stylesheets", () => {
  const defined = new Set(
    [...read(PALETTE_FILE).matchAll(/(--pd-[\w-]+)\s*:/g)].map((match) => match[1] as string),
  )

  it('use only the custom properties the palette defines, so a site that themes them themes every widget', () => {
    const unknown = stylesheets().flatMap((file) =>
      [...read(file).matchAll(/var\((--pd-[\w-]+)/g)]
        .map((match) => match[1] as string)
        .filter((name) => !defined.has(name) && !SITE_ONLY.includes(name))
        .map((name) => `${file}: ${name}`),
    )
    expect(stylesheets().length).toBeGreaterThan(3)
    expect(unknown).toEqual([])
  })

  it('take their colours from the palette, not from colours written in a widget', () => {
    const written = stylesheets()
      .filter((file) => file !== PALETTE_FILE)
      .flatMap((file) =>
        [...read(file).matchAll(/#[0-9a-f]{3,8}\b|\b(?:rgb|hsl)a?\(/gi)].map(
          (match) => `${file}: ${match[0]}`,
        ),
      )
    expect(written).toEqual([])
  })
})
