import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, demo, logInAs, newPage, setUpBrowser } from './harness'

interface Mail {
  to: string
  text: string
  html: string
  attachments: { filename: string; contentType: string; url: string }[]
}

setUpBrowser({ reset: 'each' })

async function registerAsGuest(page: Page, email: string): Promise<void> {
  await page.goto('/event/?id=103')
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^First Name/).fill('Sam')
  await page.getByLabel(/^Last Name/).fill('Rivera')
  await page.getByLabel(/How did you hear/).selectOption({ label: 'Web search' })
  await page.getByRole('button', { name: 'Register' }).click()
  await page.waitForURL('**/onboarding-step1/')
}

/** A teacher registers through the API from inside the page, as the widget would. */
async function registerAsTeacher(page: Page, eventID: string): Promise<void> {
  await logInAs(page, 'verified@example.org')
  const success = await page.evaluate(async (id) => {
    const xsrf = document.cookie
      .split('; ')
      .find((part) => part.startsWith('XSRF-TOKEN='))
      ?.slice('XSRF-TOKEN='.length)
    const response = await fetch('/aaa-content/user/api/events/register/', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': decodeURIComponent(xsrf ?? ''),
        CPAUTH: localStorage.getItem('t') ?? '',
      },
      body: JSON.stringify({ eventID: id, registrationForm: {} }),
    })
    return (await response.json()).success as boolean
  }, eventID)
  expect(success).toBe(true)
}

const linksOf = (mail: Mail) => mail.text.match(/https?:\/\/\S+/g) ?? []

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
    await registerAsGuest(page, 'mail.guest@example.org')
    const { page: teacherPage } = await newPage()
    await registerAsTeacher(teacherPage, '104')
    const outbox = await demo<Mail[]>('/__demo/outbox')
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
})
