import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { mount, unmount } from '../../../widgets/runtime'

const WRONG_TYPE =
  'This part of the page is not set up correctly: data-type is not an event type of the site.'

function hostWith(attributes: string): HTMLElement {
  document.body.innerHTML = `<div id="host" ${attributes}></div>`
  return document.getElementById('host') as HTMLElement
}

describe('a widget whose options the page changes after it mounted', () => {
  it('is drawn anew with the mended option', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const host = hostWith('data-pd-widget="event-list" data-type="Nope"')
    await mount(host)
    expect(screen.getByText(WRONG_TYPE)).toBeTruthy()

    host.dataset.type = 'Webinar'
    await waitFor(() => expect(host.getAttribute('data-pd-mounted')).toBe('true'))
    expect(screen.queryByText(WRONG_TYPE)).toBeNull()
    unmount(host)
    errors.mockRestore()
  })

  it('becomes the widget a mended data-pd-widget names', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const host = hostWith('data-pd-widget="newsleter"')
    await mount(host)
    expect(screen.getByText(/there is no widget named "newsleter"/)).toBeTruthy()

    host.dataset.pdWidget = 'newsletter'
    expect(await screen.findByLabelText(/email address/i)).toBeTruthy()
    unmount(host)
    errors.mockRestore()
  })

  it('stays as it is for other attributes, and once unmounted', async () => {
    const host = hostWith('data-pd-widget="newsletter"')
    await mount(host)
    const field = await screen.findByLabelText(/email address/i)
    host.classList.add('host-column')
    host.setAttribute('style', 'max-width: 20rem')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByLabelText(/email address/i)).toBe(field)

    unmount(host)
    host.dataset.variant = 'footer'
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(host.hasAttribute('data-pd-mounted')).toBe(false)
    expect(screen.queryByLabelText(/email address/i)).toBeNull()
  })
})
