import { describe, expect, it } from 'vitest'
import {
  calendarDetails,
  compactUtc,
  googleCalendarUrl,
  outlookCalendarUrl,
  pacificToUtc,
} from '../../../shared/dates/calendar-links'

const utc = (date: string, time: string) => pacificToUtc(date, time)?.toISOString()

describe('Pacific event time to UTC (§7.6)', () => {
  it('adds 7 hours on a daylight-time date (§7.6)', () => {
    expect(utc('2026-07-15', '16:00:00')).toBe('2026-07-15T23:00:00.000Z')
  })

  it('adds 8 hours on a standard-time date (§7.6)', () => {
    expect(utc('2026-12-15', '16:00:00')).toBe('2026-12-16T00:00:00.000Z')
  })

  it('uses the rules of the event date, not of today, around 2026-03-08 (§7.6)', () => {
    expect(utc('2026-03-07', '10:00:00')).toBe('2026-03-07T18:00:00.000Z')
    expect(utc('2026-03-08', '10:00:00')).toBe('2026-03-08T17:00:00.000Z')
  })

  it('moves 02:30 on 2026-03-08, which does not exist, forward to 03:30 PDT (§7.6)', () => {
    expect(utc('2026-03-08', '02:30:00')).toBe('2026-03-08T10:30:00.000Z')
  })

  it('chooses the earlier instant (PDT) for the repeated 01:30 on 2026-11-01 (§7.6)', () => {
    expect(utc('2026-11-01', '01:30:00')).toBe('2026-11-01T08:30:00.000Z')
  })

  it('switches to standard time after 2026-11-01 02:00 (§7.6)', () => {
    expect(utc('2026-11-01', '10:00:00')).toBe('2026-11-01T18:00:00.000Z')
    expect(utc('2026-10-31', '10:00:00')).toBe('2026-10-31T17:00:00.000Z')
  })

  it('accepts HH:mm times (§3.1)', () => {
    expect(utc('2026-07-15', '16:00')).toBe('2026-07-15T23:00:00.000Z')
  })

  it('gives nothing for a date without 3 parts (§5.11)', () => {
    expect(pacificToUtc('2026-07', '16:00:00')).toBeUndefined()
  })

  it('formats dates as yyyyMMddTHHmmssZ (§7.6)', () => {
    expect(compactUtc(new Date('2026-07-15T23:00:00.000Z'))).toBe('20260715T230000Z')
  })
})

const event = {
  title: 'Teaching Credit Scores',
  startDate: '2026-07-15',
  endDate: '2026-07-15',
  startTime: '16:00:00',
  endTime: '17:00:00',
  description: '<p>A <strong>live</strong> session.</p>',
  zoomLink: 'https://zoom.example.org/j/1',
  zoomHost: 'Maya Chen',
}

describe('calendar links (§7.6)', () => {
  it('builds the event-template link with text, dates, details and location (§7.6)', () => {
    const url = new URL(googleCalendarUrl(event) ?? '')
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('Teaching Credit Scores')
    expect(url.searchParams.get('dates')).toBe('20260715T230000Z/20260716T000000Z')
    expect(url.searchParams.get('location')).toBe('https://zoom.example.org/j/1')
  })

  it('puts the plain description, the video link and the host in the details (§7.6)', () => {
    const details = calendarDetails(event)
    expect(details).toContain('A live session.')
    expect(details).not.toContain('<strong>')
    expect(details).toContain('https://zoom.example.org/j/1')
    expect(details).toContain('Maya Chen')
  })

  it('builds an Outlook compose link with ISO UTC times', () => {
    const url = new URL(outlookCalendarUrl(event) ?? '')
    expect(url.hostname).toBe('outlook.live.com')
    expect(url.searchParams.get('subject')).toBe('Teaching Credit Scores')
    expect(url.searchParams.get('startdt')).toBe('2026-07-15T23:00:00Z')
    expect(url.searchParams.get('enddt')).toBe('2026-07-16T00:00:00Z')
  })

  it('gives no link for an event without a start date', () => {
    expect(googleCalendarUrl({ ...event, startDate: null })).toBeUndefined()
  })
})
