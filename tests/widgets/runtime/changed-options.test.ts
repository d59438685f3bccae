import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { CampFormOptionsSchema } from '../../../widgets/camp-form/options'
import { EventListOptionsSchema } from '../../../widgets/event-list/options'
import { RegistrationOptionsSchema } from '../../../widgets/event-registration/options'
import { parseLoginOptions } from '../../../widgets/login/options'
import { mount, mountAll, OPTION_ATTRIBUTES, unmount } from '../../../widgets/runtime'
import { SurveyOptionsSchema } from '../../../widgets/survey/options'
import { LookupOptionsSchema } from '../../../widgets/survey-lookup/options'

const WRONG_TYPE =
  'This part of the page is not set up correctly: data-type is not an event type of the site (one of Webinar, VPD, FinCamp, VirtualFinCamp, FinCampPLUS, Certification Course, Conference, FinLit On-Demand).'

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

  it('says a misspelt name once, marked failed, however often the page mounts again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const host = hostWith('data-pd-widget="newsleter"')
    await mount(host)
    await mountAll()
    await mountAll(document.body)
    expect(host.getAttribute('data-pd-mounted')).toBe('failed')
    expect(errors.mock.calls.filter(([line]) => String(line).includes('unknown widget name'))).toHaveLength(1)
    expect(screen.getAllByText(/there is no widget named "newsleter"/)).toHaveLength(1)
    unmount(host)
    errors.mockRestore()
  })

  it("keeps the page's data for the widget through the notice of a misspelt name (the account's blog posts)", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const host = hostWith('data-pd-widget="acount"')
    host.innerHTML = '<script type="application/json" data-pd-blog-posts>[]</script>'
    await mount(host)
    expect(screen.getByText(/there is no widget named "acount"/)).toBeTruthy()
    expect(host.querySelector('script[data-pd-blog-posts]')?.textContent).toBe('[]')
    unmount(host)
    errors.mockRestore()
  })

  it('keeps what the visitor typed when a tag manager writes a data-* attribute of its own, or an option is set to the value it has', async () => {
    const host = hostWith('data-pd-widget="newsletter"')
    await mount(host)
    const field = (await screen.findByLabelText(/email address/i)) as HTMLInputElement
    fireEvent.input(field, { target: { value: 'vera@example.org' } })
    host.setAttribute('data-gtm-vis-recent-on-screen2102', '1')
    host.setAttribute('data-pd-widget', 'newsletter')
    // Taken away and put back in one task, or set and taken away: as before.
    host.removeAttribute('data-pd-widget')
    host.setAttribute('data-pd-widget', 'newsletter')
    host.setAttribute('data-limit', '5')
    host.removeAttribute('data-limit')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByLabelText(/email address/i)).toBe(field)
    expect(field.value).toBe('vera@example.org')
    unmount(host)
  })

  it('holds the list of option attributes to every option the widgets read', () => {
    const schemas = [
      CampFormOptionsSchema,
      EventListOptionsSchema,
      RegistrationOptionsSchema,
      LookupOptionsSchema,
      SurveyOptionsSchema,
    ]
    const keys = [
      ...schemas.flatMap((schema) => Object.keys(schema.entries)),
      ...Object.keys(parseLoginOptions({ redirect: '/account/' })),
    ]
    const attributes = keys.map(
      (key) => `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
    )
    for (const attribute of attributes) expect(OPTION_ATTRIBUTES).toContain(attribute)
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
