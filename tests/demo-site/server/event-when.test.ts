import { describe, expect, it } from 'vitest'
import { eventWhenText } from '../../../demo-site/server/event-when'

const webinar = { type: 'Webinar' }

describe('event date and time as e-mails write it', () => {
  it('writes M/d/yyyy and the session time with its zone', () => {
    expect(eventWhenText({ ...webinar, startDate: '2026-12-03', startTime: '16:00', endTime: '17:00' })).toBe(
      '12/3/2026, 4:00 PM - 5:00 PM PT',
    )
  })

  it('adds the end date only when it differs', () => {
    expect(
      eventWhenText({ ...webinar, startDate: '2026-12-03', endDate: '2026-12-05', startTime: '09:00' }),
    ).toBe('12/3/2026 - 12/5/2026, 9:00 AM - 10:00 AM PT')
  })

  it('says self-paced for an on-demand module, whatever its dates', () => {
    expect(eventWhenText({ type: 'FinLit On-Demand', startDate: '2026-12-03' })).toBe(
      'Self-paced: start any time',
    )
  })

  it('says the date is to be announced for a live event whose date cannot be read (never self-paced)', () => {
    expect(eventWhenText({ type: 'VPD', startDate: '2026/12/01', startTime: '10' })).toBe(
      'Date to be announced',
    )
    expect(eventWhenText({ ...webinar, startDate: '' })).toBe('Date to be announced')
  })
})
