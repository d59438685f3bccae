import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  baseUrl,
  callFromPage,
  DEMO_PASSWORD,
  demo,
  logInAs,
  newPage,
  type OutboxEmail,
  registerAsGuest,
  setUpBrowser,
} from './harness'

setUpBrowser({ reset: 'each' })

/** A teacher registers through the API from inside the page, as the widget would. */
async function registerAsTeacher(page: Page, eventID: string): Promise<void> {
  await logInAs(page, 'verified@example.org')
  const answer = await callFromPage(page, '/aaa-content/user/api/events/register/', {
    eventID,
    registrationForm: {},
  })
  expect(answer.success).toBe(true)
}

/** The site's links of an e-mail; the video session's join link goes to the video service. */
const linksOf = (mail: OutboxEmail) =>
  (mail.text.match(/https?:\/\/\S+/g) ?? []).filter((link) => link.startsWith(baseUrl()))

async function expectLandsRight(browserPage: Page, link: string): Promise<void> {
  const url = new URL(link)
  expect(url.origin).toBe(new URL(baseUrl()).origin)
  expect((await browserPage.goto(link))?.status()).toBe(200)
  if (url.pathname === '/survey/view/') {
    const survey = browserPage.locator('[data-pd-widget="survey"]')
    // The survey of a session not yet over, or its closed notice: either way the event's own page.
    const landed = /The survey opens when the session is over\.|Budgeting Games for the First Week/
    await expect.poll(() => survey.innerText(), { timeout: 10_000 }).toMatch(landed)
  } else if (url.pathname === '/account/') {
    // §2.1: a logged-out visitor is sent home; a logged-in one sees the ticket detail.
    await expect
      .poll(() => new URL(browserPage.url()).pathname, { timeout: 10_000 })
      .toMatch(/^\/(account\/)?$/)
  } else {
    throw new Error(`unexpected link ${link}`)
  }
}

describe('e-mail links in Chromium', () => {
  it('opens every link of the registration e-mails and downloads the ICS attachment', async () => {
    const { page } = await newPage()
    await registerAsGuest(page, '103', 'mail.guest@example.org')
    const { page: teacherPage } = await newPage()
    await registerAsTeacher(teacherPage, '104')
    const outbox = await demo<OutboxEmail[]>('/__demo/outbox')
    const guestMail = outbox.find((mail) => mail.to === 'mail.guest@example.org')
    const teacherMail = outbox.find((mail) => mail.to === 'verified@example.org')
    expect(linksOf(guestMail!)).toEqual([expect.stringContaining('/survey/view/?id=103&ticketId=')])
    expect(linksOf(teacherMail!)).toEqual([
      expect.stringContaining('/account/#!/my-account-finlit-acadameny-view-event/104/'),
    ])

    const { page: reader } = await newPage()
    for (const link of [...linksOf(guestMail!), ...linksOf(teacherMail!)])
      await expectLandsRight(reader, link)
    await expectLandsRight(teacherPage, linksOf(teacherMail!)[0]!)
    await teacherPage.getByRole('link', { name: /Add to Office 365 Calendar/ }).waitFor()

    const attachment = guestMail!.attachments[0]!
    const download = await reader.evaluate(async (url) => {
      const response = await fetch(url)
      return { type: response.headers.get('Content-Type'), body: await response.text() }
    }, attachment.url)
    expect(download.type).toMatch(/^text\/calendar/)
    expect(download.body).toContain('BEGIN:VEVENT')
  })

  it('takes a teacher who opens the ticket link without a session to the ticket once logged in', async () => {
    const { page: teacherPage } = await newPage()
    await registerAsTeacher(teacherPage, '104')
    const outbox = await demo<OutboxEmail[]>('/__demo/outbox')
    const ticketLink = linksOf(outbox.find((mail) => mail.to === 'verified@example.org')!)[0]!
    const { page } = await newPage()
    await page.goto(ticketLink)
    // §2.1: no session, so "/" first.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/')
    const header = page.locator('.site-login')
    await header.getByRole('button', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log In' })
    await dialog.getByLabel('Email or Username').fill('verified@example.org')
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Log In' }).click()
    await page.waitForURL(ticketLink, { timeout: 10_000 })
    await page.getByRole('link', { name: /Add to Office 365 Calendar/ }).waitFor()
  })
})
