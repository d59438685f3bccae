import { describe, expect, it } from 'vitest'
import {
  displayStatus,
  eventPhase,
  hasEnded,
  needsSurvey,
  nextPhaseChange,
  nextPhaseChangeOf,
  registrationOpen,
  surveyOpen,
  waitUntil,
} from '../../../shared/domain/event-phase'

const MINUTE = 60_000
const at = (iso: string, minutes = 0) => new Date(new Date(iso).getTime() + minutes * MINUTE)

/**
 * Boundaries one minute either side of the start and of the end, for an event in Pacific time and
 * one in New York time, on ordinary days and on the days of both 2026 DST changes (March 8 and
 * November 1). The instants are written in UTC so the expected offsets are visible.
 */
const cases = [
  {
    name: 'a Pacific session in standard time (PST, UTC-8)',
    event: { type: 'VPD', startDate: '2026-12-03', startTime: '16:00:00', endTime: '17:00:00' },
    start: '2026-12-04T00:00:00Z',
    end: '2026-12-04T01:00:00Z',
  },
  {
    name: 'a Pacific session in daylight time (PDT, UTC-7)',
    event: { type: 'Webinar', startDate: '2026-07-15', startTime: '15:00', endTime: '15:45' },
    start: '2026-07-15T22:00:00Z',
    end: '2026-07-15T22:45:00Z',
  },
  {
    name: 'a Pacific session on the day clocks spring forward (March 8)',
    event: { type: 'VPD', startDate: '2026-03-08', startTime: '01:30:00', endTime: '03:30:00' },
    // 01:30 PST is 09:30Z; 03:30 PDT is 10:30Z: the session lasts one real hour.
    start: '2026-03-08T09:30:00Z',
    end: '2026-03-08T10:30:00Z',
  },
  {
    name: 'a Pacific session on the day clocks fall back (November 1)',
    event: { type: 'VPD', startDate: '2026-11-01', startTime: '00:30:00', endTime: '02:30:00' },
    // 00:30 PDT is 07:30Z; 02:30 PST is 10:30Z: three real hours.
    start: '2026-11-01T07:30:00Z',
    end: '2026-11-01T10:30:00Z',
  },
  {
    name: 'a New York session in daylight time (EDT, UTC-4)',
    event: {
      type: 'VPD',
      startDate: '2026-10-20',
      startTime: '16:00:00',
      endTime: '17:00:00',
      timeZone: 'America/New_York',
    },
    start: '2026-10-20T20:00:00Z',
    end: '2026-10-20T21:00:00Z',
  },
  {
    name: 'a New York session across the spring change (March 7 to 9, daily)',
    event: {
      type: 'Conference',
      startDate: '2026-03-07',
      endDate: '2026-03-09',
      startTime: '09:00:00',
      endTime: '17:00:00',
      timeZone: 'America/New_York',
    },
    // First day 09:00 EST (UTC-5), last day 17:00 EDT (UTC-4).
    start: '2026-03-07T14:00:00Z',
    end: '2026-03-09T21:00:00Z',
  },
  {
    name: 'a Denver FinCamp across the autumn change (October 31 to November 2)',
    event: {
      type: 'FinCamp',
      startDate: '2026-10-31',
      endDate: '2026-11-02',
      startTime: '08:30:00',
      endTime: '15:30:00',
      timeZone: 'America/Denver',
    },
    // First day 08:30 MDT (UTC-6), last day 15:30 MST (UTC-7).
    start: '2026-10-31T14:30:00Z',
    end: '2026-11-02T22:30:00Z',
  },
]

describe.each(cases)('the phases of $name', ({ event, start, end }) => {
  it('is upcoming one minute before the start: registration open, survey closed', () => {
    const now = at(start, -1)
    expect(eventPhase(event, now)).toBe('upcoming')
    expect(registrationOpen(event, now)).toBe(true)
    expect(surveyOpen(event, now)).toBe(false)
  })

  it('has started at the start and one minute after: registration closed, survey still closed', () => {
    for (const now of [at(start), at(start, 1)]) {
      expect(eventPhase(event, now)).toBe('in-progress')
      expect(registrationOpen(event, now)).toBe(false)
      expect(surveyOpen(event, now)).toBe(false)
      expect(hasEnded(event, now)).toBe(false)
    }
  })

  it('is still in progress one minute before the end, its survey closed', () => {
    expect(eventPhase(event, at(end, -1))).toBe('in-progress')
    expect(surveyOpen(event, at(end, -1))).toBe(false)
  })

  it('has ended at the end and one minute after', () => {
    for (const now of [at(end), at(end, 1)]) {
      expect(eventPhase(event, now)).toBe('ended')
      expect(hasEnded(event, now)).toBe(true)
      expect(registrationOpen(event, now)).toBe(false)
      expect(surveyOpen(event, now)).toBe(true)
    }
  })
})

