import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { sessionStore } from '../../../shared/session/session-store'
import { seed } from '../../helpers/seed-fixtures'
import { setUpAccountServer, ticketIdOf, watchNavigation } from './account-test-kit'

const account = setUpAccountServer({ logInAs: 'verified' })

function openTicket(eventId: number) {
  const ticketId = ticketIdOf(account.server.db, eventId)
  account.mount(`#!/my-account-finlit-acadameny-view-event/${eventId}/${ticketId}`)
  return ticketId
}

const alertTexts = () => alertStore.getState().alerts.map((alert) => alert.text)
const statusOf = (eventId: number) =>
  (
    account.server.db
      .prepare('SELECT status FROM tickets WHERE event_id = ? AND user_id = 1')
      .get(eventId) as {
      status: string
    }
  ).status

/** The value beside a label in the ticket's rows (<dt>label</dt><dd>value</dd>). */
const rowValue = (label: string) =>
  screen.getByText(label, { selector: '.pd-account-rows dt' }).nextElementSibling?.textContent

/** The stored yyyy-MM-dd start of a seeded event. */
const startDateOf = (eventId: number) =>
  (
    account.server.db.prepare('SELECT start_date FROM events WHERE id = ?').get(eventId) as {
      start_date: string
    }
  ).start_date

