import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mount } from '../../../widgets/search/entry'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

/**
 * The sanitizer is its own chunk, downloaded when rich text first shows. Here its download is held
 * back until the test lets it go, as on a slow network: the result links must have their names
 * (the provider's plain title) from the first paint, never be empty.
 */
const sanitizerDownload = vi.hoisted(() => {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return { released, release }
})

vi.mock('../../../shared/ui/sanitize-html', async (importOriginal) => {
  await sanitizerDownload.released
  return importOriginal()
})

let server: WidgetServer
let unmount: (() => void) | undefined

beforeEach(async () => {
  server = await startWidgetServer()
  // The provider stand-in is the reference server's own search over the demo pages.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    server.app.fetch(new Request(input, init)),
  )
  history.replaceState(null, '', '/search/')
})

afterEach(async () => {
  unmount?.()
  vi.unstubAllGlobals()
  await stopWidgetServer(server)
})

function resultLinks(): HTMLAnchorElement[] {
  return screen
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.querySelector('a'))
    .filter((link): link is HTMLAnchorElement => link !== null)
}

describe('search results while the sanitizer downloads', () => {
  it('names every result link with its plain title before the sanitized HTML is ready', async () => {
    const el = document.createElement('div')
    document.body.append(el)
    unmount = mount(el, {})
    fireEvent.input(await screen.findByLabelText('Search the site'), { target: { value: 'budget' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(resultLinks().length).toBeGreaterThan(0))

    const names = resultLinks().map((link) => link.textContent?.trim() ?? '')
    expect(names.every((name) => name.length > 0)).toBe(true)
    expect(names.join(' ')).toMatch(/budget/i)
    // Plain text, never the provider's HTML: no <b> highlighting until the sanitizer is there.
    expect(el.querySelector('.pd-search-result-title b')).toBeNull()
    expect(names.some((name) => name.includes('<'))).toBe(false)
    sanitizerDownload.release()
  })
})
