import { randomUUID } from 'node:crypto'
import { siteConfigDefaults } from '../../shared/config/site-config-defaults'
import { certificatePageUrl, type ReportPaths } from '../../shared/domain/transcript-link'
import type { Database } from './db'
import type { EventFields } from './events-store'
import { academyYearStart, siteDate, siteDatePlusDays } from './now'
import { DEFAULT_PASSWORD_COST, hashPasswordSync } from './passwords'
import { newTicketId } from './tokens'

export const SEED_PASSWORD = 'Demo-pass-1'
export const SEED_BRAND = 'FinLit'
export const ON_DEMAND = `${SEED_BRAND} On-Demand`

/** Seed account ids: fixed so demos and tests can name them. */
export const SEED_USERS = {
  verified: { id: 1, email: 'verified@example.org', uuid: '5f0c1a2e-0001-4a7b-9d1e-5e11a0000001' },
  pending: { id: 2, email: 'pending@example.org', uuid: '5f0c1a2e-0002-4a7b-9d1e-5e11a0000002' },
  action: { id: 3, email: 'action@example.org', uuid: '5f0c1a2e-0003-4a7b-9d1e-5e11a0000003' },
  limited: { id: 4, email: 'limited@example.org', uuid: '5f0c1a2e-0004-4a7b-9d1e-5e11a0000004' },
} as const

/** Seed event ids, for tests and the demo pages. */
export const SEED_EVENTS = {
  vpdRegisteredConfirm: 101,
  webinarRegistered: 102,
  vpdOpen: 103,
  certificationOpen: 104,
  vpdFull: 105,
  certificationWithModule: 106,
  finCampInPerson: 107,
  virtualFinCamp: 108,
  finCampPlus: 109,
  conference: 110,
  onDemandNotStarted: 111,
  onDemandStarted: 112,
  onDemandFlagged: 113,
  vpdAttendedCurrent: 114,
  webinarAttendedCurrent: 115,
  webinarSurveyNeeded: 116,
  finCampAttendedCurrent: 117,
  vpdArchived: 118,
  certificationArchived: 119,
  conferenceArchived: 120,
  vpdPastGuest: 121,
} as const

export const SEED_GUEST_EMAIL = 'guest@example.org'

interface SeedEvent extends EventFields {
  id: number
  type: string
  title: string
  startDate?: string
  endDate?: string
  capacity?: number
}

const ZOOM = (meeting: string) => ({
  videoLink: `https://zoom.example.org/j/${meeting}`,
  videoHost: 'Maya Chen',
})

function description(intro: string, points: string[]): string {
  return `<p>${intro}</p>\n<ul>${points.map((point) => `<li>${point}</li>`).join('')}</ul>\n<p>Questions? Read the <a href="/help-center/">Help Center</a> or <a href="/contact/">write to us</a>.</p>`
}

const AFTER_SESSION =
  '<p>Thank you for joining us! The <a href="/blog/">slides and handouts</a> are on the blog, and your <strong>PD certificate</strong> is one click away.</p>'

const AFTERNOON = { startTime: '16:00:00', endTime: '17:00:00' }
const ONLINE = { virtual: 1, format: 'Virtual' }
const IN_PERSON = { virtual: 0, format: 'InPerson' }

/** The seed's days, all counted from `now` so the demo never goes stale. */
function seedCalendar(now: Date) {
  const day = (offset: number) => siteDatePlusDays(now, offset)
  const today = siteDate(now)
  const yearStart = academyYearStart(today)
  // Past dates in the current academy year never fall before July 1 (§9).
  const currentYear = (offset: number) => (day(-offset) < yearStart ? yearStart : day(-offset))
  // On July 1 itself the year's only past is earlier today: its past sessions then run in the
  // day's first minute, so from 00:01 on they are over and the survey-needed webinar's survey is due.
  const pastTimes = (times: { startTime: string; endTime: string }) =>
    yearStart === today ? { startTime: '00:00:00', endTime: '00:01:00' } : times
  const lastYear = (offset: number) => siteDatePlusDays(new Date(`${yearStart}T12:00:00Z`), -offset)
  return { day, currentYear, pastTimes, lastYear }
}

