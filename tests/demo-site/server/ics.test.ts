// @vitest-environment node
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { escapeIcsText, foldIcsLine } from '../../../demo-site/server/ics'
import { SEED_EVENTS } from '../../../demo-site/server/seed'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import { createTestApp } from '../../helpers/test-app'

const NOW = new Date('2026-03-02T18:00:00Z')

async function icsOf(
  t: ReturnType<typeof createTestApp>,
  eventId: number | string,
  ticketId?: string,
  key?: string,
) {
  const query = (ticketId ? `&ticketId=${ticketId}` : '') + (key ? `&key=${key}` : '')
  const response = await t.fetch(`${EVENTS_BASE}get-ics-for-event?eventId=${eventId}${query}`)
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes, text: new TextDecoder().decode(bytes) }
}

/** The ticket's calendar key, as get-ticket/ gives it to its holder signed in (limited@example.org). */
async function calendarKeyOf(t: ReturnType<typeof createTestApp>, id: number | string, ticketId: string) {
  const login = await t.request(`${LOGIN_BASE}login/`, { json: { u: 'limited', p: 'Demo-pass-1' } })
  const ticket = await t.request(`${EVENTS_BASE}get-ticket/`, {
    json: { id: String(id), ticketId },
    headers: { CPAUTH: login.info.t },
  })
  return ticket.info.event.calendarKey as string
}

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const timezone = calendar.getFirstSubcomponent('vtimezone')
  if (timezone) ICAL.TimezoneService.register(new ICAL.Timezone(timezone))
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) }
}

