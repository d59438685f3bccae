import { describe, expect, it } from 'vitest'
import {
  type CalendarEvent,
  calendarDetails,
  calendarEntry,
  compactUtc,
  dailyRule,
  googleCalendarUrl,
  office365CalendarUrl,
  outlookCalendarUrl,
} from '../../../shared/dates/calendar-links'
import { setLocale } from '../../../shared/messages/locale'

const video = { name: 'Zoom', linkField: 'zoomLink', hostField: 'zoomHost' }

const event: CalendarEvent = {
  title: 'Teaching Credit Scores',
  startDate: '2026-07-15',
  endDate: '2026-07-15',
  startTime: '16:00:00',
  endTime: '17:00:00',
  description: '<p>A <strong>live</strong> session.</p>',
  zoomLink: 'https://zoom.example.org/j/1',
  zoomHost: 'Maya Chen',
}

const start = (date: string, time: string, timeZone?: string) =>
  calendarEntry({ title: 'x', startDate: date, startTime: time, timeZone }, video)?.start.toISOString()

const params = (url: string | undefined) => new URL(url ?? 'https://missing.example').searchParams

describe('Pacific event time to UTC (§7.6)', () => {
  it('adds 7 hours on a daylight-time date and 8 on a standard-time one (§7.6)', () => {
    expect(start('2026-07-15', '16:00:00')).toBe('2026-07-15T23:00:00.000Z')
    expect(start('2026-12-15', '16:00:00')).toBe('2026-12-16T00:00:00.000Z')
  })

  it('uses the rules of the event date, not of today, around 2026-03-08 (§7.6)', () => {
    expect(start('2026-03-07', '10:00:00')).toBe('2026-03-07T18:00:00.000Z')
    expect(start('2026-03-08', '10:00:00')).toBe('2026-03-08T17:00:00.000Z')
  })

  it('moves 02:30 on 2026-03-08, which does not exist, forward to 03:30 PDT (§7.6)', () => {
    expect(start('2026-03-08', '02:30:00')).toBe('2026-03-08T10:30:00.000Z')
  })

  it('chooses the earlier instant (PDT) for the repeated 01:30 on 2026-11-01 (§7.6)', () => {
    expect(start('2026-11-01', '01:30:00')).toBe('2026-11-01T08:30:00.000Z')
  })

  it('accepts HH:mm times (§3.1)', () => {
    expect(start('2026-07-15', '16:00')).toBe('2026-07-15T23:00:00.000Z')
  })

  it('gives nothing for a date without 3 parts (§5.11)', () => {
    expect(start('2026-07', '16:00:00')).toBeUndefined()
  })

  it('formats dates as yyyyMMddTHHmmssZ (§7.6)', () => {
    expect(compactUtc(new Date('2026-07-15T23:00:00.000Z'))).toBe('20260715T230000Z')
  })
})