describe('the survey of an event over several days', () => {
  // Three days, 9 AM - 4 PM Pacific (PST, UTC-8): the last session ends 12/6 at 00:00 UTC.
  const event = {
    type: 'Conference',
    startDate: '2026-12-03',
    endDate: '2026-12-05',
    startTime: '09:00:00',
    endTime: '16:00:00',
  }

  it('stays closed on the first day, between the days and through the last session', () => {
    for (const now of [
      at('2026-12-03T17:00:00Z'),
      at('2026-12-04T02:00:00Z'),
      at('2026-12-05T17:00:00Z'),
      at('2026-12-06T00:00:00Z', -1),
    ]) {
      expect(eventPhase(event, now)).toBe('in-progress')
      expect(surveyOpen(event, now)).toBe(false)
    }
  })

  it('opens when the last session is over, and stays open', () => {
    for (const now of [at('2026-12-06T00:00:00Z'), at('2026-12-07T00:00:00Z')]) {
      expect(surveyOpen(event, now)).toBe(true)
    }
  })
})

describe('events without a time guard', () => {
  const now = at('2026-11-23T12:00:00Z')

  it.each([
    ['an on-demand module', { type: 'FinLit On-Demand', activityLink: 'https://m.example.org/1' }],
    [
      'a Certification Course with a module, even after its dates',
      {
        type: 'Certification Course',
        activityLink: 'https://m.example.org/2',
        startDate: '2026-01-01',
        endDate: '2026-02-01',
      },
    ],
  ])('%s is self-paced: registration and survey stay open', (_name, event) => {
    expect(eventPhase(event, now)).toBe('self-paced')
    expect(registrationOpen(event, now)).toBe(true)
    expect(surveyOpen(event, now)).toBe(true)
    expect(hasEnded(event, now)).toBe(false)
  })

  it.each([
    ['no start date', { type: 'VPD' }],
    ['a date with two parts (§5.11)', { type: 'VPD', startDate: '2026-12', startTime: '16:00:00' }],
    ['a date that is not a date', { type: 'VPD', startDate: 'soon-ish-maybe' }],
  ])('%s makes the date unknown: registration open, survey not guarded by time', (_name, event) => {
    expect(eventPhase(event, now)).toBe('date-unknown')
    expect(registrationOpen(event, now)).toBe(true)
    expect(surveyOpen(event, now)).toBe(true)
  })
})

describe('an all-day event (dates without times)', () => {
  const event = { type: 'Conference', startDate: '2026-12-03', endDate: '2026-12-04' }

  it('starts at midnight of its first day and ends at midnight after its last, in Pacific time', () => {
    expect(eventPhase(event, at('2026-12-03T08:00:00Z', -1))).toBe('upcoming')
    expect(eventPhase(event, at('2026-12-03T08:00:00Z'))).toBe('in-progress')
    expect(eventPhase(event, at('2026-12-05T08:00:00Z', -1))).toBe('in-progress')
    expect(eventPhase(event, at('2026-12-05T08:00:00Z'))).toBe('ended')
  })

  it('opens its survey on its last day, not its first', () => {
    expect(surveyOpen(event, at('2026-12-03T08:00:00Z'))).toBe(false)
    expect(surveyOpen(event, at('2026-12-04T08:00:00Z', -1))).toBe(false)
    expect(surveyOpen(event, at('2026-12-04T08:00:00Z'))).toBe(true)
  })
})

describe('a ticket whose session is over (§4.1)', () => {
  const past = { type: 'VPD', startDate: '2026-11-20', startTime: '16:00:00', endTime: '17:00:00' }
  const now = at('2026-11-23T12:00:00Z')

  it('needs its survey while Registered, shown as "Survey needed"', () => {
    expect(needsSurvey({ ...past, status: 'Registered' }, now)).toBe(true)
    expect(displayStatus({ ...past, status: 'Registered' }, now)).toBe('Survey needed')
  })

  it('keeps its own status once Attended, Flagged or before the session', () => {
    expect(displayStatus({ ...past, status: 'Attended' }, now)).toBe('Attended')
    expect(displayStatus({ ...past, status: 'Flagged' }, now)).toBe('Flagged')
    expect(displayStatus({ ...past, status: 'Registered' }, at('2026-11-20T23:00:00Z'))).toBe('Registered')
  })
})

