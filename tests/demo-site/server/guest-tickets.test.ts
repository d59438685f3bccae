// @vitest-environment node

import { describe, expect, it } from 'vitest'
import { SEED_EVENTS } from '../../../demo-site/server/seed'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import * as messages from '../../../shared/messages/messages'
import { createTestApp } from '../../helpers/test-app'

type App = ReturnType<typeof createTestApp>
const GUEST = 'g102@school.org'

function register(app: App, eventId: number, email: string) {
  return app.request(`${EVENTS_BASE}register/`, {
    json: {
      eventID: eventId,
      registrationForm: { question_57: email, question_58: 'Gale', question_59: 'Guest' },
    },
  })
}

async function signUp(app: App, email: string, username = 'galeguest') {
  const { info } = await app.request(`${LOGIN_BASE}signUp/`, {
    json: {
      userObject: {
        cpUsers_firstName: 'Gale',
        cpUsers_lastName: 'Guest',
        cpUsers_email: email,
        cpUsers_username: username,
        cpUsers_password: 'Strong-pass-9',
      },
      userExtras: { state: 'CA', city: 'Oakland' },
      userDetails: {},
    },
  })
  return { CPAUTH: info.t as string, recordNumber: String(info.currentUser.cpUsers_recordNumber) }
}

async function upcomingIds(app: App, auth: { CPAUTH: string }): Promise<string[]> {
  const { info } = await app.request(`${EVENTS_BASE}user-events/`, { json: {}, headers: auth })
  return info.userEvents.present.map((event: { id: string }) => event.id)
}

function confirmationLinks(app: App, to: string): string[] {
  const rows = app.db
    .prepare(`SELECT text FROM outbox WHERE to_address = ? AND subject LIKE 'Confirm your e-mail%'`)
    .all(to) as { text: string }[]
  return rows.flatMap((row) => row.text.match(/https?:\/\/\S+\/confirm-email\/\?key=\S+/g) ?? [])
}