type SeedCalendar = ReturnType<typeof seedCalendar>

/** Open for registration: online sessions still to come, and a self-paced course already begun. */
function upcomingSessionSeedEvents({ day }: SeedCalendar): SeedEvent[] {
  return [
    {
      id: SEED_EVENTS.vpdRegisteredConfirm,
      type: 'VPD',
      title: 'Teaching Credit Scores with Confidence',
      startDate: day(7),
      endDate: day(7),
      ...AFTERNOON,
      ...ONLINE,
      ...ZOOM('810101'),
      pdHours: 1,
      duration: 1,
      capacity: 40,
      user: 'Maya Chen',
      description: description(
        'A live one-hour session on <strong>credit reports and scores</strong>, built around ready-to-teach activities.',
        [
          'What moves a credit score, and what does not',
          'A credit-report scavenger hunt for your students',
          'Answering the "is debt always bad?" question',
        ],
      ),
    },
    {
      id: SEED_EVENTS.webinarRegistered,
      type: 'Webinar',
      title: 'Paying for College: Reading Aid Letters',
      startDate: day(3),
      endDate: day(3),
      startTime: '15:00:00',
      endTime: '15:45:00',
      ...ONLINE,
      ...ZOOM('810102'),
      pdHours: 0.5,
      duration: 0.5,
      user: 'Jordan Price',
      description: description('A short webinar on comparing financial aid offers.', [
        'Grants, scholarships and loans side by side',
        'The true cost of attendance',
      ]),
    },
    {
      id: SEED_EVENTS.vpdOpen,
      type: 'VPD',
      title: 'Budgeting Games for the First Week',
      startDate: day(10),
      endDate: day(10),
      ...AFTERNOON,
      ...ONLINE,
      ...ZOOM('810103'),
      pdHours: 1,
      duration: 1,
      capacity: 50,
      user: 'Maya Chen',
      description: description('Start the year with <em>hands-on budgeting</em>.', [
        'Needs versus wants sorting game',
        'A 50/30/20 budget with a first paycheck',
      ]),
    },
    {
      id: SEED_EVENTS.certificationOpen,
      type: 'Certification Course',
      title: 'Personal Finance Certification: Cohort B',
      startDate: day(14),
      endDate: day(45),
      startTime: '17:00:00',
      endTime: '18:30:00',
      ...ONLINE,
      pdHours: 10,
      duration: 10,
      capacity: 30,
      user: 'Dr. Lena Ortiz',
      description: description('A <strong>10-hour course</strong>: 9 hours of PD and a 1-hour exam.', [
        'Banking, budgeting and credit',
        'Investing and retirement',
        'Insurance and consumer protection',
      ]),
    },
    {
      id: SEED_EVENTS.vpdFull,
      type: 'VPD',
      title: 'Teaching Taxes: The First Paycheck',
      startDate: day(5),
      endDate: day(5),
      ...AFTERNOON,
      ...ONLINE,
      ...ZOOM('810105'),
      pdHours: 1,
      duration: 1,
      capacity: 3,
      user: 'Jordan Price',
      description: description(
        'This popular session is <strong>full</strong>; join the waitlist and we will e-mail you if a seat opens.',
        ['Reading a pay stub', 'W-4 and withholding in plain words'],
      ),
    },
    {
      id: SEED_EVENTS.certificationWithModule,
      type: 'Certification Course',
      title: 'Personal Finance Certification: Self-Paced',
      startDate: day(-5),
      endDate: day(60),
      ...ONLINE,
      activityLink: 'https://nearpod.example.org/course/cert-self-paced',
      pdHours: 10,
      duration: 10,
      user: 'Dr. Lena Ortiz',
      description: description('Work through the certification modules at your own pace.', [
        'Nine one-hour modules',
        'A one-hour exam at the end',
      ]),
    },
  ]
}

