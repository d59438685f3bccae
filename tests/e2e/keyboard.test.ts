import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demo, logInAs, newPage, setUpBrowser, waitForText } from './harness'

/**
 * Keyboard-only runs of the main flows: Tab to move, Enter or Space to press, typing to fill.
 * No mouse event is sent; the page also records any pointer event it sees, and none may come.
 */
setUpBrowser({ reset: 'each' })

async function keyboardPage(): Promise<Page> {
  const { page } = await newPage()
  await page.addInitScript(() => {
    const pointer: string[] = []
    ;(window as unknown as { __pointer: string[] }).__pointer = pointer
    for (const type of ['mousedown', 'mouseup', 'click', 'pointerdown']) {
      window.addEventListener(
        type,
        (event) => {
          // Enter and Space on a button fire a synthetic click with detail 0 and no coordinates.
          if ((event as MouseEvent).detail > 0 || (event as MouseEvent).screenX !== 0) pointer.push(type)
        },
        true,
      )
    }
  })
  return page
}

/** Presses Tab until the focused element has the accessible name (or label) asked for. */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element) return ''
      const labelled = element.getAttribute('aria-label') ?? ''
      const label = (element as HTMLInputElement).labels?.[0]?.textContent ?? ''
      return `${labelled} ${label} ${element.textContent ?? ''} ${(element as HTMLInputElement).value ?? ''}`.replace(
        /\s+/g,
        ' ',
      )
    })
    if (name.test(focused)) return
  }
  throw new Error(`could not reach ${name} with Tab`)
}

async function expectNoPointer(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pointer: string[] }).__pointer)).toEqual([])
}

describe('keyboard only', () => {
  it('logs in through the modal on the home page', async () => {
    const page = await keyboardPage()
    await page.goto('/')
    await page.waitForSelector('[data-pd-widget="login"][data-pd-mounted="true"]')
    await tabTo(page, /log in/i)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await tabTo(page, /email or username/i)
    await page.keyboard.type('verified@example.org')
    await tabTo(page, /password/i)
    await page.keyboard.type('Demo-pass-1')
    // The page reloads 0.5 s after the login (§4.5) and its record of pointer events with it: read
    // the record first, then log in and wait for the reload.
    await expectNoPointer(page)
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    expect(await page.evaluate(() => localStorage.getItem('t'))).toBeTruthy()
  })

  it('closes the login modal with Escape and returns focus to its button', async () => {
    const page = await keyboardPage()
    await page.goto('/')
    await page.waitForSelector('[data-pd-widget="login"][data-pd-mounted="true"]')
    await tabTo(page, /log in/i)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // The page is still updating as the dialog goes (the modal's own focus return runs after paint).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/log in/i)
  })

  it('registers a guest for a virtual PD', async () => {
    const page = await keyboardPage()
    await page.goto('/event/?id=103')
    await page.getByRole('button', { name: 'Register' }).waitFor()
    await tabTo(page, /^\s*email/i)
    await page.keyboard.type('keyboard.guest@example.org')
    await tabTo(page, /first name/i)
    await page.keyboard.type('Kim')
    await tabTo(page, /last name/i)
    await page.keyboard.type('Keys')
    await tabTo(page, /how did you hear/i)
    await page.keyboard.press('ArrowDown')
    await tabTo(page, /^\s*register\s*$/i)
    // The page changes after the registration, and its record of pointer events with it.
    await expectNoPointer(page)
    await page.keyboard.press('Enter')
    await page.waitForURL('**/onboarding-step1/')
  })

  it('finds and submits a survey', async () => {
    const page = await keyboardPage()
    await page.goto('/survey/?id=121')
    await page.getByRole('button', { name: 'Continue' }).waitFor()
    await tabTo(page, /what email address did you use/i)
    await page.keyboard.type('guest@example.org')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Submit Survey' }).waitFor()
    const required = page.locator('[data-pd-widget="survey"] :is(input, textarea)[required]:not([disabled])')
    for (let index = 0; index < (await required.count()); index += 1) {
      const field = required.nth(index)
      if ((await field.inputValue()) !== '') continue
      await field.focus()
      await page.keyboard.type(index % 2 ? 'Clear and useful.' : 'Yes')
    }
    const groups = page.locator('[data-pd-widget="survey"] fieldset')
    for (let index = 0; index < (await groups.count()); index += 1) {
      await groups.nth(index).locator('input[type="radio"]').first().focus()
      await page.keyboard.press('Space')
    }
    await tabTo(page, /submit survey/i)
    // The page leaves 0.5 s after the survey (§4.3), and its record of pointer events with it.
    await expectNoPointer(page)
    await page.keyboard.press('Enter')
    await waitForText(page, 'Survey was successfully completed')
  })

  it('cancels a registration through the confirmation dialog', async () => {
    const page = await keyboardPage()
    await logInAs(page, 'verified@example.org')
    const { ticketId } = await demo<{ ticketId: string }>('/__demo/tickets', {
      userEmail: 'verified@example.org',
      eventId: '103',
      status: 'Registered',
    })
    await page.goto(`/account/#!/my-account-finlit-acadameny-view-event/103/${ticketId}`)
    await page.getByRole('button', { name: 'Cancel Registration' }).waitFor()
    await tabTo(page, /cancel registration/i)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').waitFor()
    await tabTo(page, /yes, cancel this registration/i)
    await page.keyboard.press('Enter')
    await waitForText(page, 'Registration was successfuly cancelled')
    await expectNoPointer(page)
  })

  it('walks the password checks and changes the password', async () => {
    const page = await keyboardPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('/account/#!/my-account-profile')
    await page
      .getByRole('button', { name: '(change password)' })
      .or(page.getByRole('link', { name: '(change password)' }))
      .first()
      .waitFor()
    await tabTo(page, /\(change password\)/i)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await tabTo(page, /save account/i)
    await page.keyboard.press('Enter')
    await waitForText(page, 'You need enter a password if you want to change it')
    await dialog
      .getByLabel(/new password/i)
      .first()
      .focus()
    await page.keyboard.type('Better-pass-2')
    await tabTo(page, /save account/i)
    await page.keyboard.press('Enter')
    await waitForText(page, 'Will you please retype your password?')
    await dialog.getByLabel(/retype/i).focus()
    await page.keyboard.type('Better-pass-3')
    await tabTo(page, /save account/i)
    await page.keyboard.press('Enter')
    await waitForText(page, 'Passwords do not match.')
    await dialog.getByLabel(/retype/i).focus()
    await page.keyboard.press('Backspace')
    await page.keyboard.type('2')
    await tabTo(page, /save account/i)
    await page.keyboard.press('Enter')
    await waitForText(page, 'Your password has been updated')
    await expectNoPointer(page)
  })
})