describe('guest tickets join an account once the address is proven', () => {
  it('e-mails a confirmation link at sign-up and moves nothing before it is followed', async () => {
    const app = createTestApp()
    await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    const auth = await signUp(app, GUEST)
    expect(confirmationLinks(app, GUEST)).toHaveLength(1)
    expect(await upcomingIds(app, auth)).toEqual([])
  })

  it('moves every guest ticket of the address when the link is followed, once', async () => {
    const app = createTestApp()
    await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    const auth = await signUp(app, GUEST)
    const [link] = confirmationLinks(app, GUEST)
    const page = await app.fetch(new URL(link!).pathname + new URL(link!).search)
    expect(page.status).toBe(200)
    const shown = await page.text()
    expect(shown).toContain(messages.ticketsJoined)
    // On the site, as the e-mail's reader expects: its menu, its log-in and its footer.
    expect(shown).toContain('<nav aria-label="Site">')
    expect(shown).toContain('data-pd-widget="login"')
    expect(shown).toContain('<footer')
    expect(shown).not.toContain('<!-- site-header -->')
    expect(await upcomingIds(app, auth)).toEqual([String(SEED_EVENTS.webinarRegistered)])

    // Followed again: gone, said as such (not "Page not found"), with the way to the account.
    const again = await app.fetch(new URL(link!).pathname + new URL(link!).search)
    expect(again.status).toBe(410)
    const said = await again.text()
    expect(said).toContain('<title>Confirmation link not valid | FinLit</title>')
    expect(said).toContain('<nav aria-label="Site">')
    expect(said).toContain('Go to My FinLit Academy')
  })

  it('keeps the certificate link e-mailed to the guest working once the ticket is in the account', async () => {
    const app = createTestApp()
    const { info } = await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    // The survey was sent as a guest: the certificate e-mail carried the guest's uuid.
    app.db.prepare(`UPDATE tickets SET status = 'Attended' WHERE id = ?`).run(info.ticketId)
    const { holder_uuid: guestUuid } = app.db
      .prepare('SELECT holder_uuid FROM tickets WHERE id = ?')
      .get(info.ticketId) as { holder_uuid: string }
    const certificate = (uuid: string) =>
      app.fetch(`/event-certificates/?e=${SEED_EVENTS.webinarRegistered}&t=${info.ticketId}&u=${uuid}`)
    expect((await certificate(guestUuid)).status).toBe(200)
    await signUp(app, GUEST)
    const [link] = confirmationLinks(app, GUEST)
    await app.fetch(new URL(link!).pathname + new URL(link!).search)
    const { uuid: accountUuid } = app.db.prepare('SELECT uuid FROM users WHERE email = ?').get(GUEST) as {
      uuid: string
    }
    expect((await certificate(guestUuid)).status).toBe(200)
    expect((await certificate(accountUuid)).status).toBe(200)
  })

  it('refuses a second registration for the event while the guest ticket waits for the link', async () => {
    const app = createTestApp()
    await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    const auth = await signUp(app, GUEST)
    const again = await app.request(`${EVENTS_BASE}register/`, {
      json: { eventID: SEED_EVENTS.webinarRegistered, registrationForm: {} },
      headers: auth,
    })
    expect(again.errorText).toBe(messages.guestTicketAwaitsConfirmation)
    expect((await register(app, SEED_EVENTS.webinarRegistered, GUEST.toUpperCase())).errorText).toBe(
      messages.guestTicketAwaitsConfirmation,
    )
    const [link] = confirmationLinks(app, GUEST)
    await app.fetch(new URL(link!).pathname + new URL(link!).search)
    const seats = app.db
      .prepare('SELECT COUNT(*) AS n FROM tickets WHERE event_id = ? AND lower(email) = ?')
      .get(SEED_EVENTS.webinarRegistered, GUEST) as { n: number }
    expect(seats.n).toBe(1)
    expect(await upcomingIds(app, auth)).toEqual([String(SEED_EVENTS.webinarRegistered)])
  })

  it('says the address is confirmed, not that registrations moved, when there were none', async () => {
    const app = createTestApp()
    const { info } = await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    await signUp(app, GUEST)
    // The one guest ticket was cancelled before the link was followed: nothing is left to move.
    app.db.prepare(`UPDATE tickets SET status = 'Cancelled' WHERE id = ?`).run(info.ticketId)
    const [link] = confirmationLinks(app, GUEST)
    const page = await (await app.fetch(new URL(link!).pathname + new URL(link!).search)).text()
    expect(page).toContain(messages.emailConfirmed)
    expect(page).not.toContain(messages.ticketsJoined)
  })

  it('says an expired link has expired, and the next log-in e-mails a new one that works', async () => {
    const clock = { now: new Date('2026-11-23T18:00:00Z') }
    const app = createTestApp({ now: () => clock.now })
    await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    await signUp(app, GUEST)
    const [old] = confirmationLinks(app, GUEST)
    clock.now = new Date('2026-12-01T18:00:00Z')
    const expired = await app.fetch(new URL(old!).pathname + new URL(old!).search)
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain('This confirmation link has expired')
    const login = await app.request(`${LOGIN_BASE}login/`, { json: { u: GUEST, p: 'Strong-pass-9' } })
    expect(login.success).toBe(true)
    const links = confirmationLinks(app, GUEST)
    expect(links).toHaveLength(2)
    // A second log-in while the new link waits sends nothing more.
    await app.request(`${LOGIN_BASE}login/`, { json: { u: GUEST, p: 'Strong-pass-9' } })
    expect(confirmationLinks(app, GUEST)).toHaveLength(2)
    const reminder = confirmationTexts(app, GUEST)[1]
    expect(reminder).toContain('This address, which your FinLit account uses, has an event registration made')
    expect(reminder).toContain('If this is not your account, you can ignore this e-mail')
    expect(reminder).not.toContain('Welcome')
    const fresh = links.find((link) => link !== old)!
    const page = await app.fetch(new URL(fresh).pathname + new URL(fresh).search)
    expect(await page.text()).toContain(messages.ticketsJoined)
  })

  it('says "it" of one registration in the confirmation e-mail', async () => {
    const app = createTestApp()
    await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    await signUp(app, GUEST)
    const [mail] = await app.request('/__demo/outbox')
    expect(mail.text).toContain('an event registration made before you had an account')
    expect(mail.text).toContain('to see it, with its survey and certificate, in your account')
  })

  it("never moves another address's tickets", async () => {
    const app = createTestApp()
    await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    const auth = await signUp(app, 'someone.else@school.org', 'someoneelse')
    expect(confirmationLinks(app, 'someone.else@school.org')).toEqual([])
    expect(await upcomingIds(app, auth)).toEqual([])
    const holder = app.db.prepare('SELECT user_id FROM tickets WHERE lower(email) = ?').get(GUEST) as {
      user_id: number | null
    }
    expect(holder.user_id).toBeNull()
  })

  it('refuses a made-up key', async () => {
    const app = createTestApp()
    expect((await app.fetch('/confirm-email/?key=not-a-key')).status).toBe(410)
  })

  it('moves nothing when the account gave up the address before following the link', async () => {
    const app = createTestApp()
    await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    const auth = await signUp(app, GUEST)
    const [link] = confirmationLinks(app, GUEST)
    await app.request(`${LOGIN_BASE}updateUser/`, {
      json: {
        userObject: { cpUsers_recordNumber: auth.recordNumber, cpUsers_email: 'new.address@school.org' },
        userExtras: {},
      },
      headers: { CPAUTH: auth.CPAUTH },
    })
    const page = await app.fetch(new URL(link!).pathname + new URL(link!).search)
    expect(page.status).toBe(410)
    // Not only "used already": the page also names the change of address that moved nothing.
    expect(await page.text()).toContain(
      'the registrations made with the earlier address stay out of your account',
    )
    expect(await upcomingIds(app, auth)).toEqual([])
  })

  it('leaves a guest ticket with the guest when the account holds a ticket for that event, moving the others', async () => {
    const app = createTestApp()
    const auth = await signUp(app, 'first.address@school.org')
    const own = await app.request(`${EVENTS_BASE}register/`, {
      json: { eventID: SEED_EVENTS.webinarRegistered, registrationForm: {} },
      headers: { CPAUTH: auth.CPAUTH },
    })
    expect(own.success).toBe(true)
    const other = await app.request('/__demo/events', {
      json: { type: 'Webinar', title: 'Another webinar', startDate: '2030-01-15', startTime: '16:00' },
    })
    await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    expect((await register(app, Number(other.id), GUEST)).success).toBe(true)
    await app.request(`${LOGIN_BASE}updateUser/`, {
      json: { userObject: { cpUsers_recordNumber: auth.recordNumber, cpUsers_email: GUEST }, userExtras: {} },
      headers: { CPAUTH: auth.CPAUTH },
    })
    const [link] = confirmationLinks(app, GUEST)
    const page = await app.fetch(new URL(link!).pathname + new URL(link!).search)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(messages.ticketsJoined)
    expect((await upcomingIds(app, auth)).sort()).toEqual(
      [String(SEED_EVENTS.webinarRegistered), String(other.id)].sort(),
    )
    const stayed = app.db
      .prepare(
        'SELECT COUNT(*) AS n FROM tickets WHERE event_id = ? AND user_id IS NULL AND lower(email) = ?',
      )
      .get(SEED_EVENTS.webinarRegistered, GUEST) as { n: number }
    expect(stayed.n).toBe(1)
  })

  it('offers the tickets to an existing account that takes the address on', async () => {
    const app = createTestApp()
    await register(app, SEED_EVENTS.webinarRegistered, GUEST)
    const auth = await signUp(app, 'first.address@school.org')
    await app.request(`${LOGIN_BASE}updateUser/`, {
      json: { userObject: { cpUsers_recordNumber: auth.recordNumber, cpUsers_email: GUEST }, userExtras: {} },
      headers: { CPAUTH: auth.CPAUTH },
    })
    expect(confirmationLinks(app, GUEST)).toHaveLength(1)
    const text = confirmationTexts(app, GUEST)[0]
    expect(text).toContain('Your FinLit account now uses this address, which has an event registration made')
    expect(text).toContain("If you did not change your account's address, you can ignore this e-mail")
    expect(text).not.toContain('Welcome')
  })
})

function confirmationTexts(app: App, to: string): string[] {
  const rows = app.db
    .prepare(
      `SELECT text FROM outbox WHERE to_address = ? AND subject LIKE 'Confirm your e-mail%' ORDER BY rowid`,
    )
    .all(to) as { text: string }[]
  return rows.map((row) => row.text)
}
