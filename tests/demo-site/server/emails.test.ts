// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ICAL from 'ical.js'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../demo-site/server/db'
import { textToHtml } from '../../../demo-site/server/outbox'
import { SEED_EVENTS, SEED_GUEST_EMAIL } from '../../../demo-site/server/seed'
import { SiteConfigSchema } from '../../../shared/config/site-config'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import { commonQuestionKeys } from '../../../shared/domain/registration-questions'
import { createTestApp } from '../../helpers/test-app'

type TestApp = ReturnType<typeof createTestApp>
interface Mail {
  id: number
  from: string
  to: string
  subject: string
  text: string
  html: string
  attachments: { filename: string; contentType: string; url: string }[]
}

const NOW = new Date('2026-03-02T18:00:00Z')

function call(t: TestApp, name: string, json: unknown, headers?: Record<string, string>) {
  return t.request(`${EVENTS_BASE}${name}/`, { json, headers })
}

async function registerGuest(t: TestApp, eventID: number, email = 'new.teacher@example.org') {
  const form = { question_38: email, question_41: 'Gina', question_42: 'Guest' }
  return (await call(t, 'register', { eventID, registrationForm: form })).info.ticketId as string
}

/** A guest registration with the e-mail and name keys of the event's type (§3.5). */
async function registerGuestFor(t: TestApp, eventID: number, type: string) {
  const keys = commonQuestionKeys(type)
  const form = { [keys.email]: 'typed.guest@example.org', [keys.firstName]: 'Gina', [keys.lastName]: 'Guest' }
  const answer = await call(t, 'register', { eventID, registrationForm: form })
  expect(answer.errorText).toBeUndefined()
}

async function registerTeacher(t: TestApp, eventID: number, username = 'verified') {
  const login = await t.request(`${LOGIN_BASE}login/`, { json: { u: username, p: 'Demo-pass-1' } })
  const answer = await call(t, 'register', { eventID, registrationForm: {} }, { CPAUTH: login.info.t })
  return answer.info.ticketId as string
}

const lastMail = async (t: TestApp): Promise<Mail> => (await t.request('/__demo/outbox'))[0]
const linksOf = (text: string) => text.match(/https?:\/\/\S+/g) ?? []
/** The event's video link and host as stored (get-ticket/ gives them to the ticket's holder alone). */
const videoOf = (t: TestApp, id: number): { videoLink: string; videoHost: string } =>
  JSON.parse((t.db.prepare('SELECT fields FROM events WHERE id = ?').get(id) as { fields: string }).fields)

