// @vitest-environment node

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { academyStanding } from '../../../demo-site/server/academy-levels'
import { SEED_EVENTS, SEED_GUEST_EMAIL, SEED_USERS } from '../../../demo-site/server/seed'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import { UserEventsSchema } from '../../../shared/contract/schemas'
import * as messages from '../../../shared/messages/messages'
import { createTestApp } from '../../helpers/test-app'

type Request = ReturnType<typeof createTestApp>['request']
const NOW = new Date('2026-03-02T18:00:00Z')

async function logIn(request: Request, u = 'verified') {
  return {
    CPAUTH: (await request(`${LOGIN_BASE}login/`, { json: { u, p: 'Demo-pass-1' } })).info.t as string,
  }
}

function call(request: Request, name: string, json: unknown, headers?: Record<string, string>) {
  return request(`${EVENTS_BASE}${name}/`, { json, headers })
}

function guestForm(email: string) {
  return { question_38: email, question_41: 'Gina', question_42: 'Guest' }
}

describe('get-event/ (§7.2)', () => {
  it('answers the §3.1 fields, without the video session that only a ticket opens (§4.1)', async () => {
    const { request } = createTestApp()
    const { info } = await call(request, 'get-event', { id: SEED_EVENTS.vpdRegisteredConfirm })
    expect(info.event).toMatchObject({ id: '101', EID: '101', type: 'VPD', waitlist: '0', virtual: 1 })
    expect(info.event).not.toHaveProperty('zoomLink')
    expect(info.event).not.toHaveProperty('zoomHost')
    const listed = (await call(request, 'list-events', {})).info.events
    expect(listed.length).toBeGreaterThan(0)
    for (const event of listed) expect(event).not.toHaveProperty('zoomLink')
    expect(info.event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(info.event.startTime).toMatch(/^\d{2}:\d{2}:\d{2}$/)
  })

  it('gives the join link with a ticket that holds a seat, not with a place on the waitlist', async () => {
    const { request } = createTestApp()
    for (const [status, holder, hasLink] of [
      ['Registered', 'pending', true],
      ['Waitlisted', 'action', false],
      ['Cancelled', 'limited', false],
    ] as const) {
      const { ticketId } = await request('/__demo/tickets', {
        json: { eventId: SEED_EVENTS.vpdOpen, userEmail: `${holder}@example.org`, status },
      })
      const auth = await logIn(request, holder)
      const { info } = await call(request, 'get-ticket', { id: SEED_EVENTS.vpdOpen, ticketId }, auth)
      expect(Boolean(info.event.zoomLink), status).toBe(hasLink)
    }
  })

  it("gives the join link to the ticket's holder signed in, not to whoever has the ticket's id", async () => {
    const { request } = createTestApp()
    const guest = await call(request, 'register', {
      eventID: SEED_EVENTS.vpdOpen,
      registrationForm: guestForm('walk.in@example.net'),
    })
    const asked = { id: SEED_EVENTS.vpdOpen, ticketId: guest.info.ticketId }
    const byId = await call(request, 'get-ticket', asked)
    expect(byId.info.event).toMatchObject({ title: expect.any(String), status: 'Registered' })
    expect(byId.info.event).not.toHaveProperty('zoomLink')
    expect(byId.info.event).not.toHaveProperty('zoomHost')
    // A teacher's ticket, its id learnt by registering the teacher's address as a guest (§4.2).
    const again = await call(request, 'register', {
      eventID: SEED_EVENTS.vpdOpen,
      registrationForm: guestForm('verified@example.org'),
    })
    const teacherTicket = { id: SEED_EVENTS.vpdOpen, ticketId: again.info.ticketId }
    expect((await call(request, 'get-ticket', teacherTicket)).info.event).not.toHaveProperty('zoomLink')
    const own = await call(request, 'get-ticket', teacherTicket, await logIn(request, 'verified'))
    expect(own.info.event.zoomLink).toMatch(/^https:/)
  })

  it('answers waitlist "1" or more for a full event', async () => {
    const { request } = createTestApp()
    const { info } = await call(request, 'get-event', { id: SEED_EVENTS.vpdFull })
    expect(Number(info.event.waitlist)).toBeGreaterThan(0)
  })

  it('answers "Event was not found" for an unknown id', async () => {
    const { request } = createTestApp()
    expect((await call(request, 'get-event', { id: '999999' })).errorText).toBe(messages.eventNotFound)
  })
})

describe('register/ (§7.2, §4.2)', () => {
  it('registers a logged-in user once, and answers the same ticket again', async () => {
    const { request, db } = createTestApp()
    const auth = await logIn(request)
    const first = await call(
      request,
      'register',
      { eventID: SEED_EVENTS.vpdOpen, registrationForm: { finlitEmail: 'verified@example.org' } },
      auth,
    )
    const second = await call(
      request,
      'register',
      { eventID: SEED_EVENTS.vpdOpen, registrationForm: {} },
      auth,
    )
    expect(first.info).toMatchObject({
      ticketId: expect.stringMatching(/^[0-9a-f]{16}$/),
      alreadyMember: false,
      waitlisted: false,
    })
    expect(second.info.ticketId).toBe(first.info.ticketId)
    const { n } = db
      .prepare('SELECT COUNT(*) AS n FROM tickets WHERE event_id = ? AND user_id = 1')
      .get(SEED_EVENTS.vpdOpen) as { n: number }
    expect(n).toBe(1)
    const checked = await call(request, 'check-if-registered', { eventID: SEED_EVENTS.vpdOpen }, auth)
    expect(checked.info).toBe(first.info.ticketId)
  })

  it('registers a guest and queues a confirmation e-mail with the ticket link', async () => {
    const { request } = createTestApp()
    const answer = await call(request, 'register', {
      eventID: SEED_EVENTS.vpdOpen,
      registrationForm: guestForm('new.teacher@example.org'),
    })
    expect(answer.info).toMatchObject({ alreadyMember: false, waitlisted: false })
    const outbox = await request('/__demo/outbox')
    expect(outbox[0].to).toBe('new.teacher@example.org')
    expect(outbox[0].text).toContain(answer.info.ticketId)
  })

  it('sends a guest who registers again the e-mail again, but not twice within ten minutes', async () => {
    const clock = { now: NOW }
    const { request, db } = createTestApp({ now: () => clock.now })
    const register = () =>
      call(request, 'register', {
        eventID: SEED_EVENTS.vpdOpen,
        registrationForm: guestForm('again@school.org'),
      })
    const sent = () =>
      (
        db.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE to_address = 'again@school.org'`).get() as {
          n: number
        }
      ).n
    const first = await register()
    expect(sent()).toBe(1)
    // The first e-mail lost: the page says it is on its way, so it goes again.
    clock.now = new Date(NOW.getTime() + 11 * 60_000)
    expect((await register()).info.ticketId).toBe(first.info.ticketId)
    expect(sent()).toBe(2)
    // At once again: the form cannot flood an inbox.
    clock.now = new Date(clock.now.getTime() + 60_000)
    await register()
    expect(sent()).toBe(2)
    expect(
      (
        db.prepare('SELECT COUNT(*) AS n FROM tickets WHERE email = ?').get('again@school.org') as {
          n: number
        }
      ).n,
    ).toBe(1)
  })

  it('says alreadyMember when a guest e-mail has an account (§4.2)', async () => {
    const { request } = createTestApp()
    const answer = await call(request, 'register', {
      eventID: SEED_EVENTS.vpdOpen,
      registrationForm: guestForm('PENDING@example.org'),
    })
    expect(answer.info.alreadyMember).toBe(true)
  })

  it('asks a guest for the e-mail, first and last name (§5.1)', async () => {
    const { request } = createTestApp()
    const id = SEED_EVENTS.vpdOpen
    expect((await call(request, 'register', { eventID: id, registrationForm: {} })).errorText).toBe(
      'Please enter your email address.',
    )
    expect(
      (await call(request, 'register', { eventID: id, registrationForm: { question_38: 'not-an-email' } }))
        .errorText,
    ).toContain('not a valid email')
    expect(
      (await call(request, 'register', { eventID: id, registrationForm: { question_38: 'a@example.org' } }))
        .errorText,
    ).toBe('Please enter your first name.')
    const noLast = { question_38: 'a@example.org', question_41: 'A' }
    expect((await call(request, 'register', { eventID: id, registrationForm: noLast })).errorText).toBe(
      'Please enter your last name.',
    )
  })

  it('puts a registration for a full event on the waitlist', async () => {
    const { request } = createTestApp()
    const auth = await logIn(request)
    const answer = await call(
      request,
      'register',
      { eventID: SEED_EVENTS.vpdFull, registrationForm: {} },
      auth,
    )
    expect(answer.info.waitlisted).toBe(true)
    const ticket = await call(request, 'get-ticket', {
      id: SEED_EVENTS.vpdFull,
      ticketId: answer.info.ticketId,
    })
    expect(ticket.info.event.status).toBe('Waitlisted')
  })

  it("answers a ticket by its id, but not another account's to a signed-in teacher", async () => {
    const { request, db } = createTestApp()
    const { id } = db
      .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = 2')
      .get(SEED_EVENTS.vpdFull) as { id: string }
    const asked = { id: SEED_EVENTS.vpdFull, ticketId: id }
    expect((await call(request, 'get-ticket', asked)).success).toBe(true)
    expect((await call(request, 'get-ticket', asked, await logIn(request, 'pending'))).success).toBe(true)
    const other = await call(request, 'get-ticket', asked, await logIn(request, 'verified'))
    expect(other.success).toBe(false)
    expect(other.errorText).toBe('Registration ticket was not found')
  })

  it("opens a guest's ticket to anyone with its link (§4.3's lookup), and cancels it for the account of its address only", async () => {
    const { request, db } = createTestApp()
    const form = { question_38: 'Later.Teacher@example.org', question_41: 'Pat', question_42: 'Guest' }
    const guest = await call(request, 'register', { eventID: SEED_EVENTS.vpdOpen, registrationForm: form })
    const ticketId = guest.info.ticketId as string
    const asked = { id: SEED_EVENTS.vpdOpen, ticketId }
    expect((await call(request, 'get-ticket', asked, await logIn(request, 'verified'))).success).toBe(true)
    const refused = await call(request, 'cancel-event', { ticketId }, await logIn(request, 'verified'))
    expect(refused.errorText).toBe(
      'This registration was made with another e-mail address: only the account of that address can change it.',
    )
    const confirm = await call(request, 'confirm-event', { ticketId }, await logIn(request, 'verified'))
    expect(confirm.errorText).toBe(refused.errorText)
    // The account made with that address after the guest registered (its tickets join it only
    // through the e-mail's confirmation link).
    db.prepare(`UPDATE users SET email = 'later.teacher@example.org' WHERE username = 'pending'`).run()
    expect((await call(request, 'cancel-event', { ticketId }, await logIn(request, 'pending'))).success).toBe(
      true,
    )
  })

  it('gives a cancelled seat to the first person on the waitlist', async () => {
    const { request, db } = createTestApp()
    const auth = await logIn(request, 'pending')
    const ticket = db
      .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = 2')
      .get(SEED_EVENTS.vpdFull) as { id: string }
    expect((await call(request, 'cancel-event', { ticketId: ticket.id }, auth)).success).toBe(true)
    const waiting = db
      .prepare(`SELECT status FROM tickets WHERE event_id = ? AND email = 'waiting@example.org'`)
      .get(SEED_EVENTS.vpdFull) as { status: string }
    expect(waiting.status).toBe('Registered')
  })
})

describe('user-events/ (§3.2, §9)', () => {
  it('splits the lists and computes the academy level from the current year', async () => {
    const { request } = createTestApp({ now: () => NOW })
    const answer = await call(request, 'user-events', {}, await logIn(request))
    expect(v.safeParse(UserEventsSchema, answer.info).success).toBe(true)
    const { userEvents, pdHours, grade, nextGrade, hoursToReachNext, progressWidth } = answer.info
    const ids = (list: { id: string }[]) => list.map((item) => Number(item.id)).sort()
    expect(ids(userEvents.present)).toEqual([101, 102, 106])
    expect(ids(userEvents.onDemand)).toEqual([111, 112, 113])
    // 116 is over and still Registered: listed for its survey, its credit not counted.
    expect(ids(userEvents.pastEvents_current)).toEqual([114, 115, 116, 117])
    expect(userEvents.pastEvents_current.find((item: { id: string }) => item.id === '116')?.status).toBe(
      'Registered',
    )
    expect(ids(userEvents.pastEvents_archived)).toEqual([118, 119, 120])
    expect(
      userEvents.pastEvents_current.every((item: { startDate: string }) => item.startDate >= '2025-07-01'),
    ).toBe(true)
    expect({ pdHours, grade, nextGrade, hoursToReachNext, progressWidth }).toEqual({
      pdHours: 7,
      grade: 'Bronze',
      nextGrade: 'Silver',
      hoursToReachNext: 3,
      progressWidth: 40,
    })
  })

  it('files an on-demand module, which has no date, in the academy year its survey was done', async () => {
    const { request, db } = createTestApp({ now: () => NOW })
    const auth = await logIn(request)
    const ticket = db
      .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = ?')
      .get(SEED_EVENTS.onDemandStarted, SEED_USERS.verified.id) as { id: string }
    const submitted = await call(request, 'submit-survey', {
      id: String(SEED_EVENTS.onDemandStarted),
      ticketId: ticket.id,
      answers: {
        survey_email: 'verified@example.org',
        survey_school: 'Lincoln',
        survey_usefulness: 'Very useful',
      },
    })
    expect(submitted.success).toBe(true)
    const { info } = await call(request, 'user-events', {}, auth)
    const ids = (list: { id: string }[]) => list.map((item) => Number(item.id))
    expect(ids(info.userEvents.pastEvents_current)).toContain(SEED_EVENTS.onDemandStarted)
    expect(ids(info.userEvents.pastEvents_archived)).not.toContain(SEED_EVENTS.onDemandStarted)
    // The seed's 7 credits of this year, and the module's 1.
    expect(info.pdHours).toBe(8)
  })

  it("files an event in the academy year of its last day in the site's calendar, in one year only", async () => {
    // July 1, 9-10 AM in Sydney: June 30, 4-5 PM in Los Angeles, where the academy year turns.
    const clock = { now: new Date('2027-07-01T03:30:00Z') } // June 30, 8:30 PM Pacific
    const { request } = createTestApp({ now: () => clock.now })
    const { id } = await request('/__demo/events', {
      json: {
        type: 'Webinar',
        title: 'Across the line',
        startDate: '2027-07-01',
        startTime: '09:00',
        endTime: '10:00',
        timeZone: 'Australia/Sydney',
      },
    })
    await request('/__demo/tickets', {
      json: { eventId: id, userId: SEED_USERS.verified.id, status: 'Attended' },
    })
    const auth = await logIn(request)
    const lists = async () => {
      const { info } = await call(request, 'user-events', {}, auth)
      const has = (list: { id: string }[]) => list.some((item) => item.id === String(id))
      return {
        current: has(info.userEvents.pastEvents_current),
        archived: has(info.userEvents.pastEvents_archived),
      }
    }
    expect(await lists()).toEqual({ current: true, archived: false })
    clock.now = new Date('2027-07-01T16:30:00Z') // July 1, 9:30 AM Pacific: a new year
    expect(await lists()).toEqual({ current: false, archived: true })
  })

  it('lists two sessions of one day in the order they happen, not as created', async () => {
    const { request } = createTestApp({ now: () => NOW })
    const session = async (title: string, startTime: string) => {
      const { id } = await request('/__demo/events', {
        json: { type: 'Webinar', title, startDate: '2026-03-20', startTime, endTime: '23:00' },
      })
      await request('/__demo/tickets', { json: { eventId: id, userId: SEED_USERS.verified.id } })
    }
    await session('Afternoon', '14:00')
    await session('Morning', '09:00')
    const { info } = await call(request, 'user-events', {}, await logIn(request))
    const titles = info.userEvents.present.map((item: { title: string }) => item.title)
    expect(titles.filter((title: string) => title === 'Morning' || title === 'Afternoon')).toEqual([
      'Morning',
      'Afternoon',
    ])
  })

  it('merges each event with its ticket', async () => {
    const { request } = createTestApp({ now: () => NOW })
    const { info } = await call(request, 'user-events', {}, await logIn(request))
    const confirm = info.userEvents.present.find((item: { id: string }) => item.id === '101')
    expect(confirm).toMatchObject({
      EID: '101',
      status: 'Registered',
      showConfirm: true,
      ticketId: expect.any(String),
      pdHours: 1,
    })
    const flagged = info.userEvents.onDemand.find((item: { id: string }) => item.id === '113')
    expect(flagged.status).toBe('Flagged')
  })
})

describe('academy levels', () => {
  it.each([
    [0, 'Member', 'Bronze', 5, 0],
    [2.5, 'Member', 'Bronze', 2.5, 50],
    [10, 'Silver', 'Gold', 10, 0],
    [27, 'Gold', 'Platinum', 8, 47],
    [35, 'Platinum', 'Platinum', 0, 100],
    [80, 'Platinum', 'Platinum', 0, 100],
  ])('%s credits: %s, next %s in %s, %s%%', (credits, grade, nextGrade, hoursToReachNext, progressWidth) => {
    expect(academyStanding(credits)).toEqual({ grade, nextGrade, hoursToReachNext, progressWidth })
  })
})

describe('tickets (§4.1)', () => {
  it('confirms, starts the module and cancels only your own tickets', async () => {
    const { request, db } = createTestApp()
    const auth = await logIn(request)
    const ticketOf = (eventId: number) =>
      (db.prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = 1').get(eventId) as { id: string })
        .id
    const confirmId = ticketOf(SEED_EVENTS.vpdRegisteredConfirm)
    expect((await call(request, 'confirm-event', { ticketId: confirmId }, auth)).success).toBe(true)
    expect((await call(request, 'get-ticket', { id: 101, ticketId: confirmId })).info.event.showConfirm).toBe(
      false,
    )

    const moduleId = ticketOf(SEED_EVENTS.onDemandNotStarted)
    const started = await call(
      request,
      'start-nearpod',
      { eventId: SEED_EVENTS.onDemandNotStarted, ticketId: moduleId },
      auth,
    )
    expect(started.success).toBe(true)
    expect(
      (await call(request, 'get-ticket', { id: 111, ticketId: moduleId })).info.event.ticketStartTime,
    ).not.toBe('')

    const other = await logIn(request, 'pending')
    expect((await call(request, 'cancel-event', { ticketId: confirmId }, other)).errorText).toBe(
      messages.ticketNotFound,
    )
    expect((await call(request, 'cancel-event', { ticketId: confirmId })).errorText).toBe(
      messages.missingAuth,
    )
    expect((await call(request, 'cancel-event', { ticketId: confirmId }, auth)).success).toBe(true)
    const { info } = await call(request, 'user-events', {}, auth)
    expect(info.userEvents.present.map((item: { id: string }) => item.id)).not.toContain('101')
  })

  it("starts a module under the service's name as written as well as its slug (§7.2 start-{module service}/)", async () => {
    const { request, db } = createTestApp()
    const auth = await logIn(request)
    const { id } = db
      .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = 1')
      .get(SEED_EVENTS.onDemandNotStarted) as { id: string }
    const body = { eventId: SEED_EVENTS.onDemandNotStarted, ticketId: id }
    expect((await call(request, 'start-Nearpod', body, auth)).info.ticketStartTime).not.toBe('')
    expect((await call(request, 'start-nearpod', body, auth)).success).toBe(true)
    const { id: sessionTicket } = db
      .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = 1')
      .get(SEED_EVENTS.vpdRegisteredConfirm) as { id: string }
    const session = { eventId: SEED_EVENTS.vpdRegisteredConfirm, ticketId: sessionTicket }
    expect((await call(request, 'start-nearpod', session, auth)).errorText).toBe(
      'This event has no module to start.',
    )
  })

  it('refuses a ticket id that belongs to another event', async () => {
    const { request, db } = createTestApp()
    const { id } = db.prepare('SELECT id FROM tickets WHERE event_id = 101').get() as { id: string }
    expect((await call(request, 'get-ticket', { id: 102, ticketId: id })).errorText).toBe(
      messages.ticketNotFound,
    )
  })
})

describe('survey (§4.3)', () => {
  const answers = {
    survey_email: SEED_GUEST_EMAIL,
    survey_school: 'Lincoln High School',
    survey_usefulness: 'Very useful',
    survey_takeaway: 'The savings goal worksheet.',
  }

  it('lets a guest find the ticket by e-mail, submit once, and get a certificate e-mail', async () => {
    const { request } = createTestApp()
    const eventID = SEED_EVENTS.vpdPastGuest
    const wrong = await call(request, 'find-survey-ticket', {
      eventID,
      emailAddressUsed: 'nobody@example.org',
    })
    expect(wrong.errorText).toBe(messages.surveyLookupFailed)
    const found = await call(request, 'find-survey-ticket', {
      eventID,
      emailAddressUsed: 'GUEST@example.org',
    })
    const ticketId = found.info as string
    const questions = await call(request, 'get-survey-questions', { id: eventID, ticketId })
    expect(questions.info.emailQuestion).toBe('survey_email')
    expect(questions.info.emailAnswer).toBe(SEED_GUEST_EMAIL)
    const types = new Set(questions.info.questions.map((item: { questionType: string }) => item.questionType))
    expect(types).toEqual(new Set(['Basic Text', 'Email', 'Long Text', 'Multiple Selection']))
    expect(questions.info.questions.some((item: { disabled: boolean }) => item.disabled)).toBe(true)

    const missing = await call(request, 'submit-survey', {
      id: eventID,
      ticketId,
      answers: { survey_email: SEED_GUEST_EMAIL },
    })
    expect(missing.errorText).toContain('Please answer')
    expect((await call(request, 'submit-survey', { id: eventID, ticketId, answers })).success).toBe(true)
    expect((await call(request, 'get-ticket', { id: eventID, ticketId })).info.event.status).toBe('Attended')
    expect((await call(request, 'submit-survey', { id: eventID, ticketId, answers })).errorText).toBe(
      messages.surveyAlreadyDone,
    )

    const [email] = await request('/__demo/outbox')
    expect(email.to).toBe(SEED_GUEST_EMAIL)
    const link = /\/event-certificates\/\?e=\d+&t=[0-9a-f]+&u=[\w-]+/.exec(email.text)?.[0]
    expect(link).toBeDefined()
    const page = (await request(link!)) as Response
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Saving for Emergencies')
  })

  it('refuses an option that is not offered', async () => {
    const { request } = createTestApp()
    const eventID = SEED_EVENTS.vpdPastGuest
    const ticketId = (
      await call(request, 'find-survey-ticket', { eventID, emailAddressUsed: SEED_GUEST_EMAIL })
    ).info
    const answer = await call(request, 'submit-survey', {
      id: eventID,
      ticketId,
      answers: { ...answers, survey_usefulness: 'Meh' },
    })
    expect(answer.errorText).toContain('Please choose one of the options')
  })
})
