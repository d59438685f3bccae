import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { queueEmail } from '../../../demo-site/server/outbox'
import { SEED_EVENTS, SEED_GUEST_EMAIL, SEED_USERS } from '../../../demo-site/server/seed'
import { SiteConfigSchema } from '../../../shared/config/site-config'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { createTestApp } from '../../helpers/test-app'

const NOW = new Date('2026-03-02T18:00:00Z')
const HOSTILE_NAME = '<img src=x onerror=alert(1)>'
const HOSTILE_TITLE = 'Budgets</h2><script>alert(2)</script>'

/** A test app whose verified teacher and attended event carry markup in their names. */
function hostileApp() {
  const app = createTestApp({ now: () => NOW })
  app.db.prepare('UPDATE users SET first_name = ? WHERE id = 1').run(HOSTILE_NAME)
  app.db
    .prepare('UPDATE events SET title = ? WHERE id = ?')
    .run(HOSTILE_TITLE, SEED_EVENTS.vpdAttendedCurrent)
  return app
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html')
}

/** The hostile text is there as text, and no element made from it exists. */
function expectShownAsText(doc: Document): void {
  expect(doc.querySelectorAll('img, script:not([src="/printables/print.js"])').length).toBe(0)
  expect(doc.body.textContent).toContain(HOSTILE_NAME)
}

