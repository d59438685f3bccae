import { describe, expect, it } from 'vitest'
import {
  eventSchedule,
  eventTimeZone,
  isKnownTimeZone,
  sessionTimeText,
} from '../../../shared/domain/event-schedule'

const iso = (date: Date) => date.toISOString()

describe('event time zone (§7.6)', () => {
  it('is Pacific time when the event names no zone', () => {
    expect(eventTimeZone({})).toBe('America/Los_Angeles')
  })

  it("is the event's own IANA zone when it names one", () => {
    expect(eventTimeZone({ timeZone: 'America/Denver' })).toBe('America/Denver')
  })

  it('knows real zones and refuses made-up ones', () => {
    expect(isKnownTimeZone('America/Denver')).toBe(true)
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isKnownTimeZone('')).toBe(false)
  })
})

describe('event schedule', () => {
  it('gives a multi-day event with daily times one session a day', () => {
    const schedule = eventSchedule({
      startDate: '2026-12-07',
      endDate: '2026-12-11',
      startTime: '09:00:00',
      endTime: '12:00:00',
    })
    expect(schedule?.days).toBe(5)
    expect(schedule?.sessions.map((session) => [iso(session.start), iso(session.end)])).toEqual([
      ['2026-12-07T17:00:00.000Z', '2026-12-07T20:00:00.000Z'],
      ['2026-12-08T17:00:00.000Z', '2026-12-08T20:00:00.000Z'],
      ['2026-12-09T17:00:00.000Z', '2026-12-09T20:00:00.000Z'],
      ['2026-12-10T17:00:00.000Z', '2026-12-10T20:00:00.000Z'],
      ['2026-12-11T17:00:00.000Z', '2026-12-11T20:00:00.000Z'],
    ])
  })

  it('keeps the wall-clock time of daily sessions across a DST change', () => {
    const schedule = eventSchedule({
      startDate: '2026-10-31',
      endDate: '2026-11-02',
      startTime: '08:30',
      endTime: '15:30',
      timeZone: 'America/Denver',
    })
    expect(schedule?.sessions.map((session) => iso(session.start))).toEqual([
      '2026-10-31T14:30:00.000Z',
      '2026-11-01T15:30:00.000Z',
      '2026-11-02T15:30:00.000Z',
    ])
  })

  it("takes the earlier of an autumn hour that happens twice, in the event's zone", () => {
    const schedule = eventSchedule({ startDate: '2026-11-01', startTime: '01:30', endTime: '03:00' })
    // 1:30 PDT (UTC-7), not 1:30 PST an hour later; 3:00 is PST.
    expect(schedule?.sessions.map((session) => [iso(session.start), iso(session.end)])).toEqual([
      ['2026-11-01T08:30:00.000Z', '2026-11-01T11:00:00.000Z'],
    ])
  })

  it('moves a time inside the spring gap, which does not exist, forward by the gap', () => {
    const schedule = eventSchedule({ startDate: '2026-03-08', startTime: '02:30', endTime: '04:00' })
    // 2:30 does not happen in Los Angeles that night: 3:30 PDT (UTC-7).
    expect(schedule?.sessions.map((session) => [iso(session.start), iso(session.end)])).toEqual([
      ['2026-03-08T10:30:00.000Z', '2026-03-08T11:00:00.000Z'],
    ])
    const east = eventSchedule({ startDate: '2027-03-28', startTime: '01:15', timeZone: 'Europe/London' })
    // London's gap is 1:00-2:00 GMT: 2:15 BST (UTC+1).
    expect(east?.start.toISOString()).toBe('2027-03-28T01:15:00.000Z')
  })

  it('reads wall-clock times in zones east of Greenwich and on their dates', () => {
    const schedule = eventSchedule({
      startDate: '2026-12-31',
      endDate: '2027-01-01',
      startTime: '23:00',
      endTime: '23:30',
      timeZone: 'Asia/Kolkata',
    })
    expect(schedule?.sessions.map((session) => iso(session.start))).toEqual([
      '2026-12-31T17:30:00.000Z',
      '2027-01-01T17:30:00.000Z',
    ])
    const allDay = eventSchedule({ startDate: '2026-12-24', timeZone: 'Pacific/Auckland' })
    expect([iso(allDay!.start), iso(allDay!.end)]).toEqual([
      '2026-12-23T11:00:00.000Z',
      '2026-12-24T11:00:00.000Z',
    ])
  })

  it('gives a session without an end time, or with one equal to its start, one hour', () => {
    for (const endTime of [undefined, '16:00:00']) {
      const schedule = eventSchedule({ startDate: '2026-12-03', startTime: '16:00:00', endTime })
      expect(schedule?.end.getTime()).toBe(schedule!.start.getTime() + 3_600_000)
    }
  })

  it('ends a session whose end time is before its start time the next morning', () => {
    const oneNight = eventSchedule({ startDate: '2026-11-28', startTime: '23:00', endTime: '00:30' })
    expect(oneNight?.sessions.map((session) => [iso(session.start), iso(session.end)])).toEqual([
      ['2026-11-29T07:00:00.000Z', '2026-11-29T08:30:00.000Z'],
    ])
    // The end date is the morning the last session ends: 11/27-11/28 is one night, not two.
    const dated = eventSchedule({
      startDate: '2026-11-27',
      endDate: '2026-11-28',
      startTime: '22:00',
      endTime: '01:00',
    })
    expect(dated?.sessions.map((session) => [iso(session.start), iso(session.end)])).toEqual([
      ['2026-11-28T06:00:00.000Z', '2026-11-28T09:00:00.000Z'],
    ])
    const threeNights = eventSchedule({
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      startTime: '20:00',
      endTime: '02:00',
    })
    expect(threeNights?.sessions).toHaveLength(3)
    expect(iso(threeNights!.end)).toBe('2026-12-04T10:00:00.000Z')
    expect(sessionTimeText(dated)).toBe('10:00 PM - 1:00 AM PT')
  })

  it('makes an event with dates and no times one all-day span in its zone', () => {
    const schedule = eventSchedule({ startDate: '2026-12-03', endDate: '2026-12-04' })
    expect(schedule?.allDay).toBe(true)
    expect(schedule?.sessions).toHaveLength(1)
    expect(iso(schedule!.start)).toBe('2026-12-03T08:00:00.000Z')
    expect(iso(schedule!.end)).toBe('2026-12-05T08:00:00.000Z')
  })

  it('treats an end date before the start date as a one-day event', () => {
    expect(eventSchedule({ startDate: '2026-12-03', endDate: '2026-12-01', startTime: '10:00' })?.days).toBe(
      1,
    )
  })

  it('has no schedule for an event without a date that §5.11 can parse', () => {
    expect(eventSchedule({})).toBeUndefined()
    expect(eventSchedule({ startDate: '12/03/2026' })).toBeUndefined()
  })
})

describe('session time text', () => {
  it('writes the daily session with its zone, as pages and e-mails show it', () => {
    const denver = eventSchedule({
      startDate: '2026-12-10',
      startTime: '08:30:00',
      endTime: '15:30:00',
      timeZone: 'America/Denver',
    })
    expect(sessionTimeText(denver)).toBe('8:30 AM - 3:30 PM MT')
    expect(
      sessionTimeText(eventSchedule({ startDate: '2026-12-10', startTime: '12:00', endTime: '13:00' })),
    ).toBe('12:00 PM - 1:00 PM PT')
  })

  it('has no time text for an all-day or dateless event', () => {
    expect(sessionTimeText(eventSchedule({ startDate: '2026-12-10' }))).toBeUndefined()
    expect(sessionTimeText(undefined)).toBeUndefined()
  })
})