describe('registration e-mail', () => {
  it('links a guest to the survey page with an absolute URL, not to the account', async () => {
    const t = createTestApp({ now: () => NOW })
    const ticketId = await registerGuest(t, SEED_EVENTS.vpdOpen)
    const mail = await lastMail(t)
    expect(linksOf(mail.text)).toEqual([
      videoOf(t, SEED_EVENTS.vpdOpen).videoLink,
      `http://localhost/survey/view/?id=${SEED_EVENTS.vpdOpen}&ticketId=${ticketId}`,
    ])
    expect(mail.text).not.toContain('/account/')
  })

  it('links a teacher to the ticket detail with the whole #!/ path, in the text and the HTML', async () => {
    const t = createTestApp({ now: () => NOW })
    const ticketId = await registerTeacher(t, SEED_EVENTS.vpdOpen)
    const mail = await lastMail(t)
    const link = `http://localhost/account/#!/my-account-finlit-acadameny-view-event/${SEED_EVENTS.vpdOpen}/${ticketId}`
    expect(linksOf(mail.text)).toEqual([videoOf(t, SEED_EVENTS.vpdOpen).videoLink, link])
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`)
  })

  it('writes the date and session time as the pages do', async () => {
    const t = createTestApp({ now: () => NOW })
    const created = await t.request('/__demo/events', {
      json: { type: 'VPD', title: 'Dated', startDate: '2026-12-03', startTime: '16:00', endTime: '17:00' },
    })
    await registerGuest(t, created.id)
    expect((await lastMail(t)).text).toContain('When: 12/3/2026, 4:00 PM - 5:00 PM PT')
  })

  it('attaches the event as text/calendar, and the attachment downloads', async () => {
    const t = createTestApp({ now: () => NOW })
    await registerGuest(t, SEED_EVENTS.vpdOpen)
    const mail = await lastMail(t)
    expect(mail.attachments).toHaveLength(1)
    const [file] = mail.attachments
    expect(file).toMatchObject({
      filename: `event-${SEED_EVENTS.vpdOpen}.ics`,
      contentType: 'text/calendar; method=PUBLISH',
    })
    const response = await t.fetch(file!.url)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; method=PUBLISH')
    const calendar = new ICAL.Component(ICAL.parse(await response.text()))
    const vevent = calendar.getFirstSubcomponent('vevent')
    expect(vevent?.getFirstPropertyValue('uid')).toContain(`event-${SEED_EVENTS.vpdOpen}@`)
    // The entry, all a guest may keep, leads to the survey as the e-mail does.
    const surveyLine = mail.text.split('\n').find((line) => line.includes('fill out the survey here'))
    expect(surveyLine).toMatch(/^After the session, fill out the survey here: http:\/\/\S+\/survey\/view\/\?/)
    expect(String(vevent?.getFirstPropertyValue('description'))).toContain(surveyLine)
  })

  it('says self-paced and attaches no calendar for an on-demand event', async () => {
    const t = createTestApp({ now: () => NOW })
    const created = await t.request('/__demo/events', {
      json: { type: 'FinLit On-Demand', title: 'Any time' },
    })
    await registerGuestFor(t, created.id, 'FinLit On-Demand')
    const mail = await lastMail(t)
    expect(mail.text).toContain('When: Self-paced')
    expect(mail.attachments).toEqual([])
  })

  it('says the date is to be announced, not self-paced, for a live event without a date', async () => {
    const t = createTestApp({ now: () => NOW })
    const created = await t.request('/__demo/events', { json: { type: 'VPD', title: 'Date to come' } })
    await registerGuest(t, created.id, 'no.date.yet@example.org')
    const mail = await lastMail(t)
    expect(mail.text).toContain('When: Date to be announced')
    expect(mail.attachments).toEqual([])
  })

  it("gives a guest a course's module and no calendar entry: the module is taken at the guest's pace", async () => {
    const t = createTestApp({ now: () => NOW })
    await registerGuestFor(t, SEED_EVENTS.certificationWithModule, 'Certification Course')
    const mail = await lastMail(t)
    const { activityLink } = (await call(t, 'get-event', { id: SEED_EVENTS.certificationWithModule })).info
      .event
    expect(mail.text).toContain(`Start the Nearpod module: ${activityLink}`)
    expect(mail.text).toContain('When you have finished the module, fill out the survey here:')
    expect(mail.attachments).toEqual([])
    const ics = await t.fetch(
      `${EVENTS_BASE}get-ics-for-event?eventId=${SEED_EVENTS.certificationWithModule}`,
    )
    expect(ics.status).toBe(404)
  })

  it("says where an in-person event takes place, as the ticket's location block does", async () => {
    const t = createTestApp({ now: () => NOW })
    await registerGuestFor(t, SEED_EVENTS.finCampInPerson, 'FinCamp')
    const { event } = (await call(t, 'get-event', { id: SEED_EVENTS.finCampInPerson })).info
    expect((await lastMail(t)).text).toMatch(new RegExp(`Where: .*${event.city}, ${event.state}`))
  })

  it('thanks a FinCampPLUS applicant for applying, as §1 calls it an application', async () => {
    const t = createTestApp({ now: () => NOW })
    await registerGuestFor(t, SEED_EVENTS.finCampPlus, 'FinCampPLUS')
    const mail = await lastMail(t)
    expect(mail.subject).toMatch(/^Your application is in: /)
    expect(mail.text).toContain('Thank you for applying to')
    // Not a seat yet: no calendar entry for the camp's days.
    expect(mail.attachments).toEqual([])
  })

  it('tells a withdrawn FinCampPLUS application as an application, with no calendar file', async () => {
    const t = createTestApp({ now: () => NOW })
    const login = await t.request(`${LOGIN_BASE}login/`, { json: { u: 'verified', p: 'Demo-pass-1' } })
    const auth = { CPAUTH: login.info.t }
    const form = { [commonQuestionKeys('FinCampPLUS').firstName]: 'Vera' }
    const ticketId = (
      await call(t, 'register', { eventID: SEED_EVENTS.finCampPlus, registrationForm: form }, auth)
    ).info.ticketId as string
    expect((await call(t, 'cancel-event', { ticketId }, auth)).success).toBe(true)
    const mail = await lastMail(t)
    expect(mail.text).toContain('Your application for "')
    expect(mail.text).toContain('to apply again while it is open')
    expect(mail.text).not.toContain('registration')
    expect(mail.attachments).toEqual([])
  })

  it("never takes a link's host from a Host header that does not name this machine", async () => {
    const t = createTestApp({ now: () => NOW })
    // As @hono/node-server builds the request's URL from the Host header a caller sent.
    const answer = await t.request(`http://evil.example${LOGIN_BASE}forgot/`, { json: { user: 'verified' } })
    expect(answer.success).toBe(true)
    const links = linksOf((await lastMail(t)).text)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(new URL(link).hostname).toBe('localhost')
  })

  it('uses the configured siteOrigin rather than the request origin', async () => {
    const config = v.parse(SiteConfigSchema, { siteOrigin: 'https://www.finlit.example.org' })
    const t = createTestApp({ now: () => NOW, config, db: openDatabase(':memory:') })
    await registerGuest(t, SEED_EVENTS.vpdOpen)
    expect(linksOf((await lastMail(t)).text).at(-1)).toMatch(
      /^https:\/\/www\.finlit\.example\.org\/survey\/view\//,
    )
  })
})