describe('server pages escape names and titles (§2.13, §7.6)', () => {
  it('prints a hostile name and event title on the certificate as text', async () => {
    const { fetch, db } = hostileApp()
    const { id } = db
      .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = 1')
      .get(SEED_EVENTS.vpdAttendedCurrent) as { id: string }
    const page = await fetch(
      `/event-certificates/?e=${SEED_EVENTS.vpdAttendedCurrent}&t=${id}&u=${SEED_USERS.verified.uuid}`,
    )
    const doc = parse(await page.text())
    expectShownAsText(doc)
    expect([...doc.querySelectorAll('h2')].map((h2) => h2.textContent)).toEqual([
      `${HOSTILE_NAME} Verified`,
      HOSTILE_TITLE,
    ])
    expect(doc.title).toBe(`Certificate: ${HOSTILE_TITLE}`)
  })

  it('prints a hostile name and event title on the transcript as text', async () => {
    const { fetch } = hostileApp()
    const doc = parse(await (await fetch(`/reports/?u=${SEED_USERS.verified.uuid}&f=false`)).text())
    expectShownAsText(doc)
    expect([...doc.querySelectorAll('tbody td')].map((td) => td.textContent)).toContain(HOSTILE_TITLE)
  })

  it('prints a hostile subject and recipient in the outbox as text', async () => {
    const { fetch, db } = hostileApp()
    queueEmail(db, { to: `${HOSTILE_NAME}@example.org`, subject: HOSTILE_TITLE, text: HOSTILE_NAME }, NOW)
    const doc = parse(await (await fetch('/outbox/')).text())
    expectShownAsText(doc)
    expect(doc.querySelector('article h2')?.textContent).toBe(HOSTILE_TITLE)
    expect(doc.querySelector('article div')?.textContent).toBe(HOSTILE_NAME)
  })

  it('prints the printable pages with a Print button run by a same-origin script, no inline script', async () => {
    const { fetch, db } = createTestApp({ now: () => NOW })
    const { id } = db
      .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = 1')
      .get(SEED_EVENTS.vpdAttendedCurrent) as { id: string }
    for (const path of [
      `/reports/?u=${SEED_USERS.verified.uuid}&f=false`,
      `/event-certificates/?e=${SEED_EVENTS.vpdAttendedCurrent}&t=${id}&u=${SEED_USERS.verified.uuid}`,
    ]) {
      const response = await fetch(path)
      const csp = response.headers.get('Content-Security-Policy') ?? ''
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toContain("unsafe-inline'; script")
      const html = await response.text()
      const doc = parse(html)
      expect(html).not.toMatch(/\son[a-z]+=/i)
      expect([...doc.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual([
        '/printables/print.js',
      ])
      expect(doc.querySelector('button[data-print]')?.textContent).toBe('Print')
    }
    const script = await fetch('/printables/print.js')
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(await script.text()).toContain('window.print()')
  })

  it('dates a finished module without dates by the day it was done, on the certificate and the transcript', async () => {
    const { fetch, db } = createTestApp({ now: () => NOW })
    const { id } = db
      .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = 1')
      .get(SEED_EVENTS.onDemandStarted) as { id: string }
    db.prepare("UPDATE tickets SET status = 'Attended', attended_at = ? WHERE id = ?").run(
      '2026-02-20T18:00:00Z',
      id,
    )
    const certificate = parse(
      await (
        await fetch(
          `/event-certificates/?e=${SEED_EVENTS.onDemandStarted}&t=${id}&u=${SEED_USERS.verified.uuid}`,
        )
      ).text(),
    )
    expect(certificate.body.textContent).toContain('on 2/20/2026, earning')
    expect(certificate.body.textContent).not.toContain('On demand')
    const transcript = parse(await (await fetch(`/reports/?u=${SEED_USERS.verified.uuid}&f=false`)).text())
    const row = [...transcript.querySelectorAll('tbody tr')].find((tr) =>
      tr.textContent?.includes('On-Demand'),
    )
    expect(row?.querySelector('td')?.textContent).toBe('2/20/2026')
  })

  it("lets no other site frame the server's own pages (a transcript shows a name and an e-mail)", async () => {
    const { fetch } = createTestApp({ now: () => NOW })
    const transcript = await fetch(`/reports/?u=${SEED_USERS.verified.uuid}&f=false`)
    expect(transcript.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'")
  })
})

describe('server pages at the paths the site config gives them (§2.13, §7.6)', () => {
  const PATHS = { certificates: '/certificates/', reports: '/transcripts/' }

  function appWithPaths() {
    return createTestApp({ now: () => NOW, config: v.parse(SiteConfigSchema, { paths: PATHS }) })
  }

  it('serves the certificate and the transcript at the configured paths, not at the defaults', async () => {
    const { fetch, db } = appWithPaths()
    const { id } = db
      .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = 1')
      .get(SEED_EVENTS.vpdAttendedCurrent) as { id: string }
    const query = `?e=${SEED_EVENTS.vpdAttendedCurrent}&t=${id}&u=${SEED_USERS.verified.uuid}`
    const certificate = await fetch(`/certificates/${query}`)
    expect(certificate.status).toBe(200)
    expect(parse(await certificate.text()).querySelector('h1')?.textContent).toBe('Certificate of Completion')
    expect((await fetch(`/transcripts/?u=${SEED_USERS.verified.uuid}&f=false`)).status).toBe(200)
    expect((await fetch(`/event-certificates/${query}`)).status).toBe(404)
    expect((await fetch(`/reports/?u=${SEED_USERS.verified.uuid}&f=false`)).status).toBe(404)
  })

  it('e-mails a certificate link at the configured path, and it opens', async () => {
    const t = appWithPaths()
    const eventID = SEED_EVENTS.vpdPastGuest
    const lookup = { eventID, emailAddressUsed: SEED_GUEST_EMAIL }
    const ticketId = (await t.request(`${EVENTS_BASE}find-survey-ticket/`, { json: lookup })).info
    const answers = {
      survey_email: SEED_GUEST_EMAIL,
      survey_school: 'Lincoln High School',
      survey_usefulness: 'Very useful',
      survey_takeaway: 'The savings goal worksheet.',
    }
    const submitted = await t.request(`${EVENTS_BASE}submit-survey/`, {
      json: { id: eventID, ticketId, answers },
    })
    expect(submitted.success).toBe(true)
    const [mail] = await t.request('/__demo/outbox')
    const [link] = (mail.text as string).match(/https?:\/\/\S+/g) ?? []
    expect(link).toMatch(/^http:\/\/localhost\/certificates\/\?e=\d+&t=\w+&u=[\w-]+$/)
    expect((await t.fetch(link!)).status).toBe(200)
  })

  it("gives the demo's reseeded certificate links the configured path", async () => {
    const { request, db } = appWithPaths()
    await request('/__demo/reset', { method: 'POST' })
    const links = db.prepare('SELECT certificate FROM tickets WHERE certificate IS NOT NULL').all() as {
      certificate: string
    }[]
    expect(links.length).toBeGreaterThan(0)
    for (const { certificate } of links)
      expect(certificate).toMatch(/^\/certificates\/\?e=\d+&t=\w+&u=[\w-]+$/)
  })
})