/** yyyy-MM-dd as the page shows it, M/d/yyyy (§5.11). */
const displayDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${month}/${day}/${year}`
}

describe('ticket detail (§2.4, §4.1)', () => {
  it('shows title, "Virtual PD", status, date, time, FREE and credits for a VPD (§2.4)', async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Teaching Credit Scores with Confidence' }),
    ).toBeTruthy()
    // Once, under the title (§2.4 "title and type"): no second Type row repeats it.
    expect(screen.getAllByText('Virtual PD')).toHaveLength(1)
    expect(screen.getByText('Registered')).toBeTruthy()
    expect(screen.getByText('FREE')).toBeTruthy()
    expect(screen.getByText('4:00 PM - 5:00 PM PT')).toBeTruthy()
    expect(rowValue('Date')).toBe(displayDate(startDateOf(seed.events.vpdRegisteredConfirm)))
    expect(rowValue('Credits')).toBe('1')
    expect(screen.getByRole('heading', { name: 'About this session' })).toBeTruthy()
  })

  it('says a ticket the server does not know was not found, with the way back instead of Try again', async () => {
    account.mount(`#!/my-account-finlit-acadameny-view-event/${seed.events.vpdRegisteredConfirm}/999999`)
    expect(await screen.findByText('This registration could not be found.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to My FinLit Academy' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('keeps Try again when the ticket could not be fetched at all', async () => {
    const getTicket = '/aaa-content/user/api/events/get-ticket/'
    account.server.override(getTicket, () => new Response('Bad Gateway', { status: 502 }))
    openTicket(seed.events.vpdRegisteredConfirm)
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(screen.queryByText('This registration could not be found.')).toBeNull()
    account.server.override(getTicket, (request) => account.server.app.fetch(request))
    fireEvent.click(retry)
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Teaching Credit Scores with Confidence' }),
    ).toBeTruthy()
  })

  it("marks MY ACADEMY in the tabs as the ticket's section (§2.1)", async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    await screen.findByRole('heading', { level: 2, name: 'Teaching Credit Scores with Confidence' })
    expect(screen.getByRole('link', { name: 'MY ACADEMY' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('link', { name: 'MY PROFILE' }).getAttribute('aria-current')).toBeNull()
  })

  it('accepts id and ticketId as query parameters (§2.1)', async () => {
    const ticketId = ticketIdOf(account.server.db, seed.events.vpdRegisteredConfirm)
    account.mount(
      `#!/my-account-finlit-acadameny-view-event?id=${seed.events.vpdRegisteredConfirm}&ticketId=${ticketId}`,
    )
    expect(
      await screen.findByRole('heading', { name: 'Teaching Credit Scores with Confidence' }),
    ).toBeTruthy()
  })

  it('hides credits when duration is below 1 (§2.4)', async () => {
    openTicket(seed.events.webinarRegistered)
    await screen.findByRole('heading', { name: 'Paying for College: Reading Aid Letters' })
    expect(screen.queryByText('Credits')).toBeNull()
  })

  it('cancels after the dialog, alerts once and goes to the academy state (§4.1)', async () => {
    openTicket(seed.events.webinarRegistered)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Registration' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this Registration?' })
    expect(within(dialog).getByRole('button', { name: 'No, Do Not Cancel' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel this Registration' }))
    await waitFor(() => expect(window.location.hash).toBe('#!/my-account-finlit-academy'))
    expect(alertTexts()).toEqual(['Registration was successfuly cancelled'])
    expect(statusOf(seed.events.webinarRegistered)).toBe('Cancelled')
  })

  it('ends the session and goes home with the text when a Cancel finds the session gone on the server (§6, §8)', async () => {
    const { replace } = watchNavigation()
    const heard: unknown[] = []
    document.addEventListener('pd:logout', (event) => heard.push((event as CustomEvent).detail))
    openTicket(seed.events.webinarRegistered)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Registration' }))
    // The session ends elsewhere meanwhile (a password changed on another device, or it expired).
    account.server.db.prepare('DELETE FROM sessions').run()
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, Cancel this Registration' }))
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'))
    expect(sessionStore.getState()).toMatchObject({ token: null, status: 'logged-out' })
    expect(localStorage.getItem('t')).toBeNull()
    expect(heard).toEqual([{ fromOtherTab: false }])
    // Told in the banner, which goes to "/" with the page: the dialog that said it goes.
    expect(alertTexts()).toEqual(['No User Authorization header sent.'])
    expect(statusOf(seed.events.webinarRegistered)).toBe('Registered')
  })

  it('keeps the ticket and tells the failure in the open dialog when cancel fails (§4.1, §8)', async () => {
    account.server.override('/aaa-content/user/api/events/cancel-event/', () =>
      Response.json({ success: false }),
    )
    openTicket(seed.events.webinarRegistered)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Registration' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, Cancel this Registration' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this Registration?' })
    const told = await within(dialog).findByRole('alert')
    expect(told.textContent).toBe('There was an error. Registration was not cancelled')
    // Not also in the banner behind the dialog's backdrop, where the page is inert.
    expect(alertTexts()).toEqual([])
    expect(window.location.hash).toContain('acadameny-view-event')
    // Closed and opened again, the dialog starts without the old failure.
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, Do Not Cancel' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Registration' }))
    const again = await screen.findByRole('dialog', { name: 'Cancel this Registration?' })
    expect(within(again).queryByRole('alert')).toBeNull()
  })

  it('confirms after the dialog and reloads the ticket (§4.1)', async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Registration' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this Registration?' })
    expect(within(dialog).getByRole('button', { name: 'No, Do Not Confirm' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Confirm this Registration' }))
    await waitFor(() => expect(alertTexts()).toEqual(['Registration was successfuly confirmed']))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm Registration' })).toBeNull())
    const getTickets = account.server.requests.filter((request) => request.path.endsWith('/get-ticket/'))
    expect(getTickets.length).toBe(2)
  })

  it('sends one request for a double click on Yes (§4.1)', async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm Registration' }))
    const yes = await screen.findByRole('button', { name: 'Yes, Confirm this Registration' })
    fireEvent.click(yes)
    fireEvent.click(yes)
    await waitFor(() => expect(alertTexts().length).toBe(1))
    expect(account.server.requests.filter((request) => request.path.endsWith('/confirm-event/')).length).toBe(
      1,
    )
  })

  it('joins the video session in a new tab (§4.1)', async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    const join = await screen.findByRole('link', { name: /JOIN Zoom SESSION/ })
    expect(join.getAttribute('href')).toBe('https://zoom.example.org/j/810101')
    expect(join.getAttribute('target')).toBe('_blank')
  })

  it("names the new-tab links with the spec's words alone; the new tab is their description", async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    for (const name of ['JOIN Zoom SESSION', 'Add to Google Calendar', 'REFER A TEACHER']) {
      const link = (await screen.findAllByRole('link', { name }))[0]!
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('aria-description')).toBe('(opens in a new tab)')
    }
  })

  it('builds the calendar, Outlook and ICS links for a virtual event (§7.6)', async () => {
    const ticketId = openTicket(seed.events.vpdRegisteredConfirm)
    const google = await screen.findByRole('link', { name: /Add to Google Calendar/ })
    const url = new URL(google.getAttribute('href') ?? '')
    expect(url.searchParams.get('text')).toBe('Teaching Credit Scores with Confidence')
    expect(url.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/)
    // The entry leads back to this ticket, and the description's links keep their addresses.
    const details = url.searchParams.get('details') ?? ''
    expect(details.endsWith(`Your ticket and its survey: ${location.href}`)).toBe(true)
    expect(details).toContain(`Help Center (${location.origin}/help-center/)`)
    expect(screen.getByRole('link', { name: /Add to Outlook Calendar/ })).toBeTruthy()
    const ics = screen.getByRole('link', { name: /Download ICS Event/ })
    expect(ics.getAttribute('href')).toMatch(
      new RegExp(
        `/aaa-content/user/api/events/get-ics-for-event\\?eventId=${seed.events.vpdRegisteredConfirm}&ticketId=${ticketId}&key=[\\w-]{22}$`,
      ),
    )
  })

  it('downloads the ICS file in the same tab, leaving no blank tab open', async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    const ics = await screen.findByRole('link', { name: 'Download ICS Event' })
    expect(ics.hasAttribute('target')).toBe(false)
    expect(ics.hasAttribute('download')).toBe(true)
  })

  it('offers an Office 365 link beside Outlook.com, on the work-or-school host', async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    const office = await screen.findByRole('link', { name: /Add to Office 365 Calendar/ })
    const url = new URL(office.getAttribute('href') ?? '')
    expect(url.origin + url.pathname).toBe('https://outlook.office.com/calendar/0/deeplink/compose')
    expect(url.searchParams.get('subject')).toBe('Teaching Credit Scores with Confidence')
    expect(url.searchParams.get('startdt')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
    const outlook = screen.getByRole('link', { name: /Add to Outlook Calendar/ })
    expect(new URL(outlook.getAttribute('href') ?? '').hostname).toBe('outlook.live.com')
    expect(office.getAttribute('target')).toBe('_blank')
  })

  it('hides date, time and calendar for a Certification Course with an activityLink (§2.4)', async () => {
    openTicket(seed.events.certificationWithModule)
    await screen.findByRole('heading', { name: 'Personal Finance Certification: Self-Paced' })
    expect(screen.queryByText('Date')).toBeNull()
    expect(screen.queryByRole('link', { name: /Add to Google Calendar/ })).toBeNull()
  })

  it('starts the module, opens it and then offers OPEN MODULE (§4.1)', async () => {
    const opened = { opener: {}, location: { href: '' }, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window)
    const ticketId = openTicket(seed.events.certificationWithModule)
    fireEvent.click(await screen.findByRole('button', { name: 'START MODULE' }))
    const reopen = await screen.findByRole('link', { name: /OPEN MODULE/ })
    expect(reopen.getAttribute('href')).toBe('https://nearpod.example.org/course/cert-self-paced')
    expect(open).toHaveBeenCalled()
    expect(opened.location.href).toBe('https://nearpod.example.org/course/cert-self-paced')
    const start = account.server.requests.find((request) => request.path.endsWith('/start-nearpod/'))
    expect(start?.body).toEqual({ eventId: String(seed.events.certificationWithModule), ticketId })
  })

  it('tells a refused START MODULE in the banner and beside the button, and closes the tab it opened (§8)', async () => {
    const opened = { opener: {}, location: { href: '' }, close: vi.fn() }
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window)
    account.server.override('/aaa-content/user/api/events/start-nearpod/', () =>
      Response.json({ success: false, errorText: 'The module is closed for upkeep' }),
    )
    openTicket(seed.events.certificationWithModule)
    const start = await screen.findByRole('button', { name: 'START MODULE' })
    fireEvent.click(start)
    const box = start.closest('section') as HTMLElement
    expect((await within(box).findByRole('alert')).textContent).toBe('The module is closed for upkeep')
    expect(alertTexts()).toEqual(['The module is closed for upkeep'])
    expect(opened.close).toHaveBeenCalled()
    expect((start as HTMLButtonElement).disabled).toBe(false)
  })

  it('offers OPEN MODULE when ticketStartTime exists (§4.1)', async () => {
    openTicket(seed.events.onDemandStarted)
    expect(await screen.findByRole('link', { name: /OPEN MODULE/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'START MODULE' })).toBeNull()
  })

  it("offers a started module's survey, which has no session end to wait for (§4.3)", async () => {
    openTicket(seed.events.onDemandStarted)
    await screen.findByRole('link', { name: /OPEN MODULE/ })
    expect(
      screen.getByText(
        'Finished the module? Complete the survey to earn its credits and your PD certificate.',
      ),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Complete the Survey' }))
    await waitFor(() =>
      expect(location.hash).toContain(
        `/${seed.events.onDemandStarted}/${ticketIdOf(account.server.db, seed.events.onDemandStarted)}`,
      ),
    )
    expect(location.hash).toContain('survey')
  })

  it("offers a module's survey once START MODULE is pressed", async () => {
    vi.spyOn(window, 'open').mockReturnValue({
      opener: {},
      location: { href: '' },
      close: vi.fn(),
    } as unknown as Window)
    openTicket(seed.events.certificationWithModule)
    fireEvent.click(await screen.findByRole('button', { name: 'START MODULE' }))
    await screen.findByRole('link', { name: /OPEN MODULE/ })
    expect(screen.getByRole('button', { name: 'Complete the Survey' })).toBeTruthy()
  })

  it('offers no survey before the module is started, nor on a Flagged ticket', async () => {
    openTicket(seed.events.certificationWithModule)
    await screen.findByRole('button', { name: 'START MODULE' })
    expect(screen.queryByRole('button', { name: 'Complete the Survey' })).toBeNull()
  })

  it('offers no survey on a Flagged module, which is under review', async () => {
    openTicket(seed.events.onDemandFlagged)
    await screen.findByText('Please contact ondemand@finlit.example.org for more details.')
    expect(screen.queryByRole('button', { name: 'Complete the Survey' })).toBeNull()
  })

  it('shows the contact text for a Flagged ticket (§4.1)', async () => {
    openTicket(seed.events.onDemandFlagged)
    expect(
      await screen.findByText('Please contact ondemand@finlit.example.org for more details.'),
    ).toBeTruthy()
  })

  it('shows descriptionAfterSession and the certificate, not the join button, once Attended (§4.1)', async () => {
    openTicket(seed.events.vpdAttendedCurrent)
    expect(await screen.findByRole('link', { name: /View Your Certificate/ })).toBeTruthy()
    expect(screen.getByText(/Thank you for joining us!/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: /JOIN Zoom SESSION/ })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'About this session' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel Registration' })).toBeNull()
  })

  it('links "Open Your Certificate" to the certificate page without a certificate URL (§4.1)', async () => {
    const ticketId = openTicket(seed.events.webinarAttendedCurrent)
    const link = await screen.findByRole('link', { name: /Open Your Certificate/ })
    expect(link.getAttribute('href')).toBe(
      `/event-certificates/?e=${seed.events.webinarAttendedCurrent}&t=${ticketId}&u=${seed.users.verified.uuid}`,
    )
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('aria-description')).toBe('(opens in a new tab)')
  })

  it('shows the location block for an in-person FinCamp (§2.4)', async () => {
    openTicket(seed.events.finCampAttendedCurrent)
    const block = (await screen.findByRole('heading', { name: 'Location' })).closest('section') as HTMLElement
    // The zip code with the state, not run on after the street.
    expect(within(block).getByText('Seattle, WA 98122')).toBeTruthy()
    expect(within(block).getByText('400 23rd Ave')).toBeTruthy()
  })
})

