import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, logInAs, newPage, setUpBrowser } from './harness'

setUpBrowser({ reset: 'each' })

const SURVEY_STATE = /\/account\/#!\/my-account-finlit-academy-view-event-survey\/121\/([^/]+)$/

/** The guest's survey link, found the way a guest finds it: by e-mail on /survey/?id= (§4.3). */
async function findGuestSurvey(page: Page): Promise<string> {
  await page.goto('/survey/?id=121')
  await page.getByRole('heading', { name: 'Saving for Emergencies' }).waitFor()
  await page
    .getByLabel(/^What email address did you use to sign up for the event\?/)
    .fill('guest@example.org')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.waitForURL((url) => SURVEY_STATE.test(url.href))
  return SURVEY_STATE.exec(page.url())?.[1] as string
}

async function answerSurvey(page: Page): Promise<void> {
  await page.getByLabel(/^Which school do you teach at\?/).fill('Lincoln High')
  await page.getByRole('radio', { name: 'Very useful', exact: true }).check()
  await page.getByLabel(/^What will you use in your classroom\?/).fill('The budgeting game')
}

describe('post-event survey in Chromium (§2.6, §2.7, §4.3)', () => {
  it('lets a guest find the survey by e-mail, submit it, and then the ticket is Attended (§4.3)', async () => {
    const { page, consoleErrors } = await newPage()
    const ticketId = await findGuestSurvey(page)
    await page.goto(`/survey/view/?id=121&ticketId=${ticketId}`)
    await page
      .getByText(
        'Thank you for attending our Virtual PD: "Saving for Emergencies". We want to hear your feedback!',
      )
      .waitFor()
    expect(await page.title()).toBe('Survey')
    expect(await page.getByRole('heading', { name: 'Survey' }).count()).toBe(1)
    expect(await page.getByLabel(/^Your email address/).inputValue()).toBe('guest@example.org')
    await answerSurvey(page)
    await page.getByRole('button', { name: 'Submit Survey' }).click()
    await page.getByText('Survey was successfully completed', { exact: true }).waitFor()
    await page.waitForURL('**/pd/virtual-pd/')

    // The ticket is now Attended: opening the survey again meets the §4.3 guard.
    await page.goto(`/survey/view/?id=121&ticketId=${ticketId}`)
    await page.getByText('A survey has already been submitted for this event', { exact: true }).waitFor()
    await page.waitForURL('**/pd/virtual-pd/')
    expect(consoleErrors.filter((line) => line.startsWith('pageerror'))).toEqual([])
  })

  it('lets a guest fill the survey in the account area state the lookup leads to (§2.1, §4.3)', async () => {
    const { page } = await newPage()
    const ticketId = await findGuestSurvey(page)
    await page.getByRole('button', { name: 'Submit Survey' }).waitFor()
    await answerSurvey(page)
    await page.getByRole('button', { name: 'Submit Survey' }).click()
    await page.getByText('Survey was successfully completed', { exact: true }).waitFor()
    await page.waitForURL('**/pd/virtual-pd/')
    await page.goto(`/survey/view/?id=121&ticketId=${ticketId}`)
    await page.getByText('A survey has already been submitted for this event', { exact: true }).waitFor()
  })

  it('leads a signed-in teacher who registered with another address to that survey (§4.3 step 3)', async () => {
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    await findGuestSurvey(page)
    await page.getByRole('button', { name: 'Submit Survey' }).waitFor()
    expect(await page.getByText('Registration ticket was not found').count()).toBe(0)
  })

  it('keeps the answers typed so far through a reload of the page, and forgets them once sent', async () => {
    const { page } = await newPage()
    const ticketId = await findGuestSurvey(page)
    await page.goto(`/survey/view/?id=121&ticketId=${ticketId}`)
    await answerSurvey(page)
    await page.reload()
    const school = page.getByLabel(/^Which school do you teach at\?/)
    await school.waitFor()
    expect(await school.inputValue()).toBe('Lincoln High')
    expect(await page.getByLabel(/^What will you use in your classroom\?/).inputValue()).toBe(
      'The budgeting game',
    )
    expect(await page.getByRole('radio', { name: 'Very useful', exact: true }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Submit Survey' }).click()
    await page.getByText('Survey was successfully completed', { exact: true }).waitFor()
    await page.waitForURL('**/pd/virtual-pd/')
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('-draft:'))),
    ).toEqual([])
  })

  it('keeps "Taking you back…" above the success banner on a 320 px phone (WCAG 2.4.11)', async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 640 })
    await findGuestSurvey(page)
    const submit = page.getByRole('button', { name: 'Submit Survey' })
    // A first refused submit lengthens the form with its errors: the Tab below then brings the
    // button to the screen's foot, where the banner is drawn.
    await submit.click()
    await answerSurvey(page)
    // By keyboard, as a person on a phone with a keyboard goes: the field, then the button.
    await page.getByLabel(/^What will you use in your classroom\?/).focus()
    await page.keyboard.press('Tab')
    // Measured when the notice takes the focus and the banner is drawn, and told through the
    // console: the page leaves half a second later, which a pending evaluate would not survive.
    await page.evaluate(() => {
      document.addEventListener('focusin', function measure(event) {
        const notice = event.target as HTMLElement
        if (!notice.matches('[role="status"]')) return
        document.removeEventListener('focusin', measure)
        const check = () => {
          const box = notice.getBoundingClientRect()
          const alerts = Array.from(document.querySelectorAll('.pd-alert'), (alert) =>
            alert.getBoundingClientRect(),
          )
          if (alerts.length === 0) return void setTimeout(check, 0)
          const covered = alerts.some((alert) => alert.top < box.bottom && alert.bottom > box.top)
          console.log(`notice covered: ${covered}`)
        }
        setTimeout(check, 0)
      })
    })
    const told = page.waitForEvent('console', (message) => message.text().startsWith('notice covered:'))
    await page.keyboard.press('Enter')
    expect((await told).text()).toBe('notice covered: false')
  })

  it('alerts the §8 lookup text when no registration has that e-mail (§4.3)', async () => {
    const { page } = await newPage()
    await page.goto('/survey/?id=121')
    const field = page.getByLabel(/^What email address did you use to sign up for the event\?/)
    await field.fill('nobody@example.org')
    await page.getByRole('button', { name: 'Continue' }).click()
    // Told by the banner first; the copy beside Continue that stays is there to read.
    await page
      .locator('main')
      .getByText(
        'Email was not found. Feel free to try again. To find your registration, you will need to use the email address you used to sign up for the event.',
        { exact: true },
      )
      .waitFor()
    expect(await field.inputValue()).toBe('nobody@example.org')
  })

  it('keeps every answer when the survey submit fails (§4.3)', async () => {
    const { page } = await newPage()
    const ticketId = await findGuestSurvey(page)
    await page.route('**/aaa-content/user/api/events/submit-survey/', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    )
    await page.goto(`/survey/view/?id=121&ticketId=${ticketId}`)
    await answerSurvey(page)
    await page.getByRole('button', { name: 'Submit Survey' }).click()
    await page.getByText('There was an error. Survey was not submitted', { exact: true }).waitFor()
    expect(await page.getByLabel(/^Which school do you teach at\?/).inputValue()).toBe('Lincoln High')
    expect(await page.getByRole('radio', { name: 'Very useful', exact: true }).isChecked()).toBe(true)
    expect(await page.getByLabel(/^What will you use in your classroom\?/).inputValue()).toBe(
      'The budgeting game',
    )
  })

  it('has no axe violations on the survey lookup page', async () => {
    const { page } = await newPage()
    await page.goto('/survey/?id=121')
    await page.getByRole('button', { name: 'Continue' }).waitFor()
    await expectNoAxeViolations(page, '/survey/?id=121')
  })

  it('has no axe violations on the survey page, also with errors shown', async () => {
    const { page } = await newPage()
    const ticketId = await findGuestSurvey(page)
    await page.goto(`/survey/view/?id=121&ticketId=${ticketId}`)
    await page.getByRole('button', { name: 'Submit Survey' }).waitFor()
    await expectNoAxeViolations(page, '/survey/view/')
    await page.getByRole('button', { name: 'Submit Survey' }).click()
    await page.getByText('This field is required.').first().waitFor()
    await expectNoAxeViolations(page, '/survey/view/ with errors')
  })
})