/** Open for registration: FinCamps, the leadership cohort and the summit, weeks away. */
function upcomingCampSeedEvents({ day }: SeedCalendar): SeedEvent[] {
  return [
    {
      id: SEED_EVENTS.finCampInPerson,
      type: 'FinCamp',
      title: 'FinCamp Denver',
      startDate: day(30),
      endDate: day(30),
      startTime: '08:30:00',
      endTime: '15:30:00',
      timeZone: 'America/Denver',
      ...IN_PERSON,
      location: 'Denver Public Library, Central Branch',
      address: '10 W 14th Ave Pkwy',
      city: 'Denver',
      state: 'CO',
      zipcode: '80204',
      pdHours: 5,
      duration: 5,
      capacity: 25,
      user: 'Ana Ruiz & Ben Cole',
      description: description(
        'A <strong>one-day, in-person</strong> training led by two facilitators. Lunch is provided.',
        ['Classroom-ready lessons on saving and investing', 'Meet teachers from your district'],
      ),
    },
    {
      id: SEED_EVENTS.virtualFinCamp,
      type: 'VirtualFinCamp',
      title: 'Virtual FinCamp: Summer Session',
      startDate: day(40),
      endDate: day(44),
      startTime: '09:00:00',
      endTime: '12:00:00',
      ...ONLINE,
      ...ZOOM('810108'),
      pdHours: 12,
      duration: 12,
      capacity: 60,
      user: 'Ana Ruiz & Ben Cole',
      description: description('Five mornings of virtual summer camp.', [
        'Daily lesson walk-throughs',
        'Small-group planning time',
      ]),
    },
    {
      id: SEED_EVENTS.finCampPlus,
      type: 'FinCampPLUS',
      title: 'FinCampPLUS Leadership Cohort',
      startDate: day(60),
      endDate: day(62),
      startTime: '09:00:00',
      endTime: '16:00:00',
      ...IN_PERSON,
      location: 'FinLit Learning Center',
      address: '200 Market St',
      city: 'San Francisco',
      state: 'CA',
      zipcode: '94105',
      pdHours: 15,
      duration: 15,
      capacity: 20,
      user: 'Ana Ruiz & Ben Cole',
      description: description(
        'An <strong>application</strong> for experienced teachers who want to lead PD in their district.',
        ['Three days of facilitator training', 'A stipend for your school'],
      ),
    },
    {
      id: SEED_EVENTS.conference,
      type: 'Conference',
      title: 'FinLit Teacher Summit',
      startDate: day(20),
      endDate: day(22),
      startTime: '09:00:00',
      endTime: '17:00:00',
      ...ONLINE,
      pdHours: 6,
      duration: 6,
      capacity: 500,
      user: 'FinLit Team',
      description: description('Our yearly conference, online.', [
        'Keynotes from classroom teachers',
        'Sessions on every unit of the curriculum',
      ]),
    },
  ]
}

/** Self-paced on-demand modules, with no dates. */
function onDemandSeedEvents(): SeedEvent[] {
  return [
    {
      id: SEED_EVENTS.onDemandNotStarted,
      type: ON_DEMAND,
      title: 'Budgeting Basics On-Demand',
      ...ONLINE,
      activityLink: 'https://nearpod.example.org/module/budgeting-basics',
      pdHours: 1,
      duration: 1,
      user: 'FinLit Team',
      description: description('A self-paced module of about one hour. Do it in one sitting.', [
        'Build a budget with a sample paycheck',
        'Reflect on how to teach it',
      ]),
    },
    {
      id: SEED_EVENTS.onDemandStarted,
      type: ON_DEMAND,
      title: 'Investing 101 On-Demand',
      ...ONLINE,
      activityLink: 'https://nearpod.example.org/module/investing-101',
      pdHours: 1,
      duration: 1,
      user: 'FinLit Team',
      description: description('Compound growth, risk and diversification, at your own pace.', [
        'The rule of 72',
        'A stock market game debrief',
      ]),
    },
    {
      id: SEED_EVENTS.onDemandFlagged,
      type: ON_DEMAND,
      title: 'Understanding Insurance On-Demand',
      ...ONLINE,
      activityLink: 'https://nearpod.example.org/module/insurance',
      pdHours: 1,
      duration: 1,
      user: 'FinLit Team',
      description: description('Insurance basics in one module.', [
        'Premiums and deductibles',
        'Renters insurance for first apartments',
      ]),
    },
  ]
}

