import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { applyConfig, getConfig } from '../../../shared/config/config'
import { logIn } from '../../../shared/session/session-store'
import { seed } from '../../helpers/seed-fixtures'
import { DEMO_PASSWORD } from '../../helpers/widget-server'
import { setUpAccountServer, ticketIdOf, watchNavigation } from './account-test-kit'

const account = setUpAccountServer()

const BLOG = `<script type="application/json" data-pd-blog-posts>[{"link":"/blog/a/","name":"Budget games","date":"11/21/2026","content":"<p>Play <strong>now</strong><img src=x onerror=alert(1)></p>"}]</script>`

describe('My Dashboard (§2.2)', () => {
  it('lists upcoming sessions with Title, Date, Credits and View columns (§2.2)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    const table = await screen.findByRole('table', { name: 'Upcoming sessions' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['Title', 'Date', 'Credits', 'View'])
    expect(
      within(table).getByRole('rowheader', { name: 'Teaching Credit Scores with Confidence' }),
    ).toBeTruthy()
  })

  it('shows each title and the tab\'s "UPCOMING SESSIONS" once, the View link naming its row by its name alone', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    const title = 'Teaching Credit Scores with Confidence'
    await screen.findByRole('rowheader', { name: title })
    expect(screen.getAllByText(title)).toHaveLength(1)
    expect(screen.getAllByText(/upcoming sessions/i)).toHaveLength(1)
    const row = screen.getByRole('row', { name: new RegExp(title) })
    const view = within(row).getByRole('link', { name: 'View' })
    expect(view.textContent).toBe('View')
    expect(view.getAttribute('aria-description')).toBe(title)
  })

  it('links View to the detail state with the EID and the ticketId (§2.2)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    const row = (
      await screen.findByRole('rowheader', { name: 'Teaching Credit Scores with Confidence' })
    ).closest('tr') as HTMLElement
    const link = within(row).getByRole('link', { name: /View/ })
    expect(link.getAttribute('href')).toBe(
      `#!/my-account-finlit-acadameny-view-event/${seed.events.vpdRegisteredConfirm}/${ticketIdOf(account.server.db, seed.events.vpdRegisteredConfirm)}`,
    )
  })

  it('hides credits below 1 (§2.2)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    const row = (
      await screen.findByRole('rowheader', { name: 'Paying for College: Reading Aid Letters' })
    ).closest('tr') as HTMLElement
    expect(row.querySelectorAll('td')[1]?.textContent).toBe('')
    expect(row.querySelectorAll('td')[0]?.textContent).toMatch(/^\d+\/\d+\/\d{4}$/)
  })

  it('shows the empty text with its two links when nothing is upcoming (§2.2)', async () => {
    await logIn(seed.users.pending.email, DEMO_PASSWORD)
    account.server.db.prepare("UPDATE tickets SET status = 'Cancelled' WHERE user_id = 2").run()
    account.mount('#!/my-account-dashboard')
    expect(await screen.findByText('You currently have no upcoming events!')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse Virtual PD' }).getAttribute('href')).toBe(
      '/pd/virtual-pd/',
    )
    expect(screen.getByRole('link', { name: 'Browse Certification Courses' }).getAttribute('href')).toBe(
      '/certification-course/',
    )
  })

  it('shows the blog posts the page supplies, sanitized, in the second tab (§2.2)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard', BLOG)
    const tab = await screen.findByRole('tab', { name: "TODAY'S BLOG" })
    expect(screen.getByRole('tab', { name: 'UPCOMING SESSIONS' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(tab)
    expect(await screen.findByRole('link', { name: 'Budget games' })).toBeTruthy()
    expect(document.querySelector('img[onerror]')).toBeNull()
    expect(screen.getByRole('link', { name: 'View more Blog Posts' }).getAttribute('href')).toBe('/blog/')
  })

  it('shows the Academy panel with credits, a labelled bar and the plural text to type 2 (§2.2)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    const bar = await screen.findByRole('progressbar')
    expect(bar.getAttribute('aria-valuenow')).not.toBeNull()
    // The spoken value says what the share is of; the grade is written beside the track, not in
    // the fill, where a short fill let it run white onto the light track.
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^Bronze: 40% of the way to Silver$/)
    expect(bar.querySelector('.pd-progress-fill')?.textContent).toBe('')
    expect(bar.textContent).toBe('Bronze')
    expect(await screen.findByText(/^You need just \d+ credits? to reach .+ status$/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'VIEW ALL MY EVENTS' }).getAttribute('href')).toBe(
      '#!/my-account-finlit-academy',
    )
  })

  it('hides the Academy panel from a pending account (§2.2, §6)', async () => {
    await logIn(seed.users.pending.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    await screen.findByRole('tab', { name: 'UPCOMING SESSIONS' })
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByText('VIEW ALL MY EVENTS')).toBeNull()
  })

  it('shows four staff picks and the quick links (§2.2)', async () => {
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    const picks = await screen.findByRole('heading', { name: 'Staff Picks' })
    expect(picks.parentElement?.querySelectorAll('li').length).toBe(4)
    expect(screen.getByRole('heading', { name: 'Quick Links' })).toBeTruthy()
    // §2.1 /using{brand}/: the brand and its slug are both filled in.
    expect(screen.getByRole('link', { name: 'Using FinLit' }).getAttribute('href')).toBe('/usingfinlit/')
  })

  it("shows the first four of a site's staff picks, however many it gives (§2.2)", async () => {
    const five = [1, 2, 3, 4, 5].map((n) => ({ title: `Pick ${n}`, text: `Why ${n}`, href: `/picks/${n}/` }))
    applyConfig({ ...getConfig(), staffPicks: five })
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.mount('#!/my-account-dashboard')
    const picks = await screen.findByRole('heading', { name: 'Staff Picks' })
    const titles = [...(picks.parentElement?.querySelectorAll('li h4') ?? [])].map(
      (title) => title.textContent,
    )
    expect(titles).toEqual(['Pick 1', 'Pick 2', 'Pick 3', 'Pick 4'])
  })

  it('sends the browser to "/" on "No User Authorization header sent." (§6)', async () => {
    const { replace } = watchNavigation()
    await logIn(seed.users.verified.email, DEMO_PASSWORD)
    account.server.override('/aaa-content/user/api/events/user-events/', () =>
      Response.json({ success: false, errorText: 'No User Authorization header sent.' }),
    )
    account.mount('#!/my-account-dashboard')
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'))
    // §8: the text goes with the redirect, so "/" tells why the account closed.
    expect(alertStore.getState().alerts.map((alert) => alert.text)).toContain(
      'No User Authorization header sent.',
    )
  })
})
