import { screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { mount, unmount } from '../../../widgets/runtime'

describe('a widget with a wrong data-* option', () => {
  it('tells the page in its own place what to mend, and logs one line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    document.body.innerHTML = '<div id="host" data-pd-widget="event-list" data-type="Nope"></div>'
    const host = document.getElementById('host') as HTMLElement
    await mount(host)

    expect(host.getAttribute('data-pd-mounted')).toBe('failed')
    expect(
      screen.getByText(
        'This part of the page is not set up correctly: data-type is not an event type of the site (one of Webinar, VPD, FinCamp, VirtualFinCamp, FinCampPLUS, Certification Course, Conference, FinLit On-Demand).',
      ),
    ).toBeTruthy()
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      '[pd-widgets] event-list: data-type is not an event type of the site (one of Webinar, VPD, FinCamp, VirtualFinCamp, FinCampPLUS, Certification Course, Conference, FinLit On-Demand)',
    ])
    unmount(host)
    errors.mockRestore()
  })
})
