// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ACCOUNT_SCREEN_STATES, chunkManifest } from '../../scripts/chunk-manifest.mjs'
import { parseAccountHash, stateNames } from '../../shared/domain/account-links'
import { filesFor } from '../../widgets/preload'

const imports = (...paths: string[]) => paths.map((path) => ({ path, kind: 'import-statement' }))
const lazy = (path: string) => ({ path, kind: 'dynamic-import' })

/** A small build: the loader, the runtime, two widgets and one account screen, sharing chunks. */
const metafile = {
  outputs: {
    'dist/pd-widgets.js': { imports: [lazy('dist/chunks/runtime-RUN00001.js')] },
    'dist/chunks/runtime-RUN00001.js': { imports: imports('dist/chunks/chunk-CORE0001.js') },
    'dist/chunks/chunk-CORE0001.js': { imports: [] },
    'dist/chunks/chunk-PREACT01.js': { imports: [] },
    'dist/chunks/chunk-FORMS001.js': { imports: imports('dist/chunks/chunk-PREACT01.js') },
    'dist/chunks/chunk-TABLE001.js': { imports: [] },
    'dist/chunks/chunk-LAZYONLY.js': { imports: [] },
    'dist/widgets/newsletter.js': {
      imports: [
        ...imports('dist/chunks/chunk-FORMS001.js', 'dist/chunks/chunk-CORE0001.js'),
        lazy('dist/chunks/chunk-LAZYONLY.js'),
      ],
    },
    'dist/widgets/account.js': {
      imports: [
        ...imports('dist/chunks/chunk-PREACT01.js', 'dist/chunks/chunk-SESSION1.js'),
        lazy('dist/chunks/academy-screen-ACAD0001.js'),
      ],
    },
    'dist/chunks/chunk-SESSION1.js': {
      imports: [lazy('dist/chunks/session-calls-CALLS001.js')],
    },
    'dist/chunks/session-calls-CALLS001.js': {
      entryPoint: 'shared/session/session-calls.ts',
      imports: imports(
        'dist/chunks/chunk-KY000001.js',
        'dist/chunks/chunk-LOGIN001.js',
        'dist/chunks/chunk-CORE0001.js',
      ),
    },
    'dist/chunks/chunk-KY000001.js': { imports: [] },
    'dist/chunks/chunk-LOGIN001.js': { imports: [] },
    'dist/chunks/academy-screen-ACAD0001.js': {
      entryPoint: 'widgets/account/screens/academy-screen.tsx',
      imports: imports('dist/chunks/chunk-TABLE001.js', 'dist/chunks/chunk-PREACT01.js'),
    },
    'dist/widgets/login.js': {
      imports: [...imports('dist/chunks/chunk-SESSION1.js'), lazy('dist/chunks/login-page-PAGE0001.js')],
    },
    'dist/chunks/login-page-PAGE0001.js': {
      entryPoint: 'widgets/login/views/login-page.tsx',
      imports: imports('dist/chunks/chunk-FORMS001.js', 'dist/chunks/chunk-SESSION1.js'),
    },
  },
}

const manifest = chunkManifest(metafile)

describe('the chunk manifest the loader preloads from', () => {
  it("lists a widget's whole static import graph, with the runtime's, and nothing lazy", () => {
    expect(filesFor(manifest, ['newsletter'], '').sort()).toEqual([
      'chunks/chunk-CORE0001.js',
      'chunks/chunk-FORMS001.js',
      'chunks/chunk-PREACT01.js',
      'chunks/runtime-RUN00001.js',
      'widgets/newsletter.js',
    ])
  })

  it('adds the account screen the hash opens, whatever the brand slug', () => {
    const files = filesFor(manifest, ['account'], '#!/my-account-money-academy')
    expect(files).toContain('chunks/academy-screen-ACAD0001.js')
    expect(files).toContain('chunks/chunk-TABLE001.js')
    expect(filesFor(manifest, ['account'], '#!/my-account-profile')).not.toContain('chunks/chunk-TABLE001.js')
  })

  it("adds the session's calls, which a widget downloads at its first call, only when a token is stored", () => {
    const calls = ['chunks/session-calls-CALLS001.js', 'chunks/chunk-KY000001.js', 'chunks/chunk-LOGIN001.js']
    const withToken = filesFor(manifest, ['account'], '', true)
    for (const file of calls) expect(withToken).toContain(file)
    expect(withToken).not.toContain('widgets/#session.js')
    const withoutToken = filesFor(manifest, ['account'], '')
    for (const file of calls) expect(withoutToken).not.toContain(file)
  })

  it("adds a mode's lazy view when the page names the mode, beyond what the widget loads", () => {
    const page = filesFor(manifest, ['login', 'login#form'], '')
    expect(page).toContain('chunks/login-page-PAGE0001.js')
    expect(page).toContain('chunks/chunk-FORMS001.js')
    expect(page).not.toContain('widgets/login#form.js')
    const header = filesFor(manifest, ['login', 'login#modal'], '')
    expect(header).toContain('widgets/login.js')
    expect(header).not.toContain('chunks/login-page-PAGE0001.js')
    expect(header).not.toContain('chunks/chunk-FORMS001.js')
  })

  it("orders the files: the runtime's first, then each widget's entry with its chunks, the session's calls last", () => {
    const files = filesFor(manifest, ['newsletter', 'account'], '#!/my-account-money-academy', true)
    const at = (file: string) => files.indexOf(file)
    expect(files.slice(0, 2).sort()).toEqual(['chunks/chunk-CORE0001.js', 'chunks/runtime-RUN00001.js'])
    expect(at('widgets/newsletter.js')).toBe(2)
    expect(at('chunks/chunk-FORMS001.js')).toBeLessThan(at('widgets/account.js'))
    expect(at('widgets/account.js')).toBeLessThan(at('chunks/academy-screen-ACAD0001.js'))
    expect(at('chunks/academy-screen-ACAD0001.js')).toBeLessThan(at('chunks/session-calls-CALLS001.js'))
    expect(files.at(-1)).toMatch(/KY000001|LOGIN001|CALLS001/)
    const reversed = filesFor(manifest, ['account', 'newsletter'], '', true)
    expect(reversed.indexOf('widgets/account.js')).toBeLessThan(reversed.indexOf('widgets/newsletter.js'))
  })

  it('lists each file once for several widgets, and nothing for an unknown one', () => {
    const files = filesFor(manifest, ['newsletter', 'account', 'newsletter', 'no-such-widget'], '')
    expect(files.length).toBe(new Set(files).size)
    expect(files).not.toContain('widgets/no-such-widget.js')
  })

  it('names each lazy account screen by the end of its hash state, as the account reads the hash', () => {
    for (const [screen, ending] of Object.entries(ACCOUNT_SCREEN_STATES)) {
      const state = stateNames('some-brand')[screen as keyof ReturnType<typeof stateNames>]
      expect(state.endsWith(`-${ending}`)).toBe(true)
      expect(parseAccountHash(`#!/${state}`, 'some-brand').screen).toBe(screen)
    }
  })
})