/** Over, earlier in the current academy year: attended, or waiting for their survey. */
function thisAcademyYearSeedEvents({ currentYear, pastTimes }: SeedCalendar): SeedEvent[] {
  return [
    {
      id: SEED_EVENTS.vpdAttendedCurrent,
      type: 'VPD',
      title: 'Banking Basics for Teens',
      startDate: currentYear(20),
      endDate: currentYear(20),
      ...pastTimes(AFTERNOON),
      ...ONLINE,
      ...ZOOM('810114'),
      pdHours: 1,
      duration: 1,
      user: 'Maya Chen',
      descriptionAfterSession: AFTER_SESSION,
      description: description('Checking, savings and debit cards.', [
        'Opening a first account',
        'Avoiding overdraft fees',
      ]),
    },
    {
      id: SEED_EVENTS.webinarAttendedCurrent,
      type: 'Webinar',
      title: 'Spotting Scams and Fraud',
      startDate: currentYear(10),
      endDate: currentYear(10),
      ...pastTimes({ startTime: '15:00:00', endTime: '16:00:00' }),
      ...ONLINE,
      pdHours: 1,
      duration: 1,
      user: 'Jordan Price',
      descriptionAfterSession: AFTER_SESSION,
      description: description('How scams target young people.', ['Phishing examples', 'Reporting fraud']),
    },
    {
      id: SEED_EVENTS.webinarSurveyNeeded,
      type: 'Webinar',
      title: 'Teaching Needs versus Wants',
      startDate: currentYear(3),
      endDate: currentYear(3),
      ...pastTimes({ startTime: '15:00:00', endTime: '16:00:00' }),
      ...ONLINE,
      ...ZOOM('810116'),
      pdHours: 1,
      duration: 1,
      user: 'Jordan Price',
      descriptionAfterSession: AFTER_SESSION,
      description: description('A one-hour webinar on needs, wants and the first budget.', [
        'A sorting game for the first day',
        'Talking about money without judgement',
      ]),
    },
    {
      id: SEED_EVENTS.finCampAttendedCurrent,
      type: 'FinCamp',
      title: 'FinCamp Seattle',
      startDate: currentYear(15),
      endDate: currentYear(15),
      ...pastTimes({ startTime: '08:30:00', endTime: '15:30:00' }),
      ...IN_PERSON,
      location: 'Garfield High School Library',
      address: '400 23rd Ave',
      city: 'Seattle',
      state: 'WA',
      zipcode: '98122',
      pdHours: 5,
      duration: 5,
      user: 'Ana Ruiz & Ben Cole',
      descriptionAfterSession: AFTER_SESSION,
      description: description('A one-day in-person FinCamp.', ['Saving and investing lessons']),
    },
  ]
}

/** Over, in academy years before this one. */
function archivedSeedEvents({ lastYear }: SeedCalendar): SeedEvent[] {
  return [
    {
      id: SEED_EVENTS.vpdArchived,
      type: 'VPD',
      title: 'Teaching Credit Cards',
      startDate: lastYear(60),
      endDate: lastYear(60),
      ...AFTERNOON,
      ...ONLINE,
      pdHours: 1,
      duration: 1,
      user: 'Maya Chen',
      descriptionAfterSession: AFTER_SESSION,
      description: description('Credit cards, interest and minimum payments.', [
        'The true cost of a minimum payment',
      ]),
    },
    {
      id: SEED_EVENTS.certificationArchived,
      type: 'Certification Course',
      title: 'Personal Finance Certification: Cohort A',
      startDate: lastYear(200),
      endDate: lastYear(170),
      startTime: '17:00:00',
      endTime: '18:30:00',
      ...ONLINE,
      pdHours: 10,
      duration: 10,
      user: 'Dr. Lena Ortiz',
      descriptionAfterSession: AFTER_SESSION,
      description: description('The full certification course.', ['Nine modules and an exam']),
    },
    {
      id: SEED_EVENTS.conferenceArchived,
      type: 'Conference',
      title: 'FinLit Teacher Summit (previous year)',
      startDate: lastYear(400),
      endDate: lastYear(398),
      startTime: '09:00:00',
      endTime: '17:00:00',
      ...ONLINE,
      pdHours: 6,
      duration: 6,
      user: 'FinLit Team',
      descriptionAfterSession: AFTER_SESSION,
      description: description("Last year's summit.", ['Keynotes and workshops']),
    },
  ]
}

