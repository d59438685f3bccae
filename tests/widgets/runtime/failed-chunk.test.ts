import { fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { navigation } from '../../../shared/navigation/navigation'
import { mount, unmount } from '../../../widgets/runtime'

// The newsletter's code fails to download, as on a dropped connection or after a release removed it.
vi.mock('../../../widgets/registry', () => ({
  registry: {
    newsletter: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    alerts: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    loading: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  },
}))

describe('a widget whose code does not arrive', () => {
  it('says so in its own place with a Reload button, never an empty hole', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const reload = vi.spyOn(navigation, 'reload').mockImplementation(() => undefined)
    document.body.innerHTML = '<div id="host" data-pd-widget="newsletter"></div>'
    const host = document.getElementById('host') as HTMLElement
    await mount(host)

    expect(host.getAttribute('data-pd-mounted')).toBe('failed')
    expect(screen.getByRole('alert').textContent).toContain(
      'This part of the page could not be loaded. Reload the page to try again.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      '[pd-widgets] newsletter: Failed to fetch dynamically imported module',
    ])
    unmount(host)
    reload.mockRestore()
    errors.mockRestore()
  })

  it('puts no notice where the alert banner or the loading indicator would be: they have no place of their own', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    document.body.innerHTML =
      '<div id="a" data-pd-widget="alerts"></div><div id="l" data-pd-widget="loading"></div>'
    for (const id of ['a', 'l']) {
      const host = document.getElementById(id) as HTMLElement
      await mount(host)
      expect(host.getAttribute('data-pd-mounted')).toBe('failed')
      expect(host.childElementCount).toBe(0)
      unmount(host)
    }
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull()
    expect(errors).toHaveBeenCalledTimes(2)
    errors.mockRestore()
  })
})
