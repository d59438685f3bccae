import { screen, waitFor } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { mount, unmount } from '../../../widgets/runtime'

const MOUNTED = 'data-pd-mounted'
const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

function newsletterHost(): HTMLElement {
  document.body.innerHTML = '<main><div id="host" data-pd-widget="newsletter"></div></main><aside></aside>'
  return document.getElementById('host') as HTMLElement
}

describe('a widget whose element the page takes away', () => {
  it('is unmounted, so it stops working for a page that no longer shows it', async () => {
    const host = newsletterHost()
    await mount(host)
    await screen.findByLabelText(/email address/i)

    host.remove()
    await waitFor(() => expect(host.hasAttribute(MOUNTED)).toBe(false))
    expect(host.childElementCount).toBe(0)
  })

  it('keeps working when the page moves it in one task', async () => {
    const host = newsletterHost()
    await mount(host)
    const field = await screen.findByLabelText(/email address/i)

    document.querySelector('aside')?.append(host)
    await settle()
    expect(host.getAttribute(MOUNTED)).toBe('true')
    expect(screen.getByLabelText(/email address/i)).toBe(field)
    unmount(host)
  })

  it('is never drawn when it went before its code arrived', async () => {
    const host = newsletterHost()
    const mounting = mount(host)
    host.remove()
    await mounting
    await settle()
    expect(host.hasAttribute(MOUNTED)).toBe(false)
    expect(host.childElementCount).toBe(0)
  })
})

describe('a widget the page unmounts', () => {
  it("gives the element back as the page had it: its own class and language, not the widget's scope", async () => {
    document.body.innerHTML =
      '<main><div id="host" class="card" data-pd-widget="newsletter"></div><p id="other" lang="fr" data-pd-widget="newsletter"></p></main>'
    const hosts = ['host', 'other'].map((id) => document.getElementById(id) as HTMLElement)
    await Promise.all(hosts.map((host) => mount(host)))
    await waitFor(() => expect(screen.getAllByLabelText(/email address/i)).toHaveLength(2))
    expect(hosts.map((host) => [host.className, host.lang])).toEqual([
      ['card pd-root', 'en'],
      ['pd-root', 'en'],
    ])

    // The page marks one while it shows: its mark stays.
    hosts[0]?.classList.add('open')
    for (const host of hosts) unmount(host)
    expect(hosts.map((host) => [host.getAttribute('class'), host.getAttribute('lang')])).toEqual([
      ['card open', null],
      [null, 'fr'],
    ])
  })

  it('stops the widget when the page takes its data-pd-widget away, without calling the tag misspelt', async () => {
    const host = newsletterHost()
    await mount(host)
    await screen.findByLabelText(/email address/i)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      host.removeAttribute('data-pd-widget')
      await waitFor(() => expect(host.hasAttribute(MOUNTED)).toBe(false))
      await settle()
      expect(host.childElementCount).toBe(0)
      expect(error).not.toHaveBeenCalled()
    } finally {
      error.mockRestore()
    }
  })
})