describe('what the registration e-mail says of the session', () => {
  it("gives the video session's join link and host, which a guest finds nowhere else", async () => {
    const t = createTestApp({ now: () => NOW })
    await registerGuest(t, SEED_EVENTS.vpdOpen)
    const { videoLink, videoHost } = videoOf(t, SEED_EVENTS.vpdOpen)
    expect(videoLink).toMatch(/^https:/)
    expect((await lastMail(t)).text).toContain(`Join the Zoom session: ${videoLink} (host: ${videoHost})`)
  })

  it('promises no calendar links for an on-demand module, which has no date', async () => {
    const t = createTestApp({ now: () => NOW })
    // The verified teacher holds this module already.
    await registerTeacher(t, SEED_EVENTS.onDemandNotStarted, 'action')
    const mail = await lastMail(t)
    expect(mail.text).toContain(
      'Start the Nearpod module from your ticket, which then offers its survey: http://localhost/account/#!/',
    )
    expect(mail.text).not.toContain('calendar')
    expect(mail.attachments).toEqual([])
  })

  it("leads a teacher to START MODULE, not past it: the ticket's survey offer waits for the recorded start (§4.1)", async () => {
    const t = createTestApp({ now: () => NOW })
    // The verified teacher holds this module already.
    await registerTeacher(t, SEED_EVENTS.onDemandNotStarted, 'action')
    const { activityLink } = (await call(t, 'get-event', { id: SEED_EVENTS.onDemandNotStarted })).info.event
    const mail = await lastMail(t)
    expect(activityLink).toMatch(/^https:/)
    expect(mail.text).not.toContain(activityLink)
  })
})

describe('the ticket line of an in-person event', () => {
  it('promises no calendar links, which the ticket of an event in person does not show (§2.4)', async () => {
    const t = createTestApp({ now: () => NOW })
    const { id } = await t.request('/__demo/events', {
      json: {
        type: 'Conference',
        title: 'In the hall',
        startDate: '2026-04-01',
        startTime: '10:00',
        endTime: '11:00',
        virtual: 0,
      },
    })
    await registerTeacher(t, id)
    const mail = await lastMail(t)
    expect(mail.text).toContain('Your ticket and its survey: http://localhost/account/#!/')
    expect(mail.text).not.toContain('calendar links')
    // The file itself still goes along: the e-mail's calendar is one a teacher can add from the mail.
    expect(mail.attachments).toHaveLength(1)
  })
})