describe('the next moment a screen left open must follow', () => {
  // 4 to 5 PM Pacific on 12/3/2026: 00:00 to 01:00 UTC on 12/4.
  const session = { type: 'VPD', startDate: '2026-12-03', startTime: '16:00:00', endTime: '17:00:00' }
  const later = { type: 'VPD', startDate: '2026-12-10', startTime: '16:00:00', endTime: '17:00:00' }
  const module = { type: 'FinLit On-Demand', activityLink: 'https://m.example.org/1' }

  it("is the session's start, then its end, then nothing", () => {
    expect(nextPhaseChange(session, at('2026-12-03T12:00:00Z'))).toEqual(at('2026-12-04T00:00:00Z'))
    expect(nextPhaseChange(session, at('2026-12-04T00:00:00Z'))).toEqual(at('2026-12-04T01:00:00Z'))
    expect(nextPhaseChange(session, at('2026-12-04T01:00:00Z'))).toBeUndefined()
    expect(nextPhaseChange(module, at('2026-12-04T01:00:00Z'))).toBeUndefined()
  })

  it('is the first of a list of sessions, the self-paced ones left out', () => {
    expect(nextPhaseChangeOf([later, module, session], at('2026-12-04T00:30:00Z'))).toEqual(
      at('2026-12-04T01:00:00Z'),
    )
    expect(nextPhaseChangeOf([later, session], at('2026-12-05T00:00:00Z'))).toEqual(
      at('2026-12-11T00:00:00Z'),
    )
    expect(nextPhaseChangeOf([module], at('2026-12-05T00:00:00Z'))).toBeUndefined()
  })

  it('finds the same moment as reading every event, in any order and zone', () => {
    const now = at('2026-12-04T00:30:00Z')
    const events = [
      later,
      // Over several days, started long ago: its end comes before the next start.
      {
        type: 'Conference',
        startDate: '2026-11-20',
        endDate: '2026-12-04',
        startTime: '08:00:00',
        endTime: '16:15:00',
        timeZone: 'Pacific/Kiritimati',
      },
      {
        type: 'Webinar',
        startDate: '2026-12-05',
        startTime: '01:00:00',
        endTime: '02:00:00',
        timeZone: 'Pacific/Kiritimati',
      },
      {
        type: 'Webinar',
        startDate: '2026-12-04',
        startTime: '09:00:00',
        endTime: '10:00:00',
        timeZone: 'Pacific/Pago_Pago',
      },
      { type: 'VPD', startDate: 'soon' },
      module,
      ...Array.from({ length: 40 }, (_, day) => ({
        ...later,
        startDate: `2027-01-${String((day % 28) + 1).padStart(2, '0')}`,
      })),
    ]
    const everyOne = events
      .map((event) => nextPhaseChange(event, now))
      .filter((change): change is Date => change !== undefined)
      .sort((a, b) => a.getTime() - b.getTime())[0]
    for (const order of [
      events,
      [...events].reverse(),
      [...events].sort((a, b) => a.type.localeCompare(b.type)),
    ]) {
      expect(nextPhaseChangeOf(order, now)).toEqual(everyOne)
    }
  })
})

describe('waitUntil', () => {
  const now = new Date('2026-11-02T15:00:00Z')
  it('is the time to a moment ahead, nothing for a moment past, and none beyond a timer’s reach', () => {
    expect(waitUntil(at('2026-11-02T15:00:00Z', 5), now)).toBe(5 * MINUTE)
    expect(waitUntil(at('2026-11-02T15:00:00Z', -5), now)).toBe(0)
    expect(waitUntil(undefined, now)).toBeUndefined()
    expect(waitUntil(at('2026-11-02T15:00:00Z', 24 * 24 * 60), now)).toBe(24 * 24 * 60 * MINUTE)
    expect(waitUntil(at('2026-11-02T15:00:00Z', 25 * 24 * 60), now)).toBeUndefined()
  })
})