/** A session two days past that a guest registered for without an account. */
function pastGuestSeedEvents({ day }: SeedCalendar): SeedEvent[] {
  return [
    {
      id: SEED_EVENTS.vpdPastGuest,
      type: 'VPD',
      title: 'Saving for Emergencies',
      startDate: day(-2),
      endDate: day(-2),
      ...AFTERNOON,
      ...ONLINE,
      ...ZOOM('810121'),
      pdHours: 1,
      duration: 1,
      user: 'Maya Chen',
      descriptionAfterSession: AFTER_SESSION,
      description: description('Why an emergency fund comes first.', ['A savings goal worksheet']),
    },
  ]
}

function seedEvents(now: Date): SeedEvent[] {
  const calendar = seedCalendar(now)
  return [
    ...upcomingSessionSeedEvents(calendar),
    ...upcomingCampSeedEvents(calendar),
    ...onDemandSeedEvents(),
    ...thisAcademyYearSeedEvents(calendar),
    ...archivedSeedEvents(calendar),
    ...pastGuestSeedEvents(calendar),
  ]
}

interface SeedTicket {
  eventId: number
  userId?: number
  email?: string
  status: string
  showConfirm?: boolean
  certificate?: boolean
  started?: boolean
}

/** Who a seeded ticket belongs to: a seeded account, or a guest known by the ticket's e-mail. */
function ticketHolder(ticket: SeedTicket) {
  const account = SEED_ACCOUNTS.find((item) => item.id === ticket.userId)
  if (account) {
    const { id, email, uuid, first, last } = account
    return { userId: id, key: `user:${id}`, uuid, email, first, last }
  }
  const email = ticket.email ?? ''
  return { userId: null, key: `email:${email}`, uuid: randomUUID(), email, first: 'Gail', last: 'Guest' }
}

function seedTickets(): SeedTicket[] {
  const verified = SEED_USERS.verified.id
  return [
    { eventId: SEED_EVENTS.vpdRegisteredConfirm, userId: verified, status: 'Registered', showConfirm: true },
    { eventId: SEED_EVENTS.webinarRegistered, userId: verified, status: 'Registered' },
    { eventId: SEED_EVENTS.certificationWithModule, userId: verified, status: 'Registered' },
    { eventId: SEED_EVENTS.onDemandNotStarted, userId: verified, status: 'Registered' },
    { eventId: SEED_EVENTS.onDemandStarted, userId: verified, status: 'Registered', started: true },
    { eventId: SEED_EVENTS.onDemandFlagged, userId: verified, status: 'Flagged', started: true },
    { eventId: SEED_EVENTS.vpdAttendedCurrent, userId: verified, status: 'Attended', certificate: true },
    { eventId: SEED_EVENTS.webinarAttendedCurrent, userId: verified, status: 'Attended' },
    // Over, and its survey not yet filled in: "Survey needed" in the academy.
    { eventId: SEED_EVENTS.webinarSurveyNeeded, userId: verified, status: 'Registered' },
    { eventId: SEED_EVENTS.finCampAttendedCurrent, userId: verified, status: 'Attended', certificate: true },
    { eventId: SEED_EVENTS.vpdArchived, userId: verified, status: 'Attended', certificate: true },
    { eventId: SEED_EVENTS.certificationArchived, userId: verified, status: 'Attended' },
    { eventId: SEED_EVENTS.conferenceArchived, userId: verified, status: 'Attended', certificate: true },
    { eventId: SEED_EVENTS.vpdFull, userId: SEED_USERS.pending.id, status: 'Registered' },
    { eventId: SEED_EVENTS.vpdFull, userId: SEED_USERS.action.id, status: 'Registered' },
    { eventId: SEED_EVENTS.vpdFull, userId: SEED_USERS.limited.id, status: 'Registered' },
    { eventId: SEED_EVENTS.vpdFull, email: 'waiting@example.org', status: 'Waitlisted' },
    { eventId: SEED_EVENTS.vpdPastGuest, email: SEED_GUEST_EMAIL, status: 'Registered' },
  ]
}

