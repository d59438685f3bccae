// @vitest-environment node

import { describe, expect, it } from 'vitest'
import { SEED_EVENTS, SEED_GUEST_EMAIL } from '../../../demo-site/server/seed'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import * as messages from '../../../shared/messages/messages'
import { createTestApp } from '../../helpers/test-app'

type Request = ReturnType<typeof createTestApp>['request']

function call(request: Request, name: string, json: unknown, headers?: Record<string, string>) {
  return request(`${EVENTS_BASE}${name}/`, { json, headers })
}

const guestForm = (email: string) => ({ question_38: email, question_41: 'Gina', question_42: 'Guest' })

/** A clock the test moves, and a VPD on 12/3/2026 from 4 to 5 PM Pacific (00:00 to 01:00 UTC). */
function appWithSession(timeZone?: string) {
  const clock = { now: new Date('2026-11-23T18:00:00Z') }
  const app = createTestApp({ now: () => clock.now })
  const created = async () =>
    (
      await app.request('/__demo/events', {
        json: {
          type: 'VPD',
          title: 'Budgeting in December',
          startDate: '2026-12-03',
          startTime: '16:00:00',
          endTime: '17:00:00',
          ...(timeZone ? { timeZone } : {}),
        },
      })
    ).id as string
  return { ...app, clock, created }
}

function ticketCount(db: ReturnType<typeof createTestApp>['db'], eventId: string): number {
  return (
    db.prepare('SELECT COUNT(*) AS n FROM tickets WHERE event_id = ?').get(Number(eventId)) as { n: number }
  ).n
}

