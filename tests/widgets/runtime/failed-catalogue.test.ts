import { screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import demoConfig from '../../../demo-site/site-config.json'
import { autoMountAll, start, unmount } from '../../../widgets/runtime'

// The Spanish catalogue's file fails to download, as on a dropped connection.
vi.mock('../../../shared/messages/locales/es', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

afterEach(() => {
  document.documentElement.lang = ''
})

describe("a page whose language's texts do not arrive", () => {
  it('shows its widgets in English and says why in the console, instead of staying empty', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    document.documentElement.lang = 'es'
    document.body.innerHTML = `<script type="application/json" id="pd-widgets-config">${JSON.stringify(demoConfig)}</script>
      <div id="host" data-pd-widget="newsletter"></div>`
    const host = document.getElementById('host') as HTMLElement
    // As the loader does: the config and the page's language first, then every widget.
    await start(null).catch(() => undefined)
    await autoMountAll(document).catch(() => undefined)

    expect(await screen.findByLabelText(/Email address/)).toBeTruthy()
    expect(host.getAttribute('data-pd-mounted')).not.toBe('failed')
    expect(host.getAttribute('lang')).toBe('en')
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      '[pd-widgets] language: the "es" texts could not be loaded, so the widgets show English',
    ])
    unmount(host)
    errors.mockRestore()
  })
})
