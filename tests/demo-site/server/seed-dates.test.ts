// @vitest-environment node

import { describe, expect, it } from 'vitest'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import { createTestApp } from '../../helpers/test-app'

/**
 * The seed's dates follow the day it runs, and the demo and the browser tests rely on what the
 * README promises of it: the verified teacher's upcoming, on-demand, this year's and earlier years'
 * events, 116 over and waiting for its survey, and credits part-way to Silver. Seeded on the days
 * where a date rule turns: the academy year's first and last days (§9), the turn of the calendar
 * year, both clock changes in the site's time zone and a leap day.
 */
const SEED_DAYS = [
  '2027-06-30T18:00:00Z',
  '2027-07-01T07:30:00Z', // 00:30 in Los Angeles on July 1: the academy year's first half hour
  '2027-07-01T18:00:00Z',
  '2027-07-02T06:59:00Z', // 23:59 on July 1 in Los Angeles
  '2027-07-03T18:00:00Z',
  '2027-05-31T18:00:00Z',
  '2026-12-31T18:00:00Z',
  '2027-01-01T08:30:00Z',
  '2027-03-14T10:30:00Z',
  '2026-11-01T09:30:00Z',
  '2028-02-29T18:00:00Z',
]

async function verifiedTeachersEvents(now: Date) {
  const { request } = createTestApp({ now: () => now })
  const login = await request(`${LOGIN_BASE}login/`, { json: { u: 'verified', p: 'Demo-pass-1' } })
  const answer = await request(`${EVENTS_BASE}user-events/`, {
    json: {},
    headers: { CPAUTH: login.info.t as string },
  })
  return answer.info
}

const ids = (list: { id: string }[]) => list.map((item) => Number(item.id)).sort((a, b) => a - b)

describe('the seed on the days a date rule turns', () => {
  it.each(SEED_DAYS)('keeps what the README promises when seeded at %s', async (at) => {
    const info = await verifiedTeachersEvents(new Date(at))
    expect({
      upcoming: ids(info.userEvents.present),
      onDemand: ids(info.userEvents.onDemand),
      thisYear: ids(info.userEvents.pastEvents_current),
      earlierYears: ids(info.userEvents.pastEvents_archived),
    }).toEqual({
      upcoming: [101, 102, 106],
      onDemand: [111, 112, 113],
      thisYear: [114, 115, 116, 117],
      earlierYears: [118, 119, 120],
    })
    const surveyDue = info.userEvents.pastEvents_current.find((item: { id: string }) => item.id === '116')
    expect(surveyDue.status).toBe('Registered')
    expect({ pdHours: info.pdHours, grade: info.grade, nextGrade: info.nextGrade }).toEqual({
      pdHours: 7,
      grade: 'Bronze',
      nextGrade: 'Silver',
    })
  })
})