describe('calendar entry', () => {
  it('reads a Denver event at the Denver hour on both sides of the 2026-11-01 change', () => {
    expect(start('2026-10-31', '09:00', 'America/Denver')).toBe('2026-10-31T15:00:00.000Z')
    expect(start('2026-11-02', '09:00', 'America/Denver')).toBe('2026-11-02T16:00:00.000Z')
  })

  it('makes a multi-day timed event one daily session per day', () => {
    const entry = calendarEntry({ ...event, endDate: '2026-07-19' }, video)
    expect(entry?.sessions).toBe(5)
    expect(entry?.end.toISOString()).toBe('2026-07-16T00:00:00.000Z')
    expect(entry && dailyRule(entry)).toBe('RRULE:FREQ=DAILY;COUNT=5')
  })

  it('makes a two-day event two daily sessions, not one (the smallest multi-day event)', () => {
    const entry = calendarEntry({ ...event, endDate: '2026-07-16' }, video)
    expect(entry?.sessions).toBe(2)
    expect(entry && dailyRule(entry)).toBe('RRULE:FREQ=DAILY;COUNT=2')
  })

  it('has no rule for a one-day event', () => {
    const entry = calendarEntry(event, video)
    expect(entry && dailyRule(entry)).toBeUndefined()
  })

  it('gives an event without an end time one hour, and never an end before the start', () => {
    const noEnd = calendarEntry({ ...event, endTime: '' }, video)
    expect(noEnd && noEnd.end.getTime() - noEnd.start.getTime()).toBe(3_600_000)
    const backwards = calendarEntry({ ...event, endTime: '15:00:00' }, video)
    expect(backwards && backwards.end > backwards.start).toBe(true)
  })

  it('ends an overnight session the next morning, one entry without a daily rule', () => {
    const entry = calendarEntry(
      { ...event, startDate: '2026-11-27', endDate: '2026-11-28', startTime: '22:00', endTime: '01:00' },
      video,
    )
    expect(entry?.start.toISOString()).toBe('2026-11-28T06:00:00.000Z')
    expect(entry?.end.toISOString()).toBe('2026-11-28T09:00:00.000Z')
    expect(entry && dailyRule(entry)).toBeUndefined()
  })

  it('makes an event with dates but no time all-day, ending the day after the last day', () => {
    const entry = calendarEntry({ ...event, startTime: '', endTime: '', endDate: '2026-07-17' }, video)
    expect(entry?.allDay).toBe(true)
    expect(entry?.sessions).toBe(1)
    expect(entry?.start.toISOString()).toBe('2026-07-15T07:00:00.000Z')
    expect(entry?.end.toISOString()).toBe('2026-07-18T07:00:00.000Z')
  })

  it('decodes HTML entities exactly once in the title, details and place', () => {
    const entry = calendarEntry(
      {
        ...event,
        title: 'Caf&eacute; &amp;lt;budget&amp;gt;',
        description: '<p>Cr&eacute;dito &amp;lt;b&amp;gt;</p>',
        location: 'Sal&oacute;n 3',
      },
      video,
    )
    expect(entry?.title).toBe('Café &lt;budget&gt;')
    expect(entry?.details).toContain('Crédito &lt;b&gt;')
    expect(entry?.location).toBe('Salón 3')
  })

  it('has no entry for an event without a date (on-demand)', () => {
    expect(calendarEntry({ ...event, startDate: '' }, video)).toBeUndefined()
  })
})

