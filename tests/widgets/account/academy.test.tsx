import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { logIn } from '../../../shared/session/session-store'
import { ROWS_PER_TASK } from '../../../widgets/account/event-table'
import { seed } from '../../helpers/seed-fixtures'
import { DEMO_PASSWORD } from '../../helpers/widget-server'
import { setUpAccountServer } from './account-test-kit'

const account = setUpAccountServer()

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)

describe('Academy dashboard (§2.3)', () => {
  it('shows the four tables with the columns of §2.3 (§2.3)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    const upcoming = await screen.findByRole('table', { name: 'Upcoming Events' })
    expect(headersOf(upcoming)).toEqual(['Type', 'Title', 'Status', 'Date', 'Credits', 'View'])
    expect(headersOf(screen.getByRole('table', { name: 'On-Demand PD' }))).toEqual([
      'Title',
      'Status',
      'Credits',
      'Comments',
      'View',
    ])
    const past = ['Type', 'Title', 'Led By', 'Status', 'Date', 'Credits', 'View']
    expect(headersOf(screen.getByRole('table', { name: 'Attended Events (Current School Year)' }))).toEqual(
      past,
    )
    expect(headersOf(screen.getByRole('table', { name: 'Archived Events (Previous School Years)' }))).toEqual(
      past,
    )
  })

  it("names each table by a heading under the screen's, for a screen reader's list of headings", async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    await screen.findByRole('table', { name: 'Upcoming Events' })
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(headings).toEqual(
      expect.arrayContaining([
        'Upcoming Events',
        'On-Demand PD',
        'Attended Events (Current School Year)',
        'Archived Events (Previous School Years)',
      ]),
    )
    const heading = screen.getByRole('heading', { level: 3, name: 'On-Demand PD' })
    const table = screen.getByRole('table', { name: 'On-Demand PD' })
    expect(table.getAttribute('aria-labelledby')).toBe(heading.id)
  })

  it('asks the server for user-events once, started before the screen arrives', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    await screen.findByRole('table', { name: 'Upcoming Events' })
    const calls = account.server.requests.filter((request) => request.path.endsWith('/events/user-events/'))
    expect(calls).toHaveLength(1)
  })

  it('shows "city, state" in the Title of InPerson events (§2.3)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    const event = account.server.db
      .prepare('SELECT title, fields FROM events WHERE id = ?')
      .get(seed.events.finCampAttendedCurrent) as {
      title: string
      fields: string
    }
    const { city, state } = JSON.parse(event.fields)
    account.mount('#!/my-account-finlit-academy')
    const table = await screen.findByRole('table', { name: 'Attended Events (Current School Year)' })
    expect(within(table).getByText(`${city}, ${state}`)).toBeTruthy()
  })

  it('shows the Flagged notice with the on-demand support address (§2.3)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    const table = await screen.findByRole('table', { name: 'On-Demand PD' })
    expect(
      within(table).getByText('Please contact ondemand@finlit.example.org for more details.'),
    ).toBeTruthy()
  })

  it("hides a FinCamp's time in Upcoming Events, and shows the other events' (§2.3)", async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    const titleOf = (id: number) =>
      (account.server.db.prepare('SELECT title FROM events WHERE id = ?').get(id) as { title: string }).title
    account.server.db
      .prepare("UPDATE events SET type = 'FinCamp' WHERE id = ?")
      .run(seed.events.webinarRegistered)
    account.mount('#!/my-account-finlit-academy')
    const table = await screen.findByRole('table', { name: 'Upcoming Events' })
    const dateOf = (id: number) => {
      const row = within(table).getByText(titleOf(id)).closest('tr') as HTMLElement
      const column = headersOf(table).indexOf('Date')
      return within(row).getAllByRole('cell')[column - 1]?.textContent ?? ''
    }
    expect(dateOf(seed.events.webinarRegistered)).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/)
    expect(dateOf(seed.events.vpdRegisteredConfirm)).toMatch(/\d{1,2}:\d{2} [AP]M/)
    // A table with rows says nothing of having none.
    expect(screen.queryByText('No upcoming events.')).toBeNull()
  })

  it('says "No upcoming events." when the upcoming list is empty (§2.3)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.server.db
      .prepare("UPDATE tickets SET status = 'Cancelled' WHERE user_id = 1 AND status = 'Registered'")
      .run()
    account.mount('#!/my-account-finlit-academy')
    expect(await screen.findByText('No upcoming events.')).toBeTruthy()
  })

  it('shows the credits line of the current academy year to type 2 (§2.3)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    expect(await screen.findByText(/^Credits earned since July 1st, \d{4}: \d+/)).toBeTruthy()
    expect(screen.getByText(/^You need just \d+ credits? to reach [^ ]+$/)).toBeTruthy()
  })

  it('leaves out "You need just …" at the top level, on the academy and on the dashboard', async () => {
    account.server.db
      .prepare("UPDATE events SET fields = json_set(fields, '$.pdHours', 40, '$.duration', 40) WHERE id = ?")
      .run(seed.events.vpdAttendedCurrent)
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    expect(await screen.findByText(/^Credits earned since July 1st, \d{4}: 4\d/)).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      'Platinum: 100%, the top level',
    )
    expect(screen.queryByText(/You need just/)).toBeNull()
    window.location.hash = '#!/my-account-dashboard'
    await screen.findByRole('link', { name: 'VIEW ALL MY EVENTS' })
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      'Platinum: 100%, the top level',
    )
    expect(screen.queryByText(/You need just/)).toBeNull()
  })

  it('shows the events of an answer whose standing has no next level and a width past 100, the bar full', async () => {
    account.server.override('/aaa-content/user/api/events/user-events/', async (request) => {
      const answer = await (await account.server.app.fetch(request)).json()
      return Response.json({ ...answer, info: { ...answer.info, nextGrade: null, progressWidth: 100.5 } })
    })
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    const bar = await screen.findByRole('progressbar')
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    expect(bar.getAttribute('aria-valuetext')).toMatch(/: 100%, the top level$/)
    expect(screen.getAllByRole('table').length).toBe(4)
    expect(screen.queryByText(/could not be loaded/)).toBeNull()
  })

  it('hides the credits from a limited account (§2.3, §6)', async () => {
    await logIn(seed.users.limited.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    await screen.findByRole('table', { name: 'Upcoming Events' })
    expect(screen.queryByText(/Credits earned since/)).toBeNull()
  })

  it('tells only a verified teacher that swag ships to the address on the profile (§9)', async () => {
    await logIn(seed.users.pending.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    expect(await screen.findByText('The FinLit Academy year starts July 1.')).toBeTruthy()
    expect(screen.queryByText(/Swag for each new level/)).toBeNull()
    expect(screen.queryByRole('link', { name: 'confirm your address on your profile' })).toBeNull()
  })

  it('points a verified teacher to the profile to confirm the swag address (§2.3)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    const link = await screen.findByRole('link', { name: 'confirm your address on your profile' })
    expect(link.getAttribute('href')).toBe('#!/my-account-profile')
    expect(link.parentElement?.textContent).toMatch(
      /^The FinLit Academy year starts July 1\. Swag for each new level you reach is shipped to your home address: confirm your address on your profile\.$/,
    )
  })

  it('links the transcript with f=false and f=true from the View Transcript toggle (§2.3, §7.6)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    const toggle = await screen.findByRole('button', { name: 'View Transcript' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const [all, current] = [/\(All\)/, /\(Current Year\)/].map((name) => {
      const link = screen.getByRole('link', { name })
      expect(link.getAttribute('target')).toBe('_blank')
      return new URL(link.getAttribute('href') ?? '', 'http://x/')
    })
    expect(all?.pathname).toBe('/reports/')
    expect(all?.searchParams.get('u')).toBe('5f0c1a2e-0001-4a7b-9d1e-5e11a0000001')
    expect(all?.searchParams.get('f')).toBe('false')
    expect(current?.searchParams.get('f')).toBe('true')
  })

  it('links the credits error form in a new tab and the on-demand promotion (§2.3)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    const report = await screen.findByRole('link', { name: /Report an error in my credits/ })
    expect(report.getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: 'LEARN MORE' })).toBeTruthy()
  })

  it('renders the first 50 of many rows and the rest on request (§2.3)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    const source = account.server.db
      .prepare('SELECT start_date, end_date, fields FROM events WHERE id = ?')
      .get(seed.events.vpdAttendedCurrent) as {
      start_date: string
      end_date: string
      fields: string
    }
    const addEvent = account.server.db.prepare(
      "INSERT INTO events (id, type, title, start_date, end_date, capacity, fields) VALUES (?, 'VPD', ?, ?, ?, NULL, ?)",
    )
    const addTicket = account.server.db.prepare(
      "INSERT INTO tickets (id, event_id, user_id, person_key, holder_uuid, email, first_name, last_name, status, show_confirm, certificate, ticket_start_time, answers, created_at) VALUES (?, ?, 1, 'user:1', 'u', 'verified@example.org', 'V', 'V', 'Attended', 0, NULL, NULL, '{}', '2026-01-01')",
    )
    account.server.db.transaction(() => {
      for (let i = 0; i < 120; i += 1) {
        addEvent.run(5000 + i, `Bulk session ${i}`, source.start_date, source.end_date, source.fields)
        addTicket.run(`bulk-${i}`, 5000 + i)
      }
    })()
    // The rows arrive a batch per task, the first batch at once and for the whole screen: count
    // the rows of all four tables when the tables first appear (a mutation observer runs before
    // any later task could add a batch).
    let firstRows: number | undefined
    const observer = new MutationObserver(() => {
      if (firstRows === undefined && document.querySelectorAll('table').length === 4) {
        firstRows = document.querySelectorAll('tbody tr').length
      }
    })
    observer.observe(document.body, { childList: true, subtree: true })
    account.mount('#!/my-account-finlit-academy')
    const table = await screen.findByRole('table', { name: 'Attended Events (Current School Year)' })
    observer.disconnect()
    expect(firstRows).toBe(ROWS_PER_TASK)
    // Batches arrive one task apart: on a busy machine that takes longer than waitFor's default 1 s.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(51), { timeout: 10_000 })
    const showAll = screen.getByRole('button', { name: /Show all \d+ rows/ })
    const total = Number(showAll.textContent?.match(/\d+/)?.[0])
    expect(total).toBeGreaterThan(120)
    fireEvent.click(showAll)
    expect(screen.queryByRole('button', { name: /Show all \d+ rows/ })).toBeNull()
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(total + 1), { timeout: 10_000 })
    // The focus moved on to the first added row's View link, not back to the page's top.
    const firstAdded = within(table).getAllByRole('row')[51]
    expect(firstAdded?.contains(document.activeElement)).toBe(true)
    expect(document.activeElement?.tagName).toBe('A')
  })
})

describe('a finished session without its survey in the academy', () => {
  it('is listed with the status "Survey needed" among the attended events, its credit not counted', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-finlit-academy')
    const attended = await screen.findByRole('table', { name: 'Attended Events (Current School Year)' })
    const row = within(attended).getByRole('rowheader', { name: 'Teaching Needs versus Wants' }).closest('tr')
    expect(row).not.toBeNull()
    expect(within(row as HTMLElement).getByText('Survey needed')).toBeTruthy()
    expect(screen.getByText(/^Credits earned since July 1st, \d{4}: 7$/)).toBeTruthy()
  })
})