describe('the focus after a failed call', () => {
  /** What has the focus: its tag and its accessible text, or "body". */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement
      if (!element || element === document.body) return 'body'
      const label = (element as HTMLInputElement).labels?.[0]?.textContent ?? element.textContent ?? ''
      return `${element.tagName.toLowerCase()} ${label.replace(/\s+/g, ' ').trim()}`
    })

  it('stays on the log-in button after a wrong password', async () => {
    const { page } = await newPage()
    await page.goto('/login/')
    await page.getByLabel(/email or username/i).fill('verified@example.org')
    await page.getByLabel(/^password/i).fill('not-the-password')
    const button = page.getByRole('main').getByRole('button', { name: 'Log In' })
    await button.focus()
    const answered = page.waitForResponse((response) => response.url().includes('/user-login-manager/api/'))
    await page.keyboard.press('Enter')
    await answered
    await button.and(page.locator(':enabled')).waitFor()
    expect(await focused(page)).toMatch(/^button Log In$/i)
  })

  it('stays in the field Enter was pressed in when a registration fails', async () => {
    const { page } = await newPage()
    await page.route('**/aaa-content/user/api/events/register/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    )
    await page.goto('/event/?id=103')
    await page.getByLabel(/^Email/).fill('focus.guest@example.org')
    await page.getByLabel(/^First name/).fill('Sam')
    await page.getByLabel(/How did you hear/).selectOption({ label: 'Web search' })
    await page.getByLabel(/^Last name/).fill('Rivera')
    await page.getByLabel(/^Last name/).press('Enter')
    await waitForText(page, 'There was an error. Registration was not completed')
    await page.getByRole('button', { name: 'Register' }).and(page.locator(':enabled')).waitFor()
    expect(await focused(page)).toMatch(/^input Last name/)
    expect(await page.getByLabel(/^Last name/).inputValue()).toBe('Rivera')
  })

  it("goes from a dismissed message to the next one's Dismiss, then back where it came from", async () => {
    const { page } = await newPage()
    let refusals = 0
    await page.route('**/contactRequests/send/', (route) => {
      refusals += 1
      const body = JSON.stringify({ success: false, errorText: `Not sent (${refusals})` })
      return route.fulfill({ contentType: 'application/json', body })
    })
    await page.goto('/contact/')
    await page.getByLabel(/^Your name/).fill('Ada')
    await page.getByLabel(/^Email address/).fill('ada@example.org')
    await page.getByLabel(/^Subject/).fill('A question')
    await page.getByLabel(/^Message/).fill('Hello')
    const send = page.getByRole('button', { name: 'Send message' })
    const dismiss = page.locator('.pd-alerts').getByRole('button', { name: 'Dismiss message' })
    await send.focus()
    await page.keyboard.press('Enter')
    await dismiss.waitFor()
    // The pointer rests on the banner, which holds its messages meanwhile (§4.7's second).
    await page.locator('.pd-alerts').hover()
    await send.and(page.locator(':enabled')).waitFor()
    await page.keyboard.press('Enter')
    await expect.poll(() => dismiss.count()).toBe(2)
    await send.focus()
    await dismiss.first().focus()
    await page.keyboard.press('Enter')
    expect(await dismiss.count()).toBe(1)
    expect(await dismiss.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => dismiss.count()).toBe(0)
    expect(await focused(page)).toBe('button Send message')
  })
})
