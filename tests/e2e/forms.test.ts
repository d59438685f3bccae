import Database from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newPage, serverDatabase, setUpBrowser } from './harness'

setUpBrowser({ reset: 'each' })

/**
 * Rows the running server stored. The demo routes list no contact requests or subscriptions, so
 * this reads the worker's server's own database file (read-only).
 */
function storedRows(sql: string, value: string): unknown[] {
  const db = new Database(serverDatabase(), { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).all(value)
  } finally {
    db.close()
  }
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`

async function mounted(page: Page, widget: string): Promise<void> {
  await page.waitForFunction(
    (name) =>
      document.querySelector(`[data-pd-widget="${name}"]`)?.getAttribute('data-pd-mounted') === 'true',
    widget,
  )
}

describe('newsletter in Chromium (§5.8)', () => {
  it('alerts "Your must enter an email address to subscribe" without an e-mail (§5.8, §8)', async () => {
    const { page } = await newPage()
    await page.goto('/newsletter/')
    const text = 'Your must enter an email address to subscribe'
    // The banner's copy lasts a second: wait for it from before the click.
    const inBanner = page.locator('.pd-alerts').getByText(text, { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await inBanner
    // Once on the page at any moment: the field's own copy waits for the banner to let it go.
    expect(await page.getByText(text).count()).toBe(1)
    const fieldCopy = page.locator('[data-pd-widget="newsletter"]').getByText(text, { exact: true })
    await fieldCopy.waitFor()
    expect(await page.getByText(text).count()).toBe(1)
    // The banner announced it: the field's copy is there to read, not a second alert (WCAG 4.1.3).
    expect(await fieldCopy.getAttribute('role')).toBeNull()
  })

  it('tells the empty e-mail once when the banner arrives after the click (a slow alerts file)', async () => {
    const { page } = await newPage()
    const text = 'Your must enter an email address to subscribe'
    let releaseBanner = () => {}
    const bannerHeld = new Promise<void>((resolve) => {
      releaseBanner = resolve
    })
    await page.route('**/widgets/alerts.js', async (route) => {
      await bannerHeld
      await route.continue()
    })
    await page.goto('/newsletter/')
    await mounted(page, 'newsletter')
    await page.getByRole('button', { name: 'Subscribe' }).click()
    // No banner yet: the field tells it.
    await page.locator('[data-pd-widget="newsletter"]').getByText(text, { exact: true }).waitFor()
    releaseBanner()
    await page.locator('.pd-alerts').getByText(text, { exact: true }).waitFor()
    expect(await page.getByText(text).count()).toBe(1)
  })

  it('subscribes with an e-mail, shows the thank-you and the server stores it (§7.3)', async () => {
    const { page } = await newPage()
    const email = `${unique('reader')}@example.org`
    await page.goto('/newsletter/')
    await mounted(page, 'newsletter')
    const events = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          document.addEventListener('pd:newsletter-subscribe', (event) =>
            resolve((event as CustomEvent).detail),
          ),
        ),
    )
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Subscribe' }).click()
    await page.getByText('Thanks for subscribing!').waitFor()
    expect(await events).toEqual({ email })
    await expect
      .poll(() =>
        storedRows("SELECT email FROM subscriptions WHERE list = 'newsletter' AND email = ?", email),
      )
      .toEqual([{ email }])
  })

  it('has no axe violations on /newsletter/', async () => {
    const { page } = await newPage()
    await page.goto('/newsletter/')
    await mounted(page, 'newsletter')
    await expectNoAxeViolations(page, '/newsletter/')
  })
})

describe('blog subscription in Chromium (§5.8)', () => {
  it('subscribes from the home page and the server stores it (§7.3)', async () => {
    const { page } = await newPage()
    const email = `${unique('blog')}@example.org`
    await page.goto('/')
    await mounted(page, 'blog-subscribe')
    const form = page.locator('[data-pd-widget="blog-subscribe"]')
    // Its own names: on the home page the newsletter's field and button are beside it.
    await page.getByLabel('Email address for the blog', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Subscribe to the blog', exact: true }).click()
    // The newsletter beside it mounts on its own: count once it is there, or 0 passes for 1.
    await mounted(page, 'newsletter')
    expect(await page.getByRole('button', { name: 'Subscribe', exact: true }).count()).toBe(1)
    await form.getByText('Thanks for subscribing!').waitFor()
    await expect
      .poll(() => storedRows("SELECT email FROM subscriptions WHERE list = 'blog' AND email = ?", email))
      .toEqual([{ email }])
  })

  it('has no axe violations on /blog-subscribe/', async () => {
    const { page } = await newPage()
    await page.goto('/blog-subscribe/')
    await mounted(page, 'blog-subscribe')
    await expectNoAxeViolations(page, '/blog-subscribe/')
  })
})

describe('contact form in Chromium (§2.12)', () => {
  it('sends the form, shows the thank-you, and the server stores the request', async () => {
    const { page } = await newPage()
    const subject = unique('Workshop question')
    await page.goto('/contact/')
    await page.getByLabel(/^Your name/).fill('Ada Teacher')
    await page.getByLabel(/^Email address/).fill('ada@example.org')
    await page.getByLabel(/^Subject/).fill(subject)
    await page.getByLabel(/^Message/).fill('Is the spring workshop still open?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Thank you, your message has been sent.').waitFor()
    await expect
      .poll(() => storedRows('SELECT name, email, subject FROM contact_requests WHERE subject = ?', subject))
      .toEqual([{ name: 'Ada Teacher', email: 'ada@example.org', subject }])
  })

  it('shows the loading indicator in the viewport while sending from a scrolled phone page (§2.12)', async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 480 })
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/aaa-content/user/api/contactRequests/send/', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/contact/')
    await page.getByLabel(/^Your name/).fill('Ada Teacher')
    await page.getByLabel(/^Email address/).fill('ada@example.org')
    await page.getByLabel(/^Subject/).fill(unique('Loading'))
    await page.getByLabel(/^Message/).fill('Is the spring workshop still open?')
    const send = page.getByRole('button', { name: 'Send message' })
    await send.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await send.click()
    const indicator = page.locator('.pd-loading-active')
    await indicator.waitFor()
    const box = await indicator.boundingBox()
    release()
    expect(box?.y).toBeGreaterThanOrEqual(0)
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(480)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320)
    await page.getByText('Thank you, your message has been sent.').waitFor()
  })

  it('shows a missing field error beside the field and focuses it', async () => {
    const { page } = await newPage()
    await page.goto('/contact/')
    await page.getByLabel(/^Your name/).fill('Ada Teacher')
    await page.getByRole('button', { name: 'Send message' }).click()
    const email = page.getByLabel(/^Email address/)
    await page.getByText('Please enter your email address.').waitFor()
    expect(await email.getAttribute('aria-invalid')).toBe('true')
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('has no axe violations on /contact/, also with errors shown', async () => {
    const { page } = await newPage()
    await page.goto('/contact/')
    await mounted(page, 'contact')
    await expectNoAxeViolations(page, '/contact/')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Please enter your name.').waitFor()
    await expectNoAxeViolations(page, '/contact/ with errors')
  })
})

describe('camp forms in Chromium (§3.11)', () => {
  const studentForm = (page: Page) =>
    page.locator('section', { has: page.getByRole('heading', { name: 'Student', exact: true }) })

  it('shows every model under its own heading', async () => {
    const { page } = await newPage()
    await page.goto('/camp-forms/')
    for (const title of [
      'Flight information',
      'Debate experience',
      'Dorm information',
      'Student health',
      'Student',
      'Parent or guardian',
    ])
      await page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor()
  })

  it('shows the error beside a missing required student field and focuses it (§3.11)', async () => {
    const { page } = await newPage()
    await page.goto('/camp-forms/')
    const form = studentForm(page)
    await form.getByLabel(/^First name/).fill('Sam')
    await form.getByLabel(/^Last name/).fill('Debater')
    await form.getByLabel(/^Current grade/).selectOption('10')
    await form.getByLabel(/^School name/).fill('Lincoln High')
    await form.getByLabel(/^School state/).fill('OR')
    await form.getByLabel(/^Email/).fill('sam@example.org')
    await form.getByLabel(/^Date of birth/).fill('04-15-2010')
    await form.getByRole('button', { name: 'Submit' }).click()
    const city = form.getByLabel(/^School city/)
    expect(await city.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (await city.getAttribute('aria-describedby')) ?? ''
    const error = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    )
    expect(error).toContain('Please fill in this field.')
    expect(await city.evaluate((element) => element === document.activeElement)).toBe(true)
  })

  it('asks for the date of birth as MM-DD-YYYY, then submits and confirms (§3.11)', async () => {
    const { page } = await newPage()
    await page.goto('/camp-forms/')
    const form = studentForm(page)
    await form.getByLabel(/^First name/).fill('Sam')
    await form.getByLabel(/^Last name/).fill('Debater')
    await form.getByLabel(/^Current grade/).selectOption('10')
    await form.getByLabel(/^School name/).fill('Lincoln High')
    await form.getByLabel(/^School city/).fill('Portland')
    await form.getByLabel(/^School state/).fill('OR')
    await form.getByLabel(/^Email/).fill('sam@example.org')
    await form.getByLabel(/^Date of birth/).fill('2010-04-15')
    await form.getByRole('button', { name: 'Submit' }).click()
    await form.getByText('Please enter the date of birth as MM-DD-YYYY.').waitFor()

    const submitted = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          document.addEventListener('pd:camp-form-submit', (event) => resolve((event as CustomEvent).detail)),
        ),
    )
    await form.getByLabel(/^Date of birth/).fill('04-15-2010')
    await form.getByRole('button', { name: 'Submit' }).click()
    await form.getByText('Thank you. Your answers have been submitted.').waitFor()
    expect(await submitted).toMatchObject({
      model: 'student',
      answers: { date_of_birth: '04-15-2010', school_city: 'Portland' },
    })
    // The demo page's own handler shows where the answers went.
    await page
      .getByRole('region', { name: 'Received by the camp office' })
      .getByText(/^Student: 8 answers received at /)
      .waitFor()
    await expectNoAxeViolations(page, '/camp-forms/ with answers received')
  })

  it('has no axe violations on /camp-forms/', async () => {
    const { page } = await newPage()
    await page.goto('/camp-forms/')
    await studentForm(page)
      .getByLabel(/^First name/)
      .waitFor()
    await expectNoAxeViolations(page, '/camp-forms/')
  })
})

describe('labels a person reads (§2.11, §2.12)', () => {
  it.each([
    ['/sign-up/', ['Password', 'Retype password']],
    ['/login/', ['Email or Username', 'Password']],
    ['/forgot-password/', ['Username or Email']],
    ['/contact/', ['Your name']],
  ])(
    'finds the required fields of %s by their label words alone, the star left out',
    async (path, labels) => {
      const { page } = await newPage()
      await page.goto(path)
      for (const label of labels) {
        const field = page.locator('main').getByLabel(label, { exact: true })
        await field.first().waitFor()
        expect(await field.count(), `${path}: ${label}`).toBe(1)
      }
      await page.context().close()
    },
  )
})
