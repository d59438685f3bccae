import { screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SEED_EVENTS } from '../../../demo-site/server/seed'
import { mount } from '../../../widgets/event-list/entry'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

let server: WidgetServer
let unmount: () => void = () => undefined

beforeEach(async () => {
  server = await startWidgetServer()
})
afterEach(async () => {
  unmount()
  await stopWidgetServer(server)
})

function mountList(options: Record<string, string> = {}): void {
  const el = document.createElement('div')
  document.body.append(el)
  unmount = mount(el, options)
}

const items = async () => within(await screen.findByRole('list')).getAllByRole('listitem')

describe('events list', () => {
  it('lists the events open for registration, soonest first, each linked to its registration page', async () => {
    mountList()
    const titles = (await items()).map((item) => within(item).getByRole('link').textContent)
    // 102 is in 3 days, 105 in 5, 101 in 7: the soonest first. 121 is over and never listed.
    expect(titles.slice(0, 3)).toEqual([
      'Paying for College: Reading Aid Letters',
      'Teaching Taxes: The First Paycheck',
      'Teaching Credit Scores with Confidence',
    ])
    expect(titles).not.toContain('Saving for Emergencies')
    const link = screen.getByRole('link', { name: 'Paying for College: Reading Aid Letters' })
    expect(link.getAttribute('href')).toBe(`/event/?id=${SEED_EVENTS.webinarRegistered}`)
  })

  it('shows the type, the date and time with its zone, FREE, the credits and the waitlist mark', async () => {
    mountList({ type: 'VPD' })
    const full = (await items()).find((item) => item.textContent?.includes('Teaching Taxes'))
    expect(full).toBeTruthy()
    const text = full?.textContent ?? ''
    expect(text).toContain('Virtual PD')
    expect(text).toMatch(/\d{1,2}\/\d{1,2}\/\d{4}, 4:00 PM - 5:00 PM PT/)
    expect(text).toContain('FREE')
    expect(text).toContain('1 credit')
    expect(text).toContain('Full: join the waitlist')
  })

  it('lists only the type of data-type, and at most data-limit events', async () => {
    mountList({ type: 'Certification Course', limit: '1' })
    const listed = await items()
    expect(listed).toHaveLength(1)
    expect(listed[0]?.textContent).toContain('Certification Course')
  })

  it('says the date is to be announced for a live event whose date cannot be read, never self-paced', async () => {
    server.db
      .prepare(`UPDATE events SET start_date = '2027/01/15', end_date = NULL WHERE type = 'Conference'`)
      .run()
    mountList({ type: 'Conference' })
    const [first] = await items()
    expect(first?.textContent).toContain('Date to be announced')
    expect(first?.textContent).not.toContain('Self-paced')
  })

  it('says so when nothing is open', async () => {
    server.db
      .prepare(`DELETE FROM tickets WHERE event_id IN (SELECT id FROM events WHERE type = 'Conference')`)
      .run()
    server.db.prepare(`DELETE FROM events WHERE type = 'Conference'`).run()
    mountList({ type: 'Conference' })
    expect(await screen.findByText('No upcoming events right now.')).toBeTruthy()
  })

  it('refuses a data-type that is not an event type of the site, naming the attribute', () => {
    const el = document.createElement('div')
    document.body.append(el)
    expect(() => mount(el, { type: 'Picnic' })).toThrow('data-type is not an event type of the site')
  })
})
