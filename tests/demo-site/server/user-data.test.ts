// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { LOGIN_BASE } from '../../../shared/contract/login-manager'
import { USER_API_BASE } from '../../../shared/contract/user-data'
import * as messages from '../../../shared/messages/messages'
import { createTestApp } from '../../helpers/test-app'

type Request = ReturnType<typeof createTestApp>['request']

async function logIn(request: Request) {
  return {
    CPAUTH: (await request(`${LOGIN_BASE}login/`, { json: { u: 'verified', p: 'Demo-pass-1' } })).info
      .t as string,
  }
}

describe('other user data (§7.3)', () => {
  it('saves the personal address and school name into extras', async () => {
    const { request } = createTestApp()
    const auth = await logIn(request)
    const addressForm = {
      school_name: 'Lincoln High',
      personal_address1: '12 Elm St',
      personal_address2: '',
      personal_city: 'Los Angeles',
      personal_state: 'CA',
      personal_zip: '90031',
    }
    expect(
      (await request(`${USER_API_BASE}user/user-personal-address/`, { json: { addressForm }, headers: auth }))
        .success,
    ).toBe(true)
    const { info } = await request(`${LOGIN_BASE}login/`, { json: {}, headers: auth })
    expect(info.currentUser.extras).toMatchObject({
      personal_address1: '12 Elm St',
      school_name: 'Lincoln High',
    })
    const missing = await request(`${USER_API_BASE}user/user-personal-address/`, {
      json: { addressForm: { ...addressForm, personal_city: ' ' } },
      headers: auth,
    })
    expect(missing.errorText).toContain('personal_city')
  })

  it('answers referral defaults and queues one e-mail per referred teacher', async () => {
    const { request } = createTestApp()
    const defaults = await request(`${USER_API_BASE}refer/get/`)
    expect(defaults.info).toEqual({ subject: expect.any(String), message: expect.any(String) })
    const body = {
      subject: 'Try this',
      message: 'Free lessons!',
      emails: [{ email: 'a@example.org' }, { email: 'b@example.org' }],
    }
    expect((await request(`${USER_API_BASE}mail/test.php`, { json: body })).errorText).toBe(
      messages.missingAuth,
    )
    const answer = await request(`${USER_API_BASE}mail/test.php`, {
      json: body,
      headers: await logIn(request),
    })
    expect(answer.info).toEqual({ subject: 'Try this', message: 'Free lessons!' })
    const outbox = await request('/__demo/outbox')
    expect(outbox.map((email: { to: string }) => email.to).sort()).toEqual(['a@example.org', 'b@example.org'])
  })

  it('sends an invitation sent again within ten minutes once, and counts it once (an answer lost)', async () => {
    let now = new Date('2026-03-02T18:00:00Z')
    const { request } = createTestApp({ now: () => now })
    const headers = await logIn(request)
    const send = (emails: string[], message = 'Free lessons!') =>
      request(`${USER_API_BASE}mail/test.php`, {
        json: { subject: 'Try this', message, emails: emails.map((email) => ({ email })) },
        headers,
      })
    expect((await send(['a@example.org', 'b@example.org'])).success).toBe(true)
    now = new Date(now.getTime() + 60_000)
    expect((await send(['a@example.org', 'b@example.org'])).success).toBe(true)
    expect((await send(['a@example.org', 'c@example.org'])).success).toBe(true)
    expect((await send(['a@example.org'], 'Other words')).success).toBe(true)
    const sent = (await request('/__demo/outbox')).map((email: { to: string }) => email.to).sort()
    expect(sent).toEqual(['a@example.org', 'a@example.org', 'b@example.org', 'c@example.org'])
    now = new Date(now.getTime() + 11 * 60_000)
    expect((await send(['a@example.org'])).success).toBe(true)
    expect(await request('/__demo/outbox')).toHaveLength(5)
  })

  it("keeps a referral's subject on one header line: a line break cannot add a Bcc", async () => {
    const { request } = createTestApp()
    const body = {
      subject: 'Hi\r\nBcc: everyone@example.org',
      message: 'Free lessons!',
      emails: [{ email: 'a@example.org' }],
    }
    expect(
      (await request(`${USER_API_BASE}mail/test.php`, { json: body, headers: await logIn(request) })).success,
    ).toBe(true)
    const [email] = await request('/__demo/outbox')
    expect(email.subject).toBe('Hi Bcc: everyone@example.org')
  })

  it('sends an account at most 30 referral e-mails a day, and more the next day', async () => {
    let now = new Date('2026-03-02T18:00:00Z')
    const { request } = createTestApp({ now: () => now })
    const auth = await logIn(request)
    const send = (round: number) =>
      request(`${USER_API_BASE}mail/test.php`, {
        json: {
          subject: 'Hi',
          message: 'Hi',
          emails: [1, 2, 3].map((n) => ({ email: `r${round}-${n}@example.org` })),
        },
        headers: auth,
      })
    for (let round = 0; round < 10; round++) expect((await send(round)).success).toBe(true)
    expect((await send(10)).errorText).toBe(messages.referLimitReached)
    expect(await request('/__demo/outbox')).toHaveLength(30)
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000)
    expect((await send(11)).success).toBe(true)
  })

  it('refuses a duplicate referral address (§5.5)', async () => {
    const { request } = createTestApp()
    const body = {
      subject: 'Hi',
      message: 'Hi',
      emails: [{ email: 'a@example.org' }, { email: 'A@example.org' }],
    }
    const answer = await request(`${USER_API_BASE}mail/test.php`, {
      json: body,
      headers: await logIn(request),
    })
    expect(answer.errorText).toBe(
      'a@example.org is listed more than once. Please list each email address only once.',
    )
  })

  it('finds schools by a 5-digit zip', async () => {
    const { request } = createTestApp()
    const { info } = await request(`${USER_API_BASE}nces/zip.php?zip=98122`)
    expect(info.length).toBeGreaterThan(2)
    expect(info[0]).toEqual({
      ncesId: expect.any(String),
      name: expect.any(String),
      city: 'Seattle',
      state: 'WA',
      zip: '98122',
    })
    expect((await request(`${USER_API_BASE}nces/zip.php?zip=12`)).errorText).toBe(
      'Please enter a 5-digit zip code.',
    )
    expect((await request(`${USER_API_BASE}nces/zip.php?zip=00000`)).info).toEqual([])
  })

  it('stores contact requests and subscriptions (idempotent)', async () => {
    const { request, db } = createTestApp()
    const contactForm = {
      name: 'Sam',
      email: 'sam@example.org',
      subject: 'Hello',
      message: 'A question about FinCamp.',
    }
    for (let i = 0; i < 2; i++) {
      // Sent again, as after a lost answer: stored once.
      expect(
        (await request(`${USER_API_BASE}contactRequests/send/`, { json: { contactForm } })).success,
      ).toBe(true)
      const blog = { subscribeForm: { subscriptions_email: 'sam@example.org' } }
      expect((await request(`${USER_API_BASE}subscriptions/blog/`, { json: blog })).success).toBe(true)
      expect(
        (await request(`${USER_API_BASE}subscriptions/newsletter/`, { json: { email: 'sam@example.org' } }))
          .success,
      ).toBe(true)
    }
    expect(db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get()).toEqual({ n: 1 })
    expect(db.prepare('SELECT COUNT(*) AS n FROM subscriptions').get()).toEqual({ n: 2 })
    expect(
      (await request(`${USER_API_BASE}subscriptions/newsletter/`, { json: { email: '' } })).success,
    ).toBe(false)
  })

  it('stores a contact message sent again later, or with other words, as a new one', async () => {
    let now = new Date('2026-11-02T15:00:00Z')
    const { request, db } = createTestApp({ now: () => now })
    const contactForm = { name: 'Sam', email: 'sam@example.org', subject: 'Hello', message: 'One.' }
    const send = (form: typeof contactForm) =>
      request(`${USER_API_BASE}contactRequests/send/`, { json: { contactForm: form } })
    await send(contactForm)
    await send({ ...contactForm, message: 'Two.' })
    now = new Date(now.getTime() + 9 * 60_000)
    await send(contactForm)
    expect(db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get()).toEqual({ n: 2 })
    now = new Date(now.getTime() + 2 * 60_000)
    await send(contactForm)
    expect(db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get()).toEqual({ n: 3 })
  })

  it('answers the example list and projects only with a token (§6)', async () => {
    const { request } = createTestApp()
    expect((await request(`${USER_API_BASE}my-account-example/`, { json: {} })).errorText).toBe(
      messages.missingAuth,
    )
    expect((await request('/projects/crud/', { json: { method: 'view' } })).errorText).toBe(
      messages.notAuthorizedProjects,
    )
    const auth = await logIn(request)
    const example = await request(`${USER_API_BASE}my-account-example/`, { json: {}, headers: auth })
    expect(example.info.length).toBeGreaterThanOrEqual(6)
    const projects = await request('/projects/crud/', { json: { method: 'view' }, headers: auth })
    expect(Object.keys(projects.info.projects).length).toBeGreaterThan(0)
  })
})