describe('calendar links (§7.6)', () => {
  it('builds the event-template link with text, dates, details and location (§7.6)', () => {
    const url = new URL(googleCalendarUrl(event, video) ?? '')
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('text')).toBe('Teaching Credit Scores')
    expect(url.searchParams.get('dates')).toBe('20260715T230000Z/20260716T000000Z')
    expect(url.searchParams.get('location')).toBe('https://zoom.example.org/j/1')
    expect(url.searchParams.get('recur')).toBeNull()
  })

  it('puts the plain description, the video link and the host in the details (§7.6)', () => {
    const details = calendarDetails(event, video)
    expect(details).toContain('A live session.')
    expect(details).not.toContain('<strong>')
    expect(details).toContain('Zoom link: https://zoom.example.org/j/1')
    expect(details).toContain('Zoom host: Maya Chen')
  })

  it("writes the description's links out, read against the page, and ends with the way back to the ticket", () => {
    const described = {
      ...event,
      description:
        '<p>Read the <a href="/help-center/">Help Center</a>, <a href="javascript:alert(1)">this</a>, ' +
        "<a href='https://forms.example.org/?a=1&amp;lt=2'>the form</a> and " +
        '<a href="https://x.example.org">https://x.example.org</a>; ' +
        '<a href="mailto:help@site.example.org?subject=Hi">write to us</a>.</p>',
    }
    const wayBack = 'Your ticket and its survey: https://site.example.org/account/#!/ticket'
    const details = calendarDetails(described, {
      ...video,
      linkBase: 'https://site.example.org/event/',
      wayBack,
    })
    expect(details.split('\n\n')).toEqual([
      'Read the Help Center (https://site.example.org/help-center/), this, ' +
        'the form (https://forms.example.org/?a=1&lt=2) and https://x.example.org; write to us (help@site.example.org).',
      'Zoom link: https://zoom.example.org/j/1',
      'Zoom host: Maya Chen',
      wayBack,
    ])
    // Without a page to read them against, links keep their names only, as before.
    expect(calendarDetails(described, video)).toContain('Read the Help Center, this, the form and')
    // A mailto: whose name is the address itself is written once.
    const mail = { ...event, description: '<a href="mailto:a@b.org">a@b.org</a>' }
    expect(calendarDetails(mail, { ...video, linkBase: 'https://site.example.org/' })).toMatch(/^a@b\.org\n/)
  })

  it('leaves out a video link that is not an http(s) address, as JOIN and the ICS file do', () => {
    for (const zoomLink of [
      'javascript:alert(1)',
      '  JAVASCRIPT:alert(1)',
      'java\tscript:x',
      '/relative/path',
    ]) {
      const bad = { ...event, zoomLink }
      const details = calendarDetails(bad, video)
      expect(details).not.toContain('Zoom link')
      expect(details).toContain('Zoom host: Maya Chen')
      for (const url of [
        googleCalendarUrl(bad, video),
        outlookCalendarUrl(bad, video),
        office365CalendarUrl(bad, video),
      ]) {
        expect(url?.toLowerCase()).not.toContain('script')
        expect(url).not.toContain('relative')
      }
    }
  })

  it('names the video service it is given, not a fixed one', () => {
    const meet = { name: 'Meet', linkField: 'meetLink', hostField: 'meetHost' }
    const details = calendarDetails({ ...event, meetLink: 'https://meet.example.org/x' }, meet)
    expect(details).toContain('Meet link: https://meet.example.org/x')
    expect(details).not.toContain('zoom.example.org')
  })

  it('gives Google the first session and a daily recurrence for a multi-day event', () => {
    const google = params(googleCalendarUrl({ ...event, endDate: '2026-07-17' }, video))
    expect(google.get('dates')).toBe('20260715T230000Z/20260716T000000Z')
    expect(google.get('recur')).toBe('RRULE:FREQ=DAILY;COUNT=3')
    expect(google.get('ctz')).toBe('America/Los_Angeles')
  })

  it('gives Google all-day dates with the exclusive end', () => {
    const allDay = { ...event, startTime: '', endTime: '', endDate: '2026-07-17' }
    expect(params(googleCalendarUrl(allDay, video)).get('dates')).toBe('20260715/20260718')
  })

  it('builds an Outlook compose link with ISO UTC times', () => {
    const url = new URL(outlookCalendarUrl(event, video) ?? '')
    expect(url.hostname).toBe('outlook.live.com')
    expect(url.searchParams.get('subject')).toBe('Teaching Credit Scores')
    expect(url.searchParams.get('startdt')).toBe('2026-07-15T23:00:00Z')
    expect(url.searchParams.get('enddt')).toBe('2026-07-16T00:00:00Z')
    expect(url.searchParams.get('allday')).toBeNull()
  })

  it("tells Outlook, which takes no recurrence, how many daily sessions follow and the last one's day", () => {
    const body = params(outlookCalendarUrl({ ...event, endDate: '2026-07-17' }, video)).get('body') ?? ''
    expect(body).toContain('Meets daily, 3 sessions, through 7/17/2026.')
    // An evening session in Auckland: its day there, not the UTC day (the morning before).
    const auckland = { ...event, startTime: '19:00', endTime: '20:00', timeZone: 'Pacific/Auckland' }
    const late = params(
      outlookCalendarUrl({ ...auckland, startDate: '2026-12-30', endDate: '2027-01-01' }, video),
    )
    expect(late.get('body')).toContain('Meets daily, 3 sessions, through 1/1/2027.')
    expect(params(outlookCalendarUrl(event, video)).get('body')).not.toContain('Meets daily')
  })

  it("writes the added lines in a Spanish page's words and dates (1/10/2027 would read as 1 October)", async () => {
    await setLocale('es')
    try {
      const withVideo = {
        ...event,
        endDate: '2027-01-10',
        startDate: '2027-01-06',
        zoomLink: 'https://zoom.example.org/j/1',
      }
      const body = params(outlookCalendarUrl(withVideo, video)).get('body') ?? ''
      expect(body).toContain('Enlace de Zoom: https://zoom.example.org/j/1')
      expect(body).toContain('Se reúne a diario, 5 sesiones, hasta el 10/1/2027.')
    } finally {
      await setLocale('en')
    }
  })

  it('marks an all-day event allday=true for Outlook', () => {
    const outlook = params(outlookCalendarUrl({ ...event, startTime: '', endTime: '' }, video))
    expect(outlook.get('allday')).toBe('true')
    expect(outlook.get('startdt')).toBe('2026-07-15')
    expect(outlook.get('enddt')).toBe('2026-07-16')
  })

  it('builds the Office 365 link on outlook.office.com with the Outlook.com parameters', () => {
    const office = new URL(office365CalendarUrl(event, video) ?? '')
    const outlook = new URL(outlookCalendarUrl(event, video) ?? '')
    expect(office.origin + office.pathname).toBe('https://outlook.office.com/calendar/0/deeplink/compose')
    expect(office.search).toBe(outlook.search)
  })

  it('gives no link for an event without a start date', () => {
    expect(googleCalendarUrl({ ...event, startDate: null }, video)).toBeUndefined()
    expect(office365CalendarUrl({ ...event, startDate: null }, video)).toBeUndefined()
  })
})
