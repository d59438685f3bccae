import ICAL from 'ical.js'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, expectNoAxeViolations, logInAs, newPage, settle, setUpBrowser } from './harness'

setUpBrowser({ reset: 'each' })

async function signedIn(email = 'verified@example.org'): Promise<{ page: Page; consoleErrors: string[] }> {
  const opened = await newPage()
  await logInAs(opened.page, email)
  return opened
}

async function openState(page: Page, state: string): Promise<void> {
  await page.goto(`/account/#!/${state}`)
  await page.locator('.pd-account').waitFor()
}

async function openTicketByTitle(page: Page, title: string): Promise<void> {
  await openState(page, 'my-account-finlit-academy')
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) })
  await row.first().getByRole('link', { name: /^View/ }).click()
  await page.getByRole('heading', { level: 2, name: title }).waitFor()
}

const pageErrors = (errors: string[]) => errors.filter((line) => line.startsWith('pageerror'))

describe('My FinLit account area in Chromium (§2)', () => {
  it("finds the spec's words once, by the exact name a person would look for (§2.2, §2.3, §2.4)", async () => {
    const { page } = await signedIn()
    await openState(page, 'my-account-dashboard')
    await page.getByRole('link', { name: 'View', exact: true }).first().waitFor()
    expect(await page.getByText('Academy', { exact: true }).count()).toBe(1)
    await openState(page, 'my-account-finlit-academy')
    await page.getByText('Upcoming Events').first().waitFor()
    expect(await page.getByRole('link', { name: 'Report an error in my credits', exact: true }).count()).toBe(
      1,
    )
    expect(await page.getByRole('link', { name: 'REFER A TEACHER', exact: true }).count()).toBe(1)
    await openTicketByTitle(page, 'Teaching Credit Scores with Confidence')
    expect(await page.getByText('Virtual PD', { exact: true }).count()).toBe(1)
    // Nor as part of another text: the about blurb and the site's menu say it their own way.
    expect(await page.getByText('Virtual PD').count()).toBe(1)
    expect(await page.getByText('FREE').count()).toBe(1)
    expect(await page.getByRole('link', { name: 'JOIN Zoom SESSION', exact: true }).count()).toBe(1)
    expect(await page.getByRole('link', { name: 'Add to Google Calendar', exact: true }).count()).toBe(1)
    await page.close()
  })

  it('opens every state for a verified teacher without axe violations (§2.1)', async () => {
    const { page, consoleErrors } = await signedIn()
    const states: [string, RegExp | string][] = [
      ['my-account', /Welcome to My FinLit/],
      ['my-account-dashboard', 'UPCOMING SESSIONS'],
      ['my-account-finlit-academy', 'Upcoming Events'],
      ['my-account-profile', 'Your Profile'],
      ['answer-keys', 'Answer Keys'],
      ['my-account-example', 'Example resources'],
    ]
    for (const [state, marker] of states) {
      await openState(page, state)
      await page.getByText(marker).first().waitFor()
      await expectNoAxeViolations(page, state)
    }
    await openTicketByTitle(page, 'Teaching Credit Scores with Confidence')
    await expectNoAxeViolations(page, 'ticket detail')
    await openState(page, 'my-account-finlit-academy')
    await page.getByRole('button', { name: 'View Transcript' }).click()
    await expectNoAxeViolations(page, 'academy with the transcript links')
    expect(pageErrors(consoleErrors)).toEqual([])
  })

  it('shows the blog tab and the academy panel on the dashboard (§2.2)', async () => {
    const { page } = await signedIn()
    await openState(page, 'my-account-dashboard')
    await page.getByRole('tab', { name: "TODAY'S BLOG" }).click()
    const post = page.getByRole('link', { name: 'A first week of budgeting' })
    await post.waitFor()
    expect(await page.getByRole('progressbar').count()).toBe(1)
    await expectNoAxeViolations(page, 'dashboard blog tab')
    expect(await page.title()).toBe('My FinLit Academy')
    // The demo page's posts link to pages of the demo site.
    await post.click()
    await page.getByRole('heading', { level: 1, name: 'A first week of budgeting' }).waitFor()
  })

  it('opens the screen Back and Forward lead to at its top, as every route change (§2.1)', async () => {
    const { page } = await signedIn()
    await page.setViewportSize({ width: 320, height: 640 })
    await openState(page, 'my-account-finlit-academy')
    const view = page.getByRole('link', { name: 'View', exact: true }).last()
    await view.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await view.click()
    await page.waitForURL(/acadameny-view-event/)
    await page.locator('.pd-account h2').first().waitFor()
    await page.goBack()
    await page.getByRole('table', { name: 'Upcoming Events' }).waitFor()
    // The browser restores an entry's scroll after the screen has drawn: give it the time to.
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.goForward()
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  it('cancels a registration and lands on the academy state (§4.1)', async () => {
    const { page } = await signedIn()
    await openTicketByTitle(page, 'Paying for College: Reading Aid Letters')
    await page.getByRole('button', { name: 'Cancel Registration' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this Registration?' })
    await expectNoAxeViolations(page, 'cancel dialog')
    await dialog.getByRole('button', { name: 'Yes, Cancel this Registration' }).click()
    await page.getByText('Registration was successfuly cancelled').waitFor()
    await page.waitForURL('**/account/#!/my-account-finlit-academy')
    await page.getByRole('table', { name: 'Upcoming Events' }).waitFor()
    expect(
      await page.getByRole('rowheader', { name: 'Paying for College: Reading Aid Letters' }).count(),
    ).toBe(0)
  })

  it("lines up the tabs, staff picks and quick links though the site's theme spaces list items apart", async () => {
    const { page } = await signedIn()
    await openState(page, 'my-account-dashboard')
    await page.locator('.pd-account-cards > li').nth(1).waitFor()
    // The demo theme has `li + li { margin-top }`, as CMS themes do; the first two items of each row.
    const tops = await page.evaluate(() =>
      ['.pd-account-nav-list', '.pd-account-cards', '.pd-account-quick-links'].map((list) => {
        const items = [...document.querySelectorAll(`${list} > li`)].slice(0, 2)
        return items.map((item) => Math.round(item.getBoundingClientRect().top))
      }),
    )
    for (const [first, second] of tops) {
      expect(second).toBeDefined()
      expect(second).toBe(first)
    }
  })

  it('tells the kinds of button apart: Confirm is primary, Cancel secondary, the final Yes danger', async () => {
    const { page } = await signedIn()
    await openTicketByTitle(page, 'Teaching Credit Scores with Confidence')
    const background = (name: string) =>
      page
        .getByRole('button', { name, exact: true })
        .evaluate((button) => getComputedStyle(button).backgroundColor)
    const palette = await page.locator('.pd-account').evaluate((root) => {
      const probe = document.createElement('span')
      root.append(probe)
      const color = (name: string) => {
        probe.style.backgroundColor = `var(${name})`
        return getComputedStyle(probe).backgroundColor
      }
      const colors = {
        primary: color('--pd-color-primary'),
        page: color('--pd-color-bg'),
        error: color('--pd-color-error'),
      }
      probe.remove()
      return colors
    })
    expect(await background('Confirm Registration')).toBe(palette.primary)
    expect(await background('Cancel Registration')).toBe(palette.page)
    await page.getByRole('button', { name: 'Cancel Registration' }).click()
    await page.getByRole('dialog', { name: 'Cancel this Registration?' }).waitFor()
    expect(await background('Yes, Cancel this Registration')).toBe(palette.error)
    expect(await background('No, Do Not Cancel')).toBe(palette.page)
  })

  it('confirms a registration and reloads the ticket (§4.1)', async () => {
    const { page } = await signedIn()
    await openTicketByTitle(page, 'Teaching Credit Scores with Confidence')
    await page.getByRole('button', { name: 'Confirm Registration' }).click()
    await page
      .getByRole('dialog', { name: 'Confirm this Registration?' })
      .getByRole('button', { name: 'Yes, Confirm this Registration' })
      .click()
    await page.getByText('Registration was successfuly confirmed').waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Confirm Registration' }).count()).toBe(0)
    // The Confirm button went with the focus: the ticket's heading has it, not the page's body.
    const heading = page.getByRole('heading', { level: 2, name: 'Teaching Credit Scores with Confidence' })
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it("keeps the keyboard in the screen after Try again, while the academy's data is asked for again", async () => {
    const { page } = await signedIn()
    let failing = true
    await page.route('**/events/user-events/', (route) =>
      failing ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    )
    await openState(page, 'my-account-finlit-academy')
    const again = page.getByRole('button', { name: 'Try again' })
    await again.waitFor({ timeout: 15_000 })
    failing = false
    await again.focus()
    await page.keyboard.press('Enter')
    const table = page.getByRole('table', { name: 'Upcoming Events' })
    await table.waitFor()
    // The focus is on the part the notice stood for, around the table now shown, not on the body.
    const focus = await table.evaluate((element) => ({
      onBody: document.activeElement === document.body,
      aroundTable: document.activeElement?.contains(element) === true,
    }))
    expect(focus).toEqual({ onBody: false, aroundTable: true })
  })

  it('tells a failed cancel in the dialog and keeps the keyboard on its Yes button (§4.1, §8)', async () => {
    const { page } = await signedIn()
    await page.route('**/events/cancel-event/', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    )
    await openTicketByTitle(page, 'Paying for College: Reading Aid Letters')
    await page.getByRole('button', { name: 'Cancel Registration' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this Registration?' })
    const yes = dialog.getByRole('button', { name: 'Yes, Cancel this Registration' })
    await yes.focus()
    await page.keyboard.press('Enter')
    // Strict: once on the page, in the dialog, not also in the banner under its backdrop.
    await page.getByText('There was an error. Registration was not cancelled').waitFor()
    expect(await dialog.getByRole('alert').textContent()).toBe(
      'There was an error. Registration was not cancelled',
    )
    await expect.poll(() => yes.evaluate((button) => button === document.activeElement)).toBe(true)
    expect(await yes.isEnabled()).toBe(true)
  })

  it('keeps the keyboard on START MODULE when the start is refused, and closes the window it opened', async () => {
    const { page } = await signedIn()
    await page.route('**/start-*/', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: false }) }),
    )
    await openTicketByTitle(page, 'Personal Finance Certification: Self-Paced')
    const start = page.getByRole('button', { name: 'START MODULE' })
    await start.focus()
    const popup = page.context().waitForEvent('page')
    await page.keyboard.press('Enter')
    const opened = await popup
    await opened.waitForEvent('close')
    await page.getByText('There was an issue. Feel free to try again.').waitFor()
    await expect.poll(() => start.evaluate((button) => button === document.activeElement)).toBe(true)
  })

  it('starts a module in a new window, then offers OPEN MODULE after a reload (§4.1)', async () => {
    const { page } = await signedIn()
    await page
      .context()
      .route('https://nearpod.example.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Module</title><p>Module</p>' }),
      )
    await openTicketByTitle(page, 'Personal Finance Certification: Self-Paced')
    const popup = page.context().waitForEvent('page')
    await page.getByRole('button', { name: 'START MODULE' }).click()
    const modulePage = await popup
    await modulePage.waitForURL('https://nearpod.example.org/**')
    const open = page.getByRole('link', { name: /OPEN MODULE/ })
    await open.waitFor()
    // OPEN MODULE takes the focus from the START MODULE it replaced.
    await expect.poll(() => open.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.reload()
    await page.getByRole('link', { name: /OPEN MODULE/ }).waitFor()
    expect(await page.getByRole('button', { name: 'START MODULE' }).count()).toBe(0)
  })

  it('downloads the ICS of an event and it parses (§7.6)', async () => {
    const { page } = await signedIn()
    await openTicketByTitle(page, 'Teaching Credit Scores with Confidence')
    const href = await page.getByRole('link', { name: /Download ICS Event/ }).getAttribute('href')
    expect(href).toContain('/aaa-content/user/api/events/get-ics-for-event?eventId=101')
    const body = await page.evaluate(async (url) => (await fetch(url as string)).text(), href)
    const calendar = new ICAL.Component(ICAL.parse(body))
    const vevent = calendar.getFirstSubcomponent('vevent')
    expect(vevent).not.toBeNull()
    const event = new ICAL.Event(vevent ?? undefined)
    expect(event.summary).toBe('Teaching Credit Scores with Confidence')
    // The teacher's own file carries the session's join link (its key came with the ticket).
    expect(String(vevent?.getFirstPropertyValue('url'))).toMatch(/^https:\/\/zoom\./)
    const google = await page.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href')
    const dates = new URL(google ?? '').searchParams.get('dates') ?? ''
    const start = event.startDate
      .toJSDate()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')
    expect(dates.split('/')[0]).toBe(start)
  })

  it('walks the password checks in their order, then saves (§5.4)', async () => {
    const { page } = await signedIn()
    await openState(page, 'my-account-profile')
    await page.getByRole('link', { name: '(change password)' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change Password' })
    const save = dialog.getByRole('button', { name: 'Save Account' })
    await save.click()
    await dialog.getByText('You need enter a password if you want to change it').waitFor()
    // §5.4: the first invalid field (the new password) gets the focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true')
    expect(
      await dialog.getByLabel(/^New password/).evaluate((input) => input === document.activeElement),
    ).toBe(true)
    await dialog.getByLabel(/^New password/).fill('Fresh-pass-42')
    await save.click()
    await dialog.getByText('Will you please retype your password?').waitFor()
    await dialog.getByLabel(/^Retype new password/).fill('Other-pass-42')
    await save.click()
    await dialog.getByText('Passwords do not match.').waitFor()
    await expectNoAxeViolations(page, 'password dialog')
    await dialog.getByLabel(/^Retype new password/).fill('Fresh-pass-42')
    await save.click()
    await page.getByRole('status').filter({ hasText: 'Your password has been updated' }).first().waitFor()
  })

  it('gives each quick link of the dashboard a name no other link on the page has (§2.1)', async () => {
    const { page } = await signedIn()
    await openState(page, 'my-account-dashboard')
    await page.locator('.pd-account-quick-links').waitFor()
    const names = ['Help Center', 'Using FinLit', 'Personal Finance Forms', 'Tech-Free Resources']
    for (const name of names) expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1)
  })

  it('tells a refused Update Account in the open dialog, once on the page, and keeps what was typed', async () => {
    const { page } = await signedIn()
    await openState(page, 'my-account-profile')
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Update Account' })
    await dialog.getByLabel(/^Email/).fill('pending@example.org')
    await dialog.getByRole('button', { name: 'Save Account' }).click()
    // Strict: a second copy in the banner behind the backdrop would make this throw.
    const told = page.getByText(
      'An account with this email address already exists. Please choose another one.',
    )
    await told.waitFor()
    expect(await dialog.getByRole('alert').textContent()).toContain('Please choose another one.')
    expect(await dialog.getByLabel(/^Email/).inputValue()).toBe('pending@example.org')
  })

  it('saves, then edits a swag address (§4.6, §5.3)', async () => {
    const { page } = await signedIn()
    await openState(page, 'my-account-profile')
    await page.getByRole('button', { name: 'Save Address' }).click()
    expect(await page.getByText('This field is required.').count()).toBe(4)
    await page.getByLabel(/^Address line 1/).fill('12 Elm St')
    await page.getByLabel(/^City/).fill('Fresno')
    await page.getByLabel(/^State/).selectOption({ label: 'Puerto Rico' })
    await page.getByLabel(/^Zip code/).fill('93650')
    await page.getByRole('button', { name: 'Save Address' }).click()
    await page.getByRole('button', { name: 'Edit Address' }).click()
    await page.getByLabel(/^Address line 1/).fill('14 Oak Ave')
    await page.getByRole('button', { name: 'Save Address' }).click()
    await page.getByText('14 Oak Ave').waitFor()
    await page.reload()
    await page.getByText('14 Oak Ave').waitFor()
    await page.getByText(/Puerto Rico/).waitFor()
  })

  for (const [email, label, text] of [
    [
      'pending@example.org',
      'Pending Teacher Account',
      'Please allow up to 24 hours for your account to be processed.',
    ],
    ['action@example.org', 'Pending Teacher Account - Action Required', /Please e-mail teachers@/],
    ['limited@example.org', 'Limited Access Account', /with your account email/],
  ] as const) {
    it(`shows ${email} its account text and no academy panel (§6)`, async () => {
      const { page } = await signedIn(email)
      await openState(page, 'my-account-profile')
      await page.getByRole('heading', { name: label, exact: true }).waitFor()
      await page.getByText(text).waitFor()
      expect(await page.getByRole('heading', { name: 'Get Swag' }).count()).toBe(0)
      await expectNoAxeViolations(page, `${email} profile`)
      await openState(page, 'my-account-dashboard')
      await page.getByRole('tab', { name: 'UPCOMING SESSIONS' }).waitFor()
      expect(await page.getByRole('progressbar').count()).toBe(0)
      await openState(page, 'my-account-finlit-academy')
      await page.getByRole('table', { name: 'Upcoming Events' }).waitFor()
      expect(await page.getByText(/Credits earned since/).count()).toBe(0)
    })
  }

  it('stays on its screen when the site\'s "Skip to content" link is followed', async () => {
    const { page } = await signedIn()
    await openState(page, 'my-account-profile')
    await page.getByText('Your Profile', { exact: true }).waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.hash === '#main')
    await settle(page)
    expect(await page.getByText('Your Profile', { exact: true }).count()).toBe(1)
    expect(await page.title()).not.toBe('My FinLit Academy')
  })

  it('sends a logged-out visitor of every state but the survey to "/" (§2.1)', async () => {
    const { page } = await newPage()
    for (const state of [
      'my-account',
      'my-account-dashboard',
      'my-account-finlit-academy',
      'my-account-profile',
      'my-account-finlit-acadameny-view-event/101/x',
      'answer-keys',
      'my-account-example',
    ]) {
      await page.goto(`/account/#!/${state}`)
      await page.waitForURL(`${baseUrl()}/`)
    }
    await page.goto('/account/#!/my-account-finlit-academy-view-event-survey/121/x')
    await page.locator('[data-pd-widget="survey"]').waitFor({ state: 'attached' })
    expect(new URL(page.url()).pathname).toBe('/account/')
  })
})

describe('a failed user fetch on the account area in Chromium (§6, §8)', () => {
  const LOGIN = '**/aaa-content/packages/user-login-manager/api/login/'

  it('sends the browser to "/" with the error when the server answers with a failure', async () => {
    const { page } = await signedIn()
    await page.route(LOGIN, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    await page.goto('/account/#!/my-account-dashboard')
    await page.waitForURL(`${baseUrl()}/`)
    await page.getByText('There was an error, feel free to try again.').first().waitFor()
  })

  it('keeps the teacher on the page with Try again when no answer comes at all', async () => {
    const { page } = await signedIn()
    await page.route(LOGIN, (route) => route.abort('internetdisconnected'))
    await page.goto('/account/#!/my-account-dashboard')
    await page.getByRole('button', { name: 'Try again' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/account/')
    await page.unroute(LOGIN)
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor()
  })
})

describe('Back after a log-out', () => {
  it('goes home without "Log in to see…" and leaves no page for the next log-in to go to', async () => {
    const { page } = await signedIn()
    await openState(page, 'my-account-dashboard')
    await page.getByRole('heading', { name: 'My Dashboard' }).waitFor()
    await page.goto('/account/#!/my-account-profile')
    await page.getByRole('heading', { name: 'My Profile' }).waitFor()
    await page.getByRole('button', { name: 'Log Out' }).first().click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/')
    await settle(page)
    expect(await page.getByText('Log in to see the account page you opened.').count()).toBe(0)
    expect(await page.evaluate(() => sessionStorage.getItem('pd-login-return'))).toBeNull()
  })
})