describe('waitlist e-mail', () => {
  it('says the person is on the waitlist, with no survey link and no attachment', async () => {
    const t = createTestApp({ now: () => NOW })
    await registerGuest(t, SEED_EVENTS.vpdFull, 'late.teacher@example.org')
    const mail = await lastMail(t)
    expect(mail.subject).toMatch(/waitlist/)
    expect(mail.text).toContain('you are on its waitlist')
    expect(mail.text).not.toMatch(/survey/i)
    expect(mail.attachments).toEqual([])
    for (const link of linksOf(mail.text)) expect(link).toMatch(/^http:\/\/localhost\//)
  })
})

describe('cancellation e-mail', () => {
  it("tells the teacher, with the registration's calendar entry withdrawn (RFC 5546 CANCEL, same UID), once", async () => {
    const t = createTestApp({ now: () => NOW })
    const login = await t.request(`${LOGIN_BASE}login/`, { json: { u: 'verified', p: 'Demo-pass-1' } })
    const auth = { CPAUTH: login.info.t }
    const ticketId = (await call(t, 'register', { eventID: SEED_EVENTS.vpdOpen, registrationForm: {} }, auth))
      .info.ticketId as string
    const registered = await lastMail(t)
    expect((await call(t, 'cancel-event', { ticketId }, auth)).success).toBe(true)
    const mail = await lastMail(t)
    expect(mail.to).toBe('verified@example.org')
    expect(mail.subject).toMatch(/^Cancelled: /)
    expect(mail.text).toContain('is cancelled.')
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]?.contentType).toBe('text/calendar; method=CANCEL')
    const withdrawn = new ICAL.Component(ICAL.parse(await (await t.fetch(mail.attachments[0]!.url)).text()))
    const added = new ICAL.Component(ICAL.parse(await (await t.fetch(registered.attachments[0]!.url)).text()))
    expect(withdrawn.getFirstPropertyValue('method')).toBe('CANCEL')
    const gone = withdrawn.getFirstSubcomponent('vevent') as ICAL.Component
    const kept = added.getFirstSubcomponent('vevent') as ICAL.Component
    expect(gone.getFirstPropertyValue('uid')).toBe(kept.getFirstPropertyValue('uid'))
    expect(gone.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(gone.getFirstPropertyValue('sequence')).toBeGreaterThan(
      Number(kept.getFirstPropertyValue('sequence')),
    )
    expect(gone.getFirstPropertyValue('organizer')).toMatch(/^mailto:no-reply@/)
    // RFC 5546 §3.2.5 requires a CANCEL to name its attendee: the teacher whose entry it withdraws.
    expect(gone.getFirstPropertyValue('attendee')).toBe('mailto:verified@example.org')
    // The withdrawn entry carries no join link: the seat is no longer the teacher's.
    expect(JSON.stringify(gone.toJSON())).not.toContain(videoOf(t, SEED_EVENTS.vpdOpen).videoLink)
    // A second cancel changes nothing and tells nothing.
    await call(t, 'cancel-event', { ticketId }, auth)
    expect((await lastMail(t)).id).toBe(mail.id)
  })

  it('gives a registration made again after a cancel a calendar entry that outranks the CANCEL', async () => {
    let now = NOW
    const t = createTestApp({ now: () => now })
    const ticketId = await registerTeacher(t, SEED_EVENTS.vpdOpen)
    const auth = {
      CPAUTH: (await t.request(`${LOGIN_BASE}login/`, { json: { u: 'verified', p: 'Demo-pass-1' } })).info.t,
    }
    await call(t, 'cancel-event', { ticketId }, auth)
    const cancelMail = await lastMail(t)
    now = new Date(NOW.getTime() + 60_000)
    await registerTeacher(t, SEED_EVENTS.vpdOpen)
    const againMail = await lastMail(t)
    const sequenceOf = async (mail: Mail) => {
      const ics = new ICAL.Component(ICAL.parse(await (await t.fetch(mail.attachments[0]!.url)).text()))
      return Number((ics.getFirstSubcomponent('vevent') as ICAL.Component).getFirstPropertyValue('sequence'))
    }
    expect(againMail.id).not.toBe(cancelMail.id)
    expect(await sequenceOf(againMail)).toBeGreaterThan(await sequenceOf(cancelMail))
  })
})

describe('other e-mails', () => {
  it('gives the certificate e-mail an absolute certificate link that opens', async () => {
    const t = createTestApp()
    const eventID = SEED_EVENTS.vpdPastGuest
    const ticketId = (await call(t, 'find-survey-ticket', { eventID, emailAddressUsed: SEED_GUEST_EMAIL }))
      .info
    const answers = {
      survey_email: SEED_GUEST_EMAIL,
      survey_school: 'Lincoln High School',
      survey_usefulness: 'Very useful',
      survey_takeaway: 'The savings goal worksheet.',
    }
    expect((await call(t, 'submit-survey', { id: eventID, ticketId, answers })).success).toBe(true)
    const [link] = linksOf((await lastMail(t)).text)
    expect(link).toMatch(/^http:\/\/localhost\/event-certificates\/\?e=\d+&t=\w+&u=[\w-]+$/)
    expect((await t.fetch(link!)).status).toBe(200)
  })

  it("links the ticket's own certificate URL when it has one, as View Your Certificate does (§4.1)", async () => {
    const t = createTestApp({ now: () => NOW })
    const { id } = await t.request('/__demo/events', {
      json: { type: 'Webinar', title: 'Done', startDate: '2026-02-20', startTime: '10:00', endTime: '11:00' },
    })
    const { ticketId } = await t.request('/__demo/tickets', {
      json: {
        eventId: id,
        userEmail: 'fresh.guest@example.org',
        certificate: 'https://certs.example.org/c/1',
      },
    })
    const answers = {
      survey_email: 'fresh.guest@example.org',
      survey_school: 'Lincoln High School',
      survey_usefulness: 'Very useful',
      survey_takeaway: 'The savings goal worksheet.',
    }
    expect((await call(t, 'submit-survey', { id, ticketId, answers })).success).toBe(true)
    expect(linksOf((await lastMail(t)).text)).toEqual(['https://certs.example.org/c/1'])
  })

  it('gives the password reset e-mail an absolute link', async () => {
    const t = createTestApp()
    await t.request(`${LOGIN_BASE}forgot/`, { json: { user: 'verified' } })
    expect(linksOf((await lastMail(t)).text).at(-1)).toMatch(/^http:\/\/localhost\/reset-password\/\?key=/)
  })

  it('shows each e-mail on the outbox page with From, To, Subject and the attachment', async () => {
    const t = createTestApp({ now: () => NOW })
    await registerGuest(t, SEED_EVENTS.vpdOpen)
    const mail = await lastMail(t)
    expect(mail.from).toMatch(/^FinLit <no-reply@/)
    const page = await (await t.fetch('/outbox/')).text()
    expect(page).toContain(`<td>${mail.from.replace('<', '&lt;').replace('>', '&gt;')}</td>`)
    expect(page).toContain('<td>new.teacher@example.org</td>')
    expect(page).toContain(
      `<a href="${mail.attachments[0]?.url}" download="event-${SEED_EVENTS.vpdOpen}.ics">`,
    )
    expect(page).toContain('<a href="http://localhost/survey/view/?id=')
  })
})

