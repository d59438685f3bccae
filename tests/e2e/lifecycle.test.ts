import { describe, expect, it } from 'vitest'
import {
  demo,
  expectNoAxeViolations,
  logInAs,
  newPage,
  type OutboxEmail,
  registerAsGuest,
  setUpBrowser,
  waitForText,
} from './harness'

/**
 * The life of an event behind the screens, as a guest and a teacher meet it: registration closes
 * at the start, the survey opens when the session is over, a finished session asks for its survey, and a
 * guest's registrations follow them into a new account once they confirm their address.
 */
setUpBrowser({ reset: 'each' })

describe('the PD lifecycle in Chromium', () => {
  it('lets nobody register for an event that is over', async () => {
    const { page } = await newPage()
    await page.goto('/event/?id=121')
    await waitForText(page, 'Registration for this event is closed.')
    expect(await page.getByRole('button', { name: 'Register' }).count()).toBe(0)
    expect(await page.getByLabel(/^Email/).count()).toBe(0)
    await expectNoAxeViolations(page, 'a closed registration')
  })

  it('keeps the survey of a future event closed for its guest', async () => {
    const { page } = await newPage()
    await registerAsGuest(page, '103', 'early.guest@school.org')
    await page.goto('/survey/?id=103')
    await waitForText(page, 'The survey opens when the session is over.')
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0)

    const emails = await demo<OutboxEmail[]>('/__demo/outbox')
    const ticketId = emails
      .find((email) => email.to === 'early.guest@school.org')
      ?.text.match(/ticketId=([0-9a-f]+)/)?.[1]
    expect(ticketId).toBeTruthy()
    await page.goto(`/survey/view/?id=103&ticketId=${ticketId}`)
    await waitForText(page, 'The survey opens when the session is over.')
    expect(await page.getByRole('button', { name: 'Submit Survey' }).count()).toBe(0)
  })

  it('shows the survey form on a survey page and a lookup page left open from before the session, once the session is over', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString()
    const starts = at(6_000)
    const { id } = await demo<{ id: string }>('/__demo/events', {
      type: 'Webinar',
      title: 'A short webinar about to start',
      startDate: starts.slice(0, 10),
      endDate: starts.slice(0, 10),
      startTime: starts.slice(11, 19),
      // Eight seconds long; an end past midnight ends the session the next morning (the README).
      endTime: at(14_000).slice(11, 19),
      timeZone: 'UTC',
    })
    const { ticketId } = await demo<{ ticketId: string }>('/__demo/tickets', {
      eventId: id,
      userEmail: 'early.bird@school.org',
    })
    const { page: lookup } = await newPage()
    await lookup.goto(`/survey/?id=${id}`)
    await waitForText(lookup, 'The survey opens when the session is over.')
    const { page } = await newPage()
    await page.goto(`/survey/view/?id=${id}&ticketId=${ticketId}`)
    await waitForText(page, 'The survey opens when the session is over.')
    await page.getByRole('button', { name: 'Submit Survey' }).waitFor({ timeout: 20_000 })
    expect(await page.getByText('The survey opens when the session is over.').count()).toBe(0)
    // The lookup page (§2.6) left open as long: its e-mail form comes too.
    await lookup.getByRole('button', { name: 'Continue' }).waitFor({ timeout: 5_000 })
    expect(await lookup.getByText('The survey opens when the session is over.').count()).toBe(0)
  })

  /** A webinar of the verified teacher that started a minute ago and ends in ten seconds. */
  async function sessionAboutToEnd(title: string): Promise<{ id: string; ticketId: string }> {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString()
    const started = at(-60_000)
    const { id } = await demo<{ id: string }>('/__demo/events', {
      type: 'Webinar',
      title,
      startDate: started.slice(0, 10),
      endDate: started.slice(0, 10),
      startTime: started.slice(11, 19),
      // An end past midnight ends the session the next morning (the README).
      endTime: at(10_000).slice(11, 19),
      timeZone: 'UTC',
      zoomLink: 'https://zoom.example.org/j/123',
    })
    const { ticketId } = await demo<{ ticketId: string }>('/__demo/tickets', {
      eventId: id,
      userEmail: 'verified@example.org',
    })
    return { id, ticketId }
  }

  it("turns a ticket left open across its session's end into the survey offer, without a reload", async () => {
    const { id, ticketId } = await sessionAboutToEnd('A webinar about to end')
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto(`/account/#!/my-account-finlit-acadameny-view-event/${id}/${ticketId}`)
    await page.getByRole('button', { name: 'Cancel Registration' }).waitFor()

    await page.getByRole('button', { name: 'Complete the Survey' }).waitFor({ timeout: 20_000 })
    expect(await page.getByText('Survey needed').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Cancel Registration' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: /^JOIN / }).count()).toBe(0)
    expect(await page.getByRole('link', { name: /^Download ICS Event/ }).count()).toBe(0)
  })

  it("moves a session that ends while the academy is open to this year's past events, without a reload", async () => {
    await sessionAboutToEnd('A webinar ending on the academy page')
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('/account/#!/my-account-finlit-academy')
    const rowIn = (table: string) =>
      page
        .getByRole('table', { name: table })
        .getByRole('row')
        .filter({ hasText: 'A webinar ending on the academy page' })
    await rowIn('Upcoming Events').waitFor()

    await rowIn('Attended Events (Current School Year)')
      .getByText('Survey needed')
      .waitFor({ timeout: 20_000 })
    expect(await rowIn('Upcoming Events').count()).toBe(0)
  })

  it('lets a teacher complete the survey of a finished session from its ticket, then shows the credit and the certificate', async () => {
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('/account/#!/my-account-finlit-academy')
    const credits = page.getByText(/^Credits earned since July 1st, \d{4}: \d+/)
    await credits.waitFor()
    const before = Number((await credits.textContent())?.match(/: (\d+)/)?.[1])
    const attended = page.getByRole('table', { name: 'Attended Events (Current School Year)' })
    const row = attended.getByRole('row').filter({ hasText: 'Teaching Needs versus Wants' })
    expect(await row.getByText('Survey needed').count()).toBe(1)
    await row.getByRole('link', { name: /View/ }).click()

    await page.getByRole('button', { name: 'Complete the Survey' }).click()
    await page.getByLabel(/^Which school do you teach at\?/).fill('Lincoln High')
    await page.getByRole('radio', { name: 'Very useful', exact: true }).check()
    await page.getByRole('button', { name: 'Submit Survey' }).click()
    await page.waitForURL('**/account/#!/my-account-finlit-academy')
    await expect
      .poll(async () => Number((await credits.textContent())?.match(/: (\d+)/)?.[1]))
      .toBe(before + 1)
    await attended
      .getByRole('row')
      .filter({ hasText: 'Teaching Needs versus Wants' })
      .getByText('Attended')
      .waitFor()

    await attended
      .getByRole('row')
      .filter({ hasText: 'Teaching Needs versus Wants' })
      .getByRole('link', { name: /View/ })
      .click()
    await page.getByRole('link', { name: /Open Your Certificate/ }).waitFor()
  })

  it('brings a guest registration into the account once the new teacher confirms the address', async () => {
    const { page } = await newPage()
    const email = 'gale.guest@school.org'
    await registerAsGuest(page, '103', email)
    await page.getByRole('heading', { name: /create your free teacher account/ }).waitFor()
    await page.getByLabel('First name').fill('Gale')
    await page.getByLabel('Last name').fill('Guest')
    await page.getByLabel(/^Email/).fill(email)
    await page.getByLabel(/^Username/).fill('gale-guest')
    await page.getByLabel(/^Password/).fill('Gale-teaches-3')
    await page.getByLabel('Retype password').fill('Gale-teaches-3')
    await page.getByLabel('School zip code').fill('98122')
    await page.getByLabel('School zip code').press('Enter')
    await page.getByRole('radio', { name: /Garfield High School/ }).check()
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await waitForText(page, /confirm your address there to see your earlier registrations/)

    const confirmation = (await demo<OutboxEmail[]>('/__demo/outbox')).find(
      (item) => item.to === email && item.subject.startsWith('Confirm your e-mail address'),
    )
    const link = confirmation?.text.match(/https?:\/\/\S+\/confirm-email\/\?key=\S+/)?.[0]
    expect(link).toBeTruthy()

    await page.goto('/account/#!/my-account-finlit-academy')
    const upcoming = page.getByRole('table', { name: 'Upcoming Events' })
    await page.getByText('No upcoming events.').waitFor()

    await page.goto(link as string)
    await waitForText(page, 'Your earlier registrations are now in your account.')
    await page.getByRole('link', { name: /Academy/ }).click()
    await upcoming.getByRole('rowheader', { name: 'Budgeting Games for the First Week' }).waitFor()
  })
  it("goes by the server's clock, not a device's that runs fast: a running session keeps its JOIN link", async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString()
    const started = at(-30 * 60_000)
    const ends = at(30 * 60_000)
    const { id } = await demo<{ id: string }>('/__demo/events', {
      type: 'VPD',
      title: 'A session running now',
      startDate: started.slice(0, 10),
      endDate: started.slice(0, 10),
      startTime: started.slice(11, 19),
      endTime: ends.slice(11, 19),
      timeZone: 'UTC',
      zoomLink: 'https://zoom.example.org/j/4242',
    })
    const { ticketId } = await demo<{ ticketId: string }>('/__demo/tickets', {
      eventId: id,
      userEmail: 'verified@example.org',
    })
    const { page } = await newPage()
    // This device's clock 45 minutes fast: by it, the session ended a quarter of an hour ago.
    await page.clock.install({ time: Date.now() + 45 * 60_000 })
    await logInAs(page, 'verified@example.org')
    await page.goto(`/account/#!/my-account-finlit-acadameny-view-event/${id}/${ticketId}`)
    await page.getByRole('heading', { name: 'A session running now' }).waitFor()
    await page.getByRole('link', { name: 'JOIN Zoom SESSION' }).waitFor()
    expect(await page.getByText('Survey needed').count()).toBe(0)
  })
})