describe('registration closes when the event starts', () => {
  it('registers a guest one minute before the start', async () => {
    const { request, clock, created } = appWithSession()
    const id = await created()
    clock.now = new Date('2026-12-03T23:59:00Z')
    const answer = await call(request, 'register', {
      eventID: id,
      registrationForm: guestForm('g1@school.org'),
    })
    expect(answer.success).toBe(true)
  })

  it('refuses at the start, creates nothing and sends no e-mail', async () => {
    const { request, db, clock, created } = appWithSession()
    const id = await created()
    clock.now = new Date('2026-12-04T00:00:00Z')
    const outboxBefore = (db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n
    const answer = await call(request, 'register', {
      eventID: id,
      registrationForm: guestForm('g2@school.org'),
    })
    expect(answer).toMatchObject({ success: false, errorText: messages.registrationClosed })
    expect(ticketCount(db, id)).toBe(0)
    expect((db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n).toBe(outboxBefore)
  })

  it('refuses the seeded event that is already over', async () => {
    const { request } = createTestApp()
    const answer = await call(request, 'register', {
      eventID: SEED_EVENTS.vpdPastGuest,
      registrationForm: guestForm('late@school.org'),
    })
    expect(answer.errorText).toBe(messages.registrationClosed)
  })

  it("closes at the event's own time: 4 PM in New York is 1 PM Pacific", async () => {
    const { request, clock, created } = appWithSession('America/New_York')
    const id = await created()
    clock.now = new Date('2026-12-03T21:01:00Z')
    const answer = await call(request, 'register', {
      eventID: id,
      registrationForm: guestForm('g3@school.org'),
    })
    expect(answer.errorText).toBe(messages.registrationClosed)
  })

  it('keeps on-demand modules open', async () => {
    const { request } = createTestApp()
    const answer = await call(request, 'register', {
      eventID: SEED_EVENTS.onDemandNotStarted,
      registrationForm: { question_103: 'od@school.org', question_104: 'Odile', question_105: 'Demand' },
    })
    expect(answer.success).toBe(true)
  })
})

describe('the survey opens when the session is over', () => {
  async function guestTicket(app: ReturnType<typeof appWithSession>) {
    const id = await app.created()
    const { info } = await call(app.request, 'register', {
      eventID: id,
      registrationForm: guestForm('s@school.org'),
    })
    return { id, ticketId: info.ticketId as string }
  }

  it('gives no questions before the start, nor while the session runs', async () => {
    const app = appWithSession()
    const { id, ticketId } = await guestTicket(app)
    for (const moment of ['2026-12-03T23:59:00Z', '2026-12-04T00:00:00Z', '2026-12-04T00:59:00Z']) {
      app.clock.now = new Date(moment)
      expect((await call(app.request, 'get-survey-questions', { id, ticketId })).errorText).toBe(
        messages.surveyNotOpenYet,
      )
    }
  })

  it('finds no ticket by its address until the survey opens (§4.3 lookup)', async () => {
    const app = appWithSession()
    const { id, ticketId } = await guestTicket(app)
    const lookUp = () =>
      call(app.request, 'find-survey-ticket', { eventID: id, emailAddressUsed: 's@school.org' })
    for (const moment of ['2026-12-03T23:59:00Z', '2026-12-04T00:59:00Z']) {
      app.clock.now = new Date(moment)
      const answer = await lookUp()
      expect(answer.errorText).toBe(messages.surveyNotOpenYet)
      expect(JSON.stringify(answer)).not.toContain(ticketId)
    }
    app.clock.now = new Date('2026-12-04T01:01:00Z')
    expect((await lookUp()).info).toBe(ticketId)
  })

  it('stores nothing and sends no certificate for a survey sent while the session runs', async () => {
    const app = appWithSession()
    const { id, ticketId } = await guestTicket(app)
    app.clock.now = new Date('2026-12-04T00:30:00Z')
    const outboxBefore = (app.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n
    const submit = await call(app.request, 'submit-survey', {
      id,
      ticketId,
      answers: { survey_email: 's@school.org', survey_school: 'Lincoln', survey_usefulness: 'Very useful' },
    })
    expect(submit.errorText).toBe(messages.surveyNotOpenYet)
    const ticket = app.db.prepare('SELECT status, survey_answers FROM tickets WHERE id = ?').get(ticketId)
    expect(ticket).toEqual({ status: 'Registered', survey_answers: null })
    expect((app.db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number }).n).toBe(outboxBefore)
  })

  it('accepts the survey after the session, marks the ticket Attended and sends the certificate', async () => {
    const app = appWithSession()
    const { id, ticketId } = await guestTicket(app)
    app.clock.now = new Date('2026-12-04T01:01:00Z')
    expect((await call(app.request, 'get-survey-questions', { id, ticketId })).success).toBe(true)
    const submit = await call(app.request, 'submit-survey', {
      id,
      ticketId,
      answers: { survey_email: 's@school.org', survey_school: 'Lincoln', survey_usefulness: 'Very useful' },
    })
    expect(submit.success).toBe(true)
    expect(app.db.prepare('SELECT status FROM tickets WHERE id = ?').get(ticketId)).toEqual({
      status: 'Attended',
    })
    const subjects = app.db.prepare('SELECT subject FROM outbox').all() as { subject: string }[]
    expect(subjects.map((row) => row.subject)).toContain('Your PD certificate: Budgeting in December')
  })

  it('has no certificate page for a ticket whose survey was not accepted', async () => {
    const { request, fetch } = createTestApp()
    const { info } = await call(request, 'find-survey-ticket', {
      eventID: SEED_EVENTS.vpdPastGuest,
      emailAddressUsed: SEED_GUEST_EMAIL,
    })
    const response = await fetch(`/event-certificates/?e=${SEED_EVENTS.vpdPastGuest}&t=${info}&u=anyone`)
    expect(response.status).toBe(404)
    const page = await response.text()
    expect(page).not.toContain('Certificate of Completion')
    expect(page).toContain('<h1>This certificate is not available</h1>')
  })
})

describe('a finished session without its survey (§4.1)', () => {
  it('stays in the academy until the survey, then counts its credit', async () => {
    const { request } = createTestApp()
    const auth = {
      CPAUTH: (await request(`${LOGIN_BASE}login/`, { json: { u: 'verified', p: 'Demo-pass-1' } })).info.t,
    }
    const before = (await call(request, 'user-events', {}, auth)).info
    const listed = before.userEvents.pastEvents_current.find(
      (item: { id: string }) => item.id === String(SEED_EVENTS.webinarSurveyNeeded),
    )
    expect(listed.status).toBe('Registered')
    const submit = await call(
      request,
      'submit-survey',
      {
        id: String(SEED_EVENTS.webinarSurveyNeeded),
        ticketId: listed.ticketId,
        answers: {
          survey_email: 'verified@example.org',
          survey_school: 'Lincoln High School',
          survey_usefulness: 'Very useful',
        },
      },
      auth,
    )
    expect(submit.success).toBe(true)
    const after = (await call(request, 'user-events', {}, auth)).info
    expect(after.pdHours).toBe(before.pdHours + 1)
  })
})

describe('POST /__demo/events time zones', () => {
  it('refuses an unknown time zone with a clear text', async () => {
    const { request } = createTestApp()
    const answer = await request('/__demo/events', {
      json: { type: 'VPD', title: 'Somewhere', startDate: '2026-12-03', timeZone: 'Mars/Olympus' },
    })
    expect(answer.success).toBe(false)
    expect(answer.errorText).toContain('"Mars/Olympus" is not a known time zone')
  })

  it("writes the event's display time in its own zone", async () => {
    const { request } = createTestApp()
    const { info } = await call(request, 'get-event', { id: SEED_EVENTS.finCampInPerson })
    expect(info.event.timeZone).toBe('America/Denver')
    expect(info.event.timeString).toBe('8:30 AM - 3:30 PM MT')
  })
})

describe('list-events/', () => {
  it('answers only events open for registration, soonest first, dated before self-paced', async () => {
    const { request } = createTestApp()
    const { info } = await call(request, 'list-events', { limit: 100 })
    const ids = info.events.map((event: { id: string }) => Number(event.id))
    expect(ids).not.toContain(SEED_EVENTS.vpdPastGuest)
    expect(ids).not.toContain(SEED_EVENTS.webinarSurveyNeeded)
    expect(ids.slice(0, 3)).toEqual([
      SEED_EVENTS.webinarRegistered,
      SEED_EVENTS.vpdFull,
      SEED_EVENTS.vpdRegisteredConfirm,
    ])
    expect(ids.at(-1)).toBe(SEED_EVENTS.onDemandFlagged)
  })

  it('filters by type, on-demand whatever the brand, and stops at the limit', async () => {
    const { request } = createTestApp()
    const vpd = (await call(request, 'list-events', { type: 'VPD' })).info.events
    expect(vpd.every((event: { type: string }) => event.type === 'VPD')).toBe(true)
    const onDemand = (await call(request, 'list-events', { type: 'Other Brand On-Demand' })).info.events
    expect(onDemand.map((event: { id: string }) => Number(event.id))).toEqual([
      SEED_EVENTS.onDemandNotStarted,
      SEED_EVENTS.onDemandStarted,
      SEED_EVENTS.onDemandFlagged,
    ])
    expect((await call(request, 'list-events', { limit: 2 })).info.events).toHaveLength(2)
  })

  it('refuses a limit out of range with a clear text', async () => {
    const { request } = createTestApp()
    const answer = await call(request, 'list-events', { limit: 500 })
    expect(answer.success).toBe(false)
    expect(answer.errorText).toMatch(/limit/)
  })
})

describe('cancelling as the event goes on', () => {
  /** A one-seat session of 12/3/2026, 4-5 PM Pacific: the verified teacher has the seat, pending waits. */
  async function fullSession() {
    const app = appWithSession()
    const created = await app.request('/__demo/events', {
      json: {
        type: 'VPD',
        title: 'One seat',
        startDate: '2026-12-03',
        startTime: '16:00:00',
        endTime: '17:00:00',
        capacity: 1,
      },
    })
    const id = String(created.id)
    const auth = async (u: string) => ({
      CPAUTH: (await app.request(`${LOGIN_BASE}login/`, { json: { u, p: 'Demo-pass-1' } })).info.t as string,
    })
    const holder = await auth('verified')
    const seat = await call(app.request, 'register', { eventID: id, registrationForm: {} }, holder)
    const waiting = await call(
      app.request,
      'register',
      { eventID: id, registrationForm: {} },
      await auth('pending'),
    )
    expect(waiting.info.waitlisted).toBe(true)
    const statusOf = (ticketId: string) =>
      (app.db.prepare('SELECT status FROM tickets WHERE id = ?').get(ticketId) as { status: string }).status
    const cancel = () => call(app.request, 'cancel-event', { ticketId: seat.info.ticketId }, holder)
    return {
      ...app,
      id,
      seatId: seat.info.ticketId as string,
      waitingId: waiting.info.ticketId as string,
      holder,
      statusOf,
      cancel,
    }
  }

  it('gives the seat to the first one waiting before the start, and tells them by e-mail', async () => {
    const session = await fullSession()
    session.clock.now = new Date('2026-12-03T12:00:00Z')
    expect((await session.cancel()).success).toBe(true)
    expect(session.statusOf(session.waitingId)).toBe('Registered')
    const [mail] = await session.request('/__demo/outbox')
    expect(mail.to).toBe('pending@example.org')
    expect(mail.subject).toBe('A seat opened: One seat')
    expect(mail.text).toContain('A seat opened for "One seat", so you are now registered.')
    expect(mail.attachments.map((file: { filename: string }) => file.filename)).toEqual([
      `event-${session.id}.ics`,
    ])
  })

  it('keeps a seat freed during the session from the waitlist: nobody could take it any more', async () => {
    const session = await fullSession()
    session.clock.now = new Date('2026-12-04T00:30:00Z')
    const mailsBefore = (await session.request('/__demo/outbox')).length
    expect((await session.cancel()).success).toBe(true)
    expect(session.statusOf(session.seatId)).toBe('Cancelled')
    expect(session.statusOf(session.waitingId)).toBe('Waitlisted')
    // The one new e-mail is the teacher's own cancellation; no "A seat opened" goes out.
    const mails = (await session.request('/__demo/outbox')) as { subject: string }[]
    // Newest first.
    expect(mails.slice(0, mails.length - mailsBefore).map((mail) => mail.subject.split(':')[0])).toEqual([
      'Cancelled',
    ])
  })

  it('gives a place on the waitlist no survey after the event: it never held a seat', async () => {
    const session = await fullSession()
    session.clock.now = new Date('2026-12-04T01:01:00Z')
    const ids = { id: session.id, ticketId: session.waitingId }
    expect((await call(session.request, 'get-survey-questions', ids)).errorText).toBe(
      messages.surveyWaitlisted,
    )
    const submit = await call(session.request, 'submit-survey', {
      ...ids,
      answers: {
        survey_email: 'pending@example.org',
        survey_school: 'Lincoln',
        survey_usefulness: 'Very useful',
      },
    })
    expect(submit.errorText).toBe(messages.surveyWaitlisted)
    expect(session.statusOf(session.waitingId)).toBe('Waitlisted')
  })

  it('puts a teacher who cancels and registers again at the end of the waitlist', async () => {
    const session = await fullSession()
    session.clock.now = new Date('2026-12-01T12:00:00Z')
    const action = {
      CPAUTH: (await session.request(`${LOGIN_BASE}login/`, { json: { u: 'action', p: 'Demo-pass-1' } })).info
        .t as string,
    }
    const actionTicket = await call(
      session.request,
      'register',
      { eventID: session.id, registrationForm: {} },
      action,
    )
    expect(actionTicket.info.waitlisted).toBe(true)
    // The seat goes to pending, the first waiting; verified then comes back after action.
    expect((await session.cancel()).success).toBe(true)
    expect(session.statusOf(session.waitingId)).toBe('Registered')
    session.clock.now = new Date('2026-12-01T12:05:00Z')
    const again = await call(
      session.request,
      'register',
      { eventID: session.id, registrationForm: {} },
      session.holder,
    )
    expect(again.info).toMatchObject({ ticketId: session.seatId, waitlisted: true })
    const pending = {
      CPAUTH: (await session.request(`${LOGIN_BASE}login/`, { json: { u: 'pending', p: 'Demo-pass-1' } }))
        .info.t as string,
    }
    expect(
      (await call(session.request, 'cancel-event', { ticketId: session.waitingId }, pending)).success,
    ).toBe(true)
    expect(session.statusOf(actionTicket.info.ticketId)).toBe('Registered')
    expect(session.statusOf(session.seatId)).toBe('Waitlisted')
  })

  it('confirms a seat until the event is over, and then refuses: there is nothing left to come to', async () => {
    const session = await fullSession()
    const confirm = () => call(session.request, 'confirm-event', { ticketId: session.seatId }, session.holder)
    session.clock.now = new Date('2026-12-04T00:30:00Z')
    expect((await confirm()).success).toBe(true)
    session.clock.now = new Date('2026-12-04T01:01:00Z')
    expect((await confirm()).errorText).toBe(messages.confirmationClosed)
  })

  it('refuses to cancel once the event is over, so the ticket keeps its survey and credits', async () => {
    const session = await fullSession()
    session.clock.now = new Date('2026-12-04T01:01:00Z')
    expect((await session.cancel()).errorText).toBe(messages.cancellationClosed)
    expect(session.statusOf(session.seatId)).toBe('Registered')
    expect(session.statusOf(session.waitingId)).toBe('Waitlisted')
  })
})

describe('tickets that are not the caller’s to change', () => {
  const auth = async (request: Request, u: string) => ({
    CPAUTH: (await request(`${LOGIN_BASE}login/`, { json: { u, p: 'Demo-pass-1' } })).info.t as string,
  })

  it('refuses to cancel an Attended or Flagged module, which never ends and keeps its credits (§4.1)', async () => {
    const { request, created, db } = appWithSession()
    const module = await request('/__demo/events', {
      json: {
        type: 'FinLit On-Demand',
        title: 'Self-paced',
        pdHours: 1,
        activityLink: 'https://module.example/',
      },
    })
    for (const status of ['Attended', 'Flagged']) {
      const { ticketId } = await request('/__demo/tickets', {
        json: {
          eventId: status === 'Attended' ? module.id : await created(),
          userEmail: 'pending@example.org',
          status,
        },
      })
      const answer = await call(request, 'cancel-event', { ticketId }, await auth(request, 'pending'))
      expect(answer.errorText).toBe(messages.cancellationRefused)
      const row = db.prepare('SELECT status FROM tickets WHERE id = ?').get(ticketId) as { status: string }
      expect(row.status).toBe(status)
    }
  })

  it("answers and takes another account's survey only without a session, as its e-mail link", async () => {
    const app = createTestApp({ now: () => new Date('2026-11-23T18:00:00Z') })
    const { id } = await app.request('/__demo/events', {
      json: { type: 'Webinar', title: 'Past', startDate: '2026-11-20', startTime: '10:00', endTime: '11:00' },
    })
    const { ticketId } = await app.request('/__demo/tickets', {
      json: { eventId: id, userEmail: 'verified@example.org', status: 'Registered' },
    })
    const other = await auth(app.request, 'pending')
    const questions = await call(app.request, 'get-survey-questions', { id, ticketId }, other)
    expect(questions.errorText).toBe(messages.ticketNotFound)
    const submitted = await call(app.request, 'submit-survey', { id, ticketId, answers: {} }, other)
    expect(submitted.errorText).toBe(messages.ticketNotFound)
    expect((await call(app.request, 'get-survey-questions', { id, ticketId })).success).toBe(true)
    expect(
      (await call(app.request, 'get-survey-questions', { id, ticketId }, await auth(app.request, 'verified')))
        .success,
    ).toBe(true)
  })
})