describe('a ticket left open in a tab', () => {
  it('asks again when the tab is shown again, so a cancel made in another tab shows', async () => {
    const ticketId = openTicket(seed.events.vpdRegisteredConfirm)
    await screen.findByRole('button', { name: /^Cancel Registration/ })
    // Another tab cancels it.
    account.server.db.prepare("UPDATE tickets SET status = 'Cancelled' WHERE id = ?").run(ticketId)
    const visibility = vi.spyOn(document, 'visibilityState', 'get')
    try {
      visibility.mockReturnValue('hidden')
      document.dispatchEvent(new Event('visibilitychange'))
      visibility.mockReturnValue('visible')
      document.dispatchEvent(new Event('visibilitychange'))
      await waitFor(() => expect(rowValue('Status')).toBe('Cancelled'))
      expect(screen.queryByRole('button', { name: /^Cancel Registration/ })).toBeNull()
    } finally {
      visibility.mockRestore()
      account.server.db.prepare("UPDATE tickets SET status = 'Registered' WHERE id = ?").run(ticketId)
    }
  })
})

describe('a ticket shown again after its tab was hidden', () => {
  const showTabAgain = () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get')
    visibility.mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    visibility.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    visibility.mockRestore()
  }
  const getTicket = '/aaa-content/user/api/events/get-ticket/'

  it('keeps the ticket, without an alert, when the check fails (a laptop woken before its network)', async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    await screen.findByRole('button', { name: /^Cancel Registration/ })
    const alertsBefore = alertTexts().length
    let asked = 0
    account.server.override(getTicket, () => {
      asked += 1
      // An answer at once (a 502 would be asked again after a back-off first).
      return Response.json({ success: false, errorText: 'Service unavailable' })
    })
    try {
      showTabAgain()
      await waitFor(() => expect(asked).toBeGreaterThan(0))
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(screen.getByRole('button', { name: /^Cancel Registration/ })).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
      expect(alertTexts().length).toBe(alertsBefore)
    } finally {
      account.server.override(getTicket, (request) => account.server.app.fetch(request))
    }
  })

  it('keeps Try again when the check on the return fails too, and shows the ticket once one answers', async () => {
    let answer: 'none' | 'refusal' | 'ticket' = 'none'
    account.server.override(getTicket, (request) => {
      if (answer === 'ticket') return account.server.app.fetch(request)
      if (answer === 'refusal') return Response.json({ success: false, errorText: 'Service unavailable' })
      return new Response('Bad Gateway', { status: 502 })
    })
    try {
      openTicket(seed.events.vpdRegisteredConfirm)
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 })
      answer = 'refusal'
      showTabAgain()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
      answer = 'ticket'
      showTabAgain()
      expect(await screen.findByRole('button', { name: /^Cancel Registration/ })).toBeTruthy()
    } finally {
      account.server.override(getTicket, (request) => account.server.app.fetch(request))
    }
  }, 15_000)

  it('leaves the focus where it was when nothing changed', async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    await screen.findByRole('button', { name: /^Cancel Registration/ })
    await new Promise((resolve) => setTimeout(resolve, 50))
    ;(document.activeElement as HTMLElement | null)?.blur()
    let asked = 0
    account.server.override(getTicket, (request) => {
      asked += 1
      return account.server.app.fetch(request)
    })
    showTabAgain()
    await waitFor(() => expect(asked).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.activeElement).toBe(document.body)
  })
})