const SEED_ACCOUNTS = [
  {
    ...SEED_USERS.verified,
    username: 'verified',
    first: 'Vera',
    last: 'Verified',
    type: 2,
    extras: {
      school_name: 'Lincoln High School',
      state: 'CA',
      city: 'Los Angeles',
      hear_about_prof_dev: 'Friend/Colleague',
      grade_taught: 'High School',
      subject_taught: 'Personal Finance',
    },
  },
  {
    ...SEED_USERS.pending,
    username: 'pending',
    first: 'Pat',
    last: 'Pending',
    type: 5,
    extras: { school_name: 'Garfield High School', state: 'WA', city: 'Seattle' },
  },
  {
    ...SEED_USERS.action,
    username: 'action',
    first: 'Avery',
    last: 'Action',
    type: 6,
    extras: { school_name: 'Austin High School', state: 'TX', city: 'Austin' },
  },
  {
    ...SEED_USERS.limited,
    username: 'limited',
    first: 'Lee',
    last: 'Limited',
    type: 7,
    extras: { school_name: 'Credit Union of Denver', state: 'CO', city: 'Denver' },
  },
]

/**
 * The seed accounts' hashes, made once per process and cost: every account has the same public
 * password, and hashing it four times at OWASP's cost held the server's only thread for some
 * 1.5 s on each `POST /__demo/reset`. Each account keeps a salt of its own.
 */
const seedHashes = new Map<number, string[]>()
function seedPasswordHashes(cost: number): string[] {
  let hashes = seedHashes.get(cost)
  if (!hashes) {
    hashes = SEED_ACCOUNTS.map(() => hashPasswordSync(SEED_PASSWORD, cost))
    seedHashes.set(cost, hashes)
  }
  return hashes
}

/**
 * Inserts the demo data into an empty database. Dates are relative to `now`, so the demo never goes
 * stale; the tickets' certificate links follow the site config's `paths` (its defaults when none).
 */
export function seedDatabase(
  db: Database,
  options: { now?: Date; passwordCost?: number; paths?: Pick<ReportPaths, 'certificates'> } = {},
): void {
  const now = options.now ?? new Date()
  const cost = options.passwordCost ?? DEFAULT_PASSWORD_COST
  const paths = options.paths ?? siteConfigDefaults.paths
  const created = now.toISOString()
  const insertUser = db.prepare(
    'INSERT INTO users (id, uuid, email, username, first_name, last_name, type, password_hash, extras, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const insertEvent = db.prepare(
    'INSERT INTO events (id, type, title, start_date, end_date, capacity, fields) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const insertTicket = db.prepare(
    `INSERT INTO tickets (id, event_id, user_id, person_key, holder_uuid, email, first_name, last_name, status, show_confirm, certificate, ticket_start_time, answers, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', ?)`,
  )
  const hashes = seedPasswordHashes(cost)
  db.transaction(() => {
    SEED_ACCOUNTS.forEach((account, index) => {
      insertUser.run(
        account.id,
        account.uuid,
        account.email,
        account.username,
        account.first,
        account.last,
        account.type,
        hashes[index],
        JSON.stringify(account.extras),
        created,
      )
    })
    for (const { id, type, title, startDate, endDate, capacity, ...fields } of seedEvents(now)) {
      insertEvent.run(
        id,
        type,
        title,
        startDate ?? null,
        endDate ?? startDate ?? null,
        capacity ?? null,
        JSON.stringify(fields),
      )
    }
    seedTickets().forEach((ticket, index) => {
      const person = ticketHolder(ticket)
      const ticketId = newTicketId()
      const certificate = ticket.certificate
        ? certificatePageUrl(paths, String(ticket.eventId), ticketId, person.uuid)
        : null
      insertTicket.run(
        ticketId,
        ticket.eventId,
        person.userId,
        person.key,
        person.uuid,
        person.email,
        person.first,
        person.last,
        ticket.status,
        ticket.showConfirm ? 1 : 0,
        certificate,
        ticket.started ? siteDatePlusDays(now, -1) : null,
        // Distinct, ordered creation times keep the waitlist order stable.
        new Date(now.getTime() - (100 - index) * 60_000).toISOString(),
      )
    })
  }).immediate()
}
