import { describe, expect, it } from 'vitest'
import {
  formatAmPm,
  formatDateRange,
  formatDisplayDate,
  parseDate,
  parseTime,
} from '../../../shared/dates/event-dates'

describe('date and time parsing (§5.11)', () => {
  it('reads a date with 3 dash-separated parts', () => {
    expect(parseDate('2026-03-08')).toEqual({ year: 2026, month: 3, day: 8 })
  })

  it.each(['2026-03', '2026/03/08', '', '2026-03-08-01', 'a-b-c', '2026-11-31', '2026-02-29', '2026-04-31'])(
    'treats %j as an empty date',
    (value) => {
      expect(parseDate(value)).toBeUndefined()
    },
  )

  it("reads the last day of each month, and a leap year's 29 February", () => {
    expect(parseDate('2026-12-31')).toEqual({ year: 2026, month: 12, day: 31 })
    expect(parseDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 })
    expect(parseDate('2026-11-30')).toEqual({ year: 2026, month: 11, day: 30 })
  })

  it('reads a time with 3 colon-separated parts', () => {
    expect(parseTime('16:05:00')).toEqual({ hours: 16, minutes: 5, seconds: 0 })
  })

  it.each(['16:05', '16', '', '25:00:00'])('treats %j as an empty time', (value) => {
    expect(parseTime(value)).toBeUndefined()
  })
})

describe('AM/PM display (§5.11)', () => {
  it.each([
    ['09:30:00', '9:30 AM'],
    ['12:00:00', '12:00 AM'],
    ['13:15:00', '1:15 PM'],
    ['23:59:00', '11:59 PM'],
  ])('shows %s as %s', (value, shown) => {
    expect(formatAmPm(value)).toBe(shown)
  })

  it('gives false for empty input', () => {
    expect(formatAmPm('')).toBe(false)
    expect(formatAmPm(undefined)).toBe(false)
  })
})

describe('display dates (§2.2, §9)', () => {
  it('formats M/d/yyyy without leading zeros', () => {
    expect(formatDisplayDate('2026-03-08')).toBe('3/8/2026')
  })

  it('shows the end date only when it differs', () => {
    expect(formatDateRange('2026-03-08', '2026-03-08')).toBe('3/8/2026')
    expect(formatDateRange('2026-03-08', '2026-03-10')).toBe('3/8/2026 - 3/10/2026')
    expect(formatDateRange('2026-03-08', '')).toBe('3/8/2026')
    // An unreadable start leaves the date unknown (§5.11), not a range that starts with " - ".
    expect(formatDateRange('', '2026-12-20')).toBe('')
    expect(formatDateRange('12/20', '2026-12-20')).toBe('')
  })
})