describe('textToHtml', () => {
  it('links a whole absolute URL with its #!/ path and leaves the final stop outside', () => {
    const html = textToHtml('Open http://x.org/account/#!/state/1/ab?q=1&r=2. Then go.', [
      'http://x.org/account/#!/state/1/ab?q=1&r=2',
    ])
    expect(html).toBe(
      '<p>Open <a href="http://x.org/account/#!/state/1/ab?q=1&amp;r=2">http://x.org/account/#!/state/1/ab?q=1&amp;r=2</a>. Then go.</p>',
    )
  })

  it('escapes the text around links and never links a javascript: URL', () => {
    const html = textToHtml('<b>hi</b> javascript:alert(1) "http://x.org/a"', ['http://x.org/a'])
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('href="javascript')
    expect(html).toContain('<a href="http://x.org/a">')
  })
})

describe('links in e-mails', () => {
  it('makes only the links the site wrote clickable, never one typed as a name', async () => {
    const t = createTestApp({ now: () => NOW })
    const form = {
      question_38: 'victim@example.net',
      question_41: 'Please verify at https://evil.example/login now',
      question_42: 'X',
    }
    await call(t, 'register', { eventID: SEED_EVENTS.vpdOpen, registrationForm: form })
    const mail = await lastMail(t)
    expect(mail.html).not.toContain('href="https://evil.example')
    expect(mail.html).toContain('https://evil.example/login')
    expect(mail.html).toMatch(/<a href="http:\/\/localhost\/survey\/view\/\?id=/)
  })

  it("links a referral's sign-up page and not the sender's own words", async () => {
    const t = createTestApp({ now: () => NOW })
    const login = await t.request(`${LOGIN_BASE}login/`, { json: { u: 'verified', p: 'Demo-pass-1' } })
    const body = {
      subject: 'Hi',
      message: 'Claim it at https://evil.example/phish',
      emails: [{ email: 'a@example.org' }],
    }
    await t.request('/aaa-content/user/api/mail/test.php', { json: body, headers: { CPAUTH: login.info.t } })
    const mail = await lastMail(t)
    expect(mail.html).not.toContain('href="https://evil.example')
    expect(mail.html).toMatch(/<a href="http:\/\/localhost\/sign-up\/">/)
  })
})

describe('later tables and columns', () => {
  it('are added to a database file made before they existed', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pd-outbox-')), 'old.sqlite')
    const old = openDatabase(file)
    // The file as the first schema made it: the later tables did not exist yet.
    old.exec(
      'DROP TABLE outbox_attachments; DROP TABLE email_confirmations; ALTER TABLE tickets DROP COLUMN attended_at',
    )
    old.pragma('user_version = 1')
    old.close()
    const reopened = openDatabase(file)
    const tables = reopened
      .prepare(
        "SELECT name FROM sqlite_master WHERE name IN ('outbox_attachments', 'email_confirmations') ORDER BY name",
      )
      .all()
    const ticketColumns = reopened.prepare("SELECT name FROM pragma_table_info('tickets')").all()
    reopened.close()
    expect(tables).toEqual([{ name: 'email_confirmations' }, { name: 'outbox_attachments' }])
    expect(ticketColumns).toContainEqual({ name: 'attended_at' })
  })
})