describe('GET get-ics-for-event (§7.2, RFC 5545)', () => {
  it('answers a text/calendar attachment', async () => {
    const { response } = await icsOf(createTestApp({ now: () => NOW }), SEED_EVENTS.vpdOpen)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8; method=PUBLISH')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="event-103\.ics"$/)
    // It may carry a ticket's join link: kept by no shared cache.
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('says "Online" where an event has no place and the file no video link (no ticket given)', async () => {
    const { text } = await icsOf(createTestApp({ now: () => NOW }), SEED_EVENTS.vpdOpen)
    expect(text).not.toMatch(/^URL:/m)
    expect(parseEvent(text).event.location).toBe('Online')
  })

  it('puts the start in America/Los_Angeles with a VTIMEZONE, and a stable UID', async () => {
    const t = createTestApp({ now: () => NOW })
    const { text } = await icsOf(t, SEED_EVENTS.vpdOpen)
    const { calendar, event } = parseEvent(text)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(calendar.getFirstPropertyValue('prodid')).toContain('FinLit')
    expect(event.startDate.zone?.tzid).toBe('America/Los_Angeles')
    expect(event.startDate.toString()).toMatch(/T16:00:00$/)
    // 4 PM Pacific in March 2026 (PDT from March 8) is 23:00 or 24:00 UTC: never the naive 16:00.
    expect(event.startDate.toJSDate().getUTCHours()).not.toBe(16)
    expect(event.summary).toBe('Budgeting Games for the First Week')
    expect(event.description).not.toContain('zoom.example.org')
    expect(event.uid).toBe(parseEvent((await icsOf(t, SEED_EVENTS.vpdOpen)).text).event.uid)
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/)
  })

  it('carries the join link for a ticket that holds a seat, and only then (§4.1)', async () => {
    const t = createTestApp({ now: () => NOW })
    const ticketOf = async (eventId: number, status: string) =>
      (await t.request('/__demo/tickets', { json: { userEmail: 'limited@example.org', eventId, status } }))
        .ticketId as string
    const registered = await ticketOf(SEED_EVENTS.vpdOpen, 'Registered')
    const key = await calendarKeyOf(t, SEED_EVENTS.vpdOpen, registered)
    const withSeat = parseEvent((await icsOf(t, SEED_EVENTS.vpdOpen, registered, key)).text).event
    expect(withSeat.description).toContain('https://zoom.example.org/j/810103')
    expect(withSeat.component.getFirstPropertyValue('url')).toBe('https://zoom.example.org/j/810103')
    const otherEvent = await ticketOf(SEED_EVENTS.vpdRegisteredConfirm, 'Registered')
    const otherKey = await calendarKeyOf(t, SEED_EVENTS.vpdRegisteredConfirm, otherEvent)
    for (const [ticketId, given] of [
      [otherEvent, otherKey],
      ['no-such-ticket', key],
    ]) {
      const { text } = await icsOf(t, SEED_EVENTS.vpdOpen, ticketId, given)
      expect(text).not.toContain('zoom.example.org')
    }
    // The place on the waitlist of another holder: its own key, no seat.
    const waiting = (
      await t.request('/__demo/tickets', {
        json: { userEmail: 'pending@example.org', eventId: SEED_EVENTS.vpdOpen, status: 'Waitlisted' },
      })
    ).ticketId as string
    expect((await icsOf(t, SEED_EVENTS.vpdOpen, waiting, key)).text).not.toContain('zoom.example.org')
  })

  it('carries the join link only with the key its holder was given, not for the ticket id alone', async () => {
    const t = createTestApp({ now: () => NOW })
    const { ticketId } = await t.request('/__demo/tickets', {
      json: { userEmail: 'limited@example.org', eventId: SEED_EVENTS.vpdOpen, status: 'Registered' },
    })
    const key = await calendarKeyOf(t, SEED_EVENTS.vpdOpen, ticketId)
    expect(key).toMatch(/^[\w-]{22}$/)
    expect((await icsOf(t, SEED_EVENTS.vpdOpen, ticketId)).text).not.toContain('zoom.example.org')
    const forged = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`
    expect((await icsOf(t, SEED_EVENTS.vpdOpen, ticketId, forged)).text).not.toContain('zoom.example.org')
    const keyed = parseEvent((await icsOf(t, SEED_EVENTS.vpdOpen, ticketId, key)).text).event
    expect(keyed.description).toContain('zoom.example.org')
    // The description's site links are written out in full: a calendar shows no HTML.
    expect(keyed.description).toMatch(
      /Help Center \(http:\/\/\S+\/help-center\/\) or write to us \(http:\/\/\S+\/contact\/\)/,
    )
    // The holder's entry leads back to the ticket; the ticket id alone gives no such line.
    expect(keyed.description).toMatch(
      new RegExp(
        `Your ticket and its survey: http://\\S+/account/#!/\\S+/${SEED_EVENTS.vpdOpen}/${ticketId}$`,
      ),
    )
    expect((await icsOf(t, SEED_EVENTS.vpdOpen, ticketId)).text).not.toContain('Your ticket')
    // The key with another event's id: no line to an event and ticket that do not go together.
    const other = parseEvent((await icsOf(t, SEED_EVENTS.webinarRegistered, ticketId, key)).text).event
    expect(other.description).not.toContain('Your ticket')
    // Without a session, get-ticket/ gives neither the link nor the key.
    const anonymous = await t.request(`${EVENTS_BASE}get-ticket/`, {
      json: { id: String(SEED_EVENTS.vpdOpen), ticketId },
    })
    expect(anonymous.info.event).not.toHaveProperty('calendarKey')
  })

  it('leaves out a join link that is not a plain http(s) address', async () => {
    const t = createTestApp({ now: () => NOW })
    for (const zoomLink of ['https://zoom.example.org/j/1\r\nX-INJECTED:1', 'javascript:alert(1)']) {
      const { id } = await t.request('/__demo/events', {
        json: {
          type: 'Webinar',
          title: 'Links',
          startDate: '2026-04-01',
          startTime: '10:00',
          endTime: '11:00',
          zoomLink,
        },
      })
      const { ticketId } = await t.request('/__demo/tickets', {
        json: { userEmail: 'limited@example.org', eventId: id, status: 'Registered' },
      })
      const { text } = await icsOf(t, id, ticketId, await calendarKeyOf(t, id, ticketId))
      expect(text).not.toMatch(/^X-INJECTED/m)
      expect(text).not.toContain('javascript:')
    }
  })

  it('uses CRLF line ends and folds long lines at 75 octets', async () => {
    const { text } = await icsOf(createTestApp({ now: () => NOW }), SEED_EVENTS.vpdRegisteredConfirm)
    expect(text.replaceAll('\r\n', '')).not.toContain('\n')
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(text).toContain('\r\n ')
  })

  it('escapes TEXT values and keeps multi-byte characters whole when folding', async () => {
    const t = createTestApp({ now: () => NOW })
    const title = 'Ahorro; crédito, y más: ¿qué enseñar? ✓✓✓ '.repeat(3)
    const created = await t.request('/__demo/events', {
      json: {
        type: 'Webinar',
        title,
        startDate: '2026-04-01',
        startTime: '10:00',
        endTime: '11:00:00',
        description: '<p>Line one</p><p>Back\\slash</p>',
      },
    })
    const { bytes, text } = await icsOf(t, created.id)
    // A fold inside a multi-byte character leaves bytes that are not UTF-8: a fatal decoder throws.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow()
    expect(text).not.toContain('\uFFFD')
    const { event } = parseEvent(text)
    expect(event.summary).toBe(title)
    expect(event.description).toContain('Back\\slash')
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    // A lone CR is a line break too, and other control characters are not TEXT (§3.3.11).
    expect(escapeIcsText('Line A\rLine B\r\nC\u0007D\tE')).toBe('Line A\\nLine B\\nCD\tE')
  })

  it('keeps a character outside the BMP whole where a fold falls inside it', async () => {
    const t = createTestApp({ now: () => NOW })
    // "SUMMARY:ab" is 10 octets: the first fold falls inside an emoji's surrogate pair.
    const title = `ab${'📅'.repeat(30)}`
    const created = await t.request('/__demo/events', {
      json: { type: 'Webinar', title, startDate: '2026-04-01', startTime: '10:00' },
    })
    const { bytes, text } = await icsOf(t, created.id)
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).not.toThrow()
    expect(text).not.toContain('\uFFFD')
    expect(parseEvent(text).event.summary).toBe(title)
  })

  it('never splits a UTF-8 sequence when folding', () => {
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(100)}`)
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
      expect(line.replace(/^ /, '')).toMatch(/^(SUMMARY:)?é+$/)
    }
  })

  it('writes all-day DATE values for an event without a time', async () => {
    const t = createTestApp({ now: () => NOW })
    const created = await t.request('/__demo/events', {
      json: { type: 'Conference', title: 'Summit', startDate: '2026-05-04', endDate: '2026-05-06' },
    })
    const { event } = parseEvent((await icsOf(t, created.id)).text)
    expect(event.startDate.isDate).toBe(true)
    expect(event.startDate.toString()).toBe('2026-05-04')
    expect(event.endDate.toString()).toBe('2026-05-07')
  })

  it('makes a multi-day timed event one daily session per day at the same local hour', async () => {
    const t = createTestApp({ now: () => NOW })
    const created = await t.request('/__demo/events', {
      json: {
        type: 'FinCamp',
        title: 'Camp week',
        startDate: '2026-03-06',
        endDate: '2026-03-10',
        startTime: '09:00',
        endTime: '15:00',
        timeZone: 'America/Denver',
      },
    })
    const { text } = await icsOf(t, created.id)
    expect(text).toContain('RRULE:FREQ=DAILY;COUNT=5\r\n')
    expect(text).toContain('DTSTART;TZID=America/Denver:20260306T090000\r\n')
    expect(text).toContain('DTEND;TZID=America/Denver:20260306T150000\r\n')
    const { event } = parseEvent(text)
    const starts: string[] = []
    const iterator = event.iterator()
    for (let next = iterator.next(); next; next = iterator.next()) starts.push(next.toJSDate().toISOString())
    // 9 AM MST is 16:00 UTC; from March 8 (MDT) it is 15:00 UTC.
    expect(starts).toEqual([
      '2026-03-06T16:00:00.000Z',
      '2026-03-07T16:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
      '2026-03-09T15:00:00.000Z',
      '2026-03-10T15:00:00.000Z',
    ])
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(6 * 3_600_000)
  })

  it('generates the VTIMEZONE from the zone, with both observances around a DST change', async () => {
    const t = createTestApp({ now: () => NOW })
    const { text } = await icsOf(t, SEED_EVENTS.finCampInPerson)
    const { calendar, event } = parseEvent(text)
    const zone = calendar.getFirstSubcomponent('vtimezone')
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Denver')
    expect(zone?.getAllSubcomponents('daylight')[0]?.getFirstPropertyValue('tzoffsetto')?.toString()).toBe(
      '-06:00',
    )
    expect(zone?.getAllSubcomponents('standard')[0]?.getFirstPropertyValue('tzoffsetto')?.toString()).toBe(
      '-07:00',
    )
    expect(text).not.toContain('America/Los_Angeles')
    expect(event.startDate.zone?.tzid).toBe('America/Denver')
  })

  it('gives a zone without DST one STANDARD observance', async () => {
    const t = createTestApp({ now: () => NOW })
    const created = await t.request('/__demo/events', {
      json: {
        type: 'Webinar',
        title: 'Phoenix',
        startDate: '2026-07-01',
        startTime: '10:00',
        timeZone: 'America/Phoenix',
      },
    })
    const { text } = await icsOf(t, created.id)
    const { calendar, event } = parseEvent(text)
    const zone = calendar.getFirstSubcomponent('vtimezone')
    expect(zone?.getAllSubcomponents('daylight')).toHaveLength(0)
    expect(zone?.getAllSubcomponents('standard')).toHaveLength(1)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-01T17:00:00.000Z')
  })

  it('ends one hour after the start when the event has no end time', async () => {
    const t = createTestApp({ now: () => NOW })
    const created = await t.request('/__demo/events', {
      json: { type: 'Webinar', title: 'Short', startDate: '2026-04-01', startTime: '10:00' },
    })
    const { event } = parseEvent((await icsOf(t, created.id)).text)
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(3_600_000)
  })

  it('decodes HTML entities of the title and description once', async () => {
    const t = createTestApp({ now: () => NOW })
    const created = await t.request('/__demo/events', {
      json: {
        type: 'Webinar',
        title: 'Caf&eacute; talk',
        startDate: '2026-04-01',
        startTime: '10:00',
        description: '<p>Use &amp;lt;b&amp;gt; for bold &eacute;</p>',
      },
    })
    const { event } = parseEvent((await icsOf(t, created.id)).text)
    expect(event.summary).toBe('Café talk')
    expect(event.description).toContain('Use &lt;b&gt; for bold é')
  })

  it('answers 404 with a short text for an on-demand event, never a dateless VEVENT', async () => {
    const { response, text } = await icsOf(createTestApp({ now: () => NOW }), SEED_EVENTS.onDemandNotStarted)
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect(text).not.toContain('BEGIN:VEVENT')
    expect(text).toBe('This event is taken at your own pace, so it has no calendar entry.')
  })

  it('says an event whose date cannot be read (§5.11) has no date, so no calendar entry', async () => {
    const app = createTestApp({ now: () => NOW })
    const { id } = await app.request('/__demo/events', {
      json: { type: 'Webinar', title: 'Some day', startDate: '2026-02-30', startTime: '16:00:00' },
    })
    const { response, text } = await icsOf(app, id)
    expect(response.status).toBe(404)
    expect(text).toBe('This event has no date, so it has no calendar entry.')
  })

  it('says a course with a module, which has dates, has no calendar entry because it is self-paced', async () => {
    const { response, text } = await icsOf(
      createTestApp({ now: () => NOW }),
      SEED_EVENTS.certificationWithModule,
    )
    expect(response.status).toBe(404)
    expect(text).toBe('This event is taken at your own pace, so it has no calendar entry.')
  })

  it('answers a 404 envelope for an unknown event', async () => {
    const { response } = await icsOf(createTestApp(), 424242)
    expect(response.status).toBe(404)
  })
})