describe('a ticket whose session is over', () => {
  it('offers the survey instead of cancel, join, calendar and the before-the-session blurbs', async () => {
    // A webinar three days ago, Registered, survey not yet done.
    const ticketId = openTicket(seed.events.webinarSurveyNeeded)
    expect(await screen.findByRole('heading', { level: 2, name: 'Teaching Needs versus Wants' })).toBeTruthy()
    expect(screen.getByText('Survey needed')).toBeTruthy()
    for (const name of [
      /^Cancel Registration/,
      /^Confirm Registration/,
      /^JOIN Zoom SESSION/,
      /Calendar/,
      /ICS/,
    ]) {
      expect(screen.queryByRole('link', { name })).toBeNull()
      expect(screen.queryByRole('button', { name })).toBeNull()
    }
    expect(screen.queryByRole('heading', { name: /^About / })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Complete the Survey' }))
    await waitFor(() =>
      expect(location.hash).toBe(
        `#!/my-account-finlit-academy-view-event-survey/${seed.events.webinarSurveyNeeded}/${ticketId}`,
      ),
    )
  })

  it('keeps cancel, join and the calendar for a session still to come', async () => {
    openTicket(seed.events.vpdRegisteredConfirm)
    expect(await screen.findByRole('button', { name: 'Cancel Registration' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /^JOIN Zoom SESSION/ })).toBeTruthy()
    expect(screen.getByRole('link', { name: /^Download ICS Event/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Complete the Survey' })).toBeNull()
  })
})

describe('a ticket whose event date cannot be read (§5.11)', () => {
  it('shows the ticket with no calendar entry, and keeps cancel', async () => {
    account.server.db
      .prepare("UPDATE events SET start_date = '12/03/2026', end_date = NULL WHERE id = ?")
      .run(seed.events.vpdRegisteredConfirm)
    openTicket(seed.events.vpdRegisteredConfirm)
    expect(await screen.findByRole('button', { name: 'Cancel Registration' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /^Download ICS Event/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /Calendar/ })).toBeNull()
  })
})

describe('a ticket without a seat: a place on the waitlist, a cancelled registration', () => {
  const setStatus = (status: string) =>
    account.server.db
      .prepare('UPDATE tickets SET status = ? WHERE event_id = ? AND user_id = 1')
      .run(status, seed.events.vpdRegisteredConfirm)

  const expectNothingToJoin = () => {
    expect(screen.queryByRole('link', { name: /^JOIN Zoom SESSION/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /Calendar/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /^Download ICS Event/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Confirm Registration' })).toBeNull()
  }

  it('offers no join link, calendar or confirm on the waitlist, and lets the teacher give the place up', async () => {
    setStatus('Waitlisted')
    openTicket(seed.events.vpdRegisteredConfirm)
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Registration' }))
    expect(screen.getByText('Waitlisted')).toBeTruthy()
    expectNothingToJoin()
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this Registration?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel this Registration' }))
    await waitFor(() => expect(statusOf(seed.events.vpdRegisteredConfirm)).toBe('Cancelled'))
    expect(alertTexts()).toContain('Registration was successfuly cancelled')
  })

  it('shows a cancelled ticket with nothing to cancel, join or put in a calendar', async () => {
    setStatus('Cancelled')
    openTicket(seed.events.vpdRegisteredConfirm)
    expect(await screen.findByText('Cancelled')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel Registration' })).toBeNull()
    expectNothingToJoin()
  })
})
