import { screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'
import { alertTexts, mountRegistration } from './helpers'

let server: WidgetServer

beforeEach(async () => {
  server = await startWidgetServer()
})

afterEach(async () => {
  await stopWidgetServer(server)
  history.replaceState(null, '', '/')
})

const details = () => screen.getByRole('heading', { level: 2 }).parentElement as HTMLElement

describe('event registration screen (§2.5)', () => {
  it('titles a VPD "Virtual PD Registration" and shows date, time, cost FREE and "1 credit" (§2.5)', async () => {
    mountRegistration('103')
    expect(await screen.findByRole('heading', { name: 'Virtual PD Registration' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Budgeting Games for the First Week' })).toBeTruthy()
    const list = details().querySelector('dl') as HTMLElement
    expect(within(list).getByText('FREE')).toBeTruthy()
    expect(within(list).getByText('1 credit')).toBeTruthy()
    expect(within(list).getByText('4:00 PM - 5:00 PM PT')).toBeTruthy()
    expect(within(list).getByText(/^\d{1,2}\/\d{1,2}\/\d{4}$/)).toBeTruthy()
  })

  it('titles a FinCampPLUS "FinCampPLUS Application" (§2.5)', async () => {
    mountRegistration('109')
    expect(await screen.findByRole('heading', { name: 'FinCampPLUS Application' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeTruthy()
  })

  it('shows an in-person event\'s location, the end date when it differs and "credits" in the plural (§2.5)', async () => {
    server.db
      .prepare("UPDATE events SET end_date = '2031-06-02', start_date = '2031-06-01' WHERE id = 107")
      .run()
    mountRegistration('107')
    await screen.findByRole('heading', { name: 'FinCamp Registration' })
    const list = details().querySelector('dl') as HTMLElement
    expect(within(list).getByText('6/1/2031 - 6/2/2031')).toBeTruthy()
    expect(within(list).getByText('8:30 AM - 3:30 PM MT')).toBeTruthy()
    expect(within(list).getByText('5 credits')).toBeTruthy()
    expect(within(list).getByText('Denver Public Library, Central Branch')).toBeTruthy()
    expect(within(list).getByText('10 W 14th Ave Pkwy')).toBeTruthy()
    expect(within(list).getByText('Denver, CO 80204')).toBeTruthy()
  })

  it('hides credits when duration is below 1 (§2.5)', async () => {
    mountRegistration('102')
    await screen.findByRole('heading', { name: 'Webinar Registration' })
    expect(screen.queryByText('Credits')).toBeNull()
    expect(screen.queryByText(/credit/)).toBeNull()
  })

  it('hides date and time for an on-demand event (§2.5)', async () => {
    mountRegistration('111')
    await screen.findByRole('heading', { name: 'FinLit On-Demand Registration' })
    expect(screen.queryByText('Date')).toBeNull()
    expect(screen.queryByText('Time')).toBeNull()
    expect(screen.getByText('FREE')).toBeTruthy()
  })

  it('hides date and time for a Certification Course with an activityLink (§2.5)', async () => {
    mountRegistration('106')
    await screen.findByRole('heading', { name: 'Certification Course Registration' })
    expect(screen.queryByText('Date')).toBeNull()
    expect(screen.getByText('10 credits')).toBeTruthy()
  })

  // The sanitizer itself is checked in Chromium (DOMPurify is not safe on happy-dom).
  it('shows the description as rich text (§2.5)', async () => {
    server.db
      .prepare(`UPDATE events SET fields = json_set(fields, '$.description', ?) WHERE id = 103`)
      .run('<p>Hello <strong>teachers</strong></p>')
    mountRegistration('103')
    const strong = await screen.findByText('teachers')
    expect(strong.tagName).toBe('STRONG')
  })

  it('shows the VPD info panel with its 5-minute tutorial link (§2.5)', async () => {
    mountRegistration('103')
    await screen.findByRole('heading', { name: 'About this session' })
    const link = screen.getByRole('link', { name: /5-minute/ })
    expect(link.getAttribute('href')).toBe('/pd/virtual-pd/tutorial/')
  })

  it.each([
    ['111', 'About this module'],
    ['104', 'About this course'],
    ['107', 'About this camp'],
    ['109', 'About this camp'],
  ])('shows the info panel of event %s (§2.5)', async (id, heading) => {
    mountRegistration(id)
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy()
  })

  it('shows the waitlist text when the event is full (§2.5)', async () => {
    mountRegistration('105')
    expect(
      await screen.findByText(
        'This event is currently full. But you can still signup for the waitlist using this form.',
      ),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeTruthy()
  })

  it('shows no waitlist text when seats are left (§2.5)', async () => {
    mountRegistration('103')
    await screen.findByRole('heading', { name: 'Virtual PD Registration' })
    expect(screen.queryByText(/currently full/)).toBeNull()
  })

  it('reads the event id from the page URL when data-event-id is missing (§2.5)', async () => {
    history.replaceState(null, '', '/event/?id=110')
    mountRegistration()
    expect(await screen.findByRole('heading', { name: 'Conference Registration' })).toBeTruthy()
  })

  it('explains that an event is needed when no id is given at all', async () => {
    mountRegistration()
    expect(await screen.findByText(/Please open this page from an event link/)).toBeTruthy()
  })

  it('alerts the server message once and offers no retry when the server knows no such event (§7.1)', async () => {
    mountRegistration('999')
    expect(await screen.findByText('This event could not be loaded.')).toBeTruthy()
    expect(alertTexts()).toEqual(['Event was not found'])
    expect(screen.queryByText('Event was not found')).toBeNull()
    // The same question gets the same answer: a wrong id in the page's tag, or an event taken down.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('offers a retry when the event did not arrive (a server error on the way)', async () => {
    server.override(
      '/aaa-content/user/api/events/get-event/',
      () => new Response('Bad gateway', { status: 502 }),
    )
    mountRegistration('103')
    expect(await screen.findByText('This event could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  }, 15_000)
})
