import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { INFO_PAGES } from './demo-pages'
import { callFromPage, demo, logInAs, newPage, registerAsGuest, settle, setUpBrowser } from './harness'

setUpBrowser({ reset: 'once' })

const SCREENS = join('test-results', 'screens')
const STACKED_BELOW = 768

/** Every demo page with a widget, as a visitor opens it. */
const PUBLIC_PAGES: [name: string, path: string][] = [
  ['home', '/'],
  ['event-registration', '/event/?id=104'],
  ['events', '/events/'],
  ['sign-up', '/sign-up/'],
  ['survey-lookup', '/survey/'],
  ['contact', '/contact/'],
  ['newsletter', '/newsletter/'],
  ['search', '/search/?q=budget'],
  ['spanish-home', '/es/'],
]

/** The account's states, for the seeded verified teacher (README "Seeded data"). */
const ACCOUNT_PAGES: [name: string, path: string][] = [
  ['account-toolkit', '/account/#!/'],
  ['account-answer-keys', '/account/#!/answer-keys'],
  ['account-examples', '/account/#!/my-account-example'],
  ['account-dashboard', '/account/#!/my-account-dashboard'],
  ['account-academy', '/account/#!/my-account-finlit-academy'],
  ['account-profile', '/account/#!/my-account-profile'],
  ['refer', '/refer/'],
]

interface Layout {
  pageWidth: number
  viewport: number
  /** Visible controls whose box leaves the screen on the left or the right. */
  offScreen: string[]
  /** Tables wider than the box that holds them: a phone hides the scroll bar that would tell. */
  tablesCut: string[]
}

/** What lies outside the screen horizontally: the page itself, and each visible control. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const viewport = window.innerWidth
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')
    const offScreen = Array.from(controls)
      .filter((el) => {
        const box = el.getBoundingClientRect()
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false
        // The skip link waits above the page until it gets the focus; it is on screen then.
        if (el.classList.contains('skip-link')) return false
        return box.left < -1 || box.right > viewport + 1
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 40)}"`,
      )
    const tablesCut = Array.from(document.querySelectorAll('table'))
      .filter((table) => table.offsetWidth > (table.parentElement?.clientWidth ?? viewport) + 1)
      .map(
        (table) => `table "${(table.caption?.textContent || table.textContent || '').trim().slice(0, 40)}"`,
      )
    return { pageWidth: document.documentElement.scrollWidth, viewport, offScreen, tablesCut }
  })
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await settle(page)
}

async function tableCellDisplay(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const cell = document.querySelector('.pd-table tbody td')
    return cell ? getComputedStyle(cell).display : undefined
  })
}

async function screenshot(page: Page, name: string, width: number): Promise<void> {
  if (width !== 390 && width !== 1280) return
  await page.screenshot({ path: join(SCREENS, `${name}-${width}.png`), fullPage: true })
}

async function checkFits(page: Page, context: string): Promise<void> {
  const layout = await measure(page)
  expect(layout.pageWidth, `${context}: page width`).toBeLessThanOrEqual(layout.viewport)
  expect(layout.offScreen, `${context}: controls off screen`).toEqual([])
  expect(layout.tablesCut, `${context}: tables cut by their box`).toEqual([])
}

beforeAll(() => {
  mkdirSync(SCREENS, { recursive: true })
})

describe.each([320, 390, 768, 1280])('at %i px wide', (width) => {
  it('fits every page with a widget on the screen, every control on it', async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width, height: 800 })
    for (const [name, path] of PUBLIC_PAGES) {
      await open(page, path)
      await checkFits(page, `${path} at ${width} px`)
      await screenshot(page, name, width)
    }
  })

  it("fits the site's information pages, which the widgets link to", async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width, height: 800 })
    for (const path of INFO_PAGES) {
      await open(page, path)
      await checkFits(page, `${path} at ${width} px`)
      await screenshot(page, `info${path.replaceAll('/', '-').replace(/-$/, '')}`, width)
    }
  })

  it('fits the account area, with stacked rows and one folded menu on a phone', async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width, height: 800 })
    await logInAs(page, 'verified@example.org')
    for (const [name, path] of ACCOUNT_PAGES) {
      await open(page, path)
      await checkFits(page, `${path} at ${width} px`)
      await screenshot(page, name, width)
    }
    await open(page, '/account/#!/my-account-finlit-academy')
    await page.locator('.pd-table tbody td').first().waitFor()
    const menuButton = page.getByRole('button', { name: 'Account menu' })
    // An empty cell (no credits under 1, §2.2) stays in its row, so a screen reader reads each
    // later cell under its own column header.
    const hiddenCells = await page
      .locator('.pd-table td')
      .evaluateAll((cells) => cells.filter((cell) => getComputedStyle(cell).display === 'none').length)
    expect(await page.locator('.pd-table td:empty').count()).toBeGreaterThan(0)
    expect(hiddenCells).toBe(0)
    if (width < STACKED_BELOW) {
      expect(await tableCellDisplay(page)).toBe('block')
      expect(await menuButton.isVisible()).toBe(true)
      expect(await page.getByRole('link', { name: 'MY PROFILE' }).isVisible()).toBe(false)
      await menuButton.click()
      await page.getByRole('link', { name: 'MY PROFILE' }).waitFor()
      await checkFits(page, `the open account menu at ${width} px`)
    } else {
      expect(await tableCellDisplay(page)).toBe('table-cell')
      expect(await menuButton.count()).toBe(0)
      expect(await page.getByRole('link', { name: 'MY PROFILE' }).isVisible()).toBe(true)
    }
    // A ticket's detail, reached from the academy's first View link.
    await page.locator('.pd-table a[href*="view-event"]').first().click()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await settle(page)
    await checkFits(page, `a ticket detail at ${width} px`)
    await screenshot(page, 'account-ticket', width)
  })
})

/**
 * Text at 200%: the root font size, as a browser's text-size setting changes it (zoom changes the
 * viewport instead, which the 320 px runs cover). Through the CSSOM: the demo pages' CSP refuses
 * a <style> element.
 */
async function largeText(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'))
}

describe('at 390 px with text at 200% (WCAG 1.4.4, 1.4.10)', () => {
  it('fits every page and the account area', async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 390, height: 800 })
    // Beside every page: the titles with the longest words (FinCampPLUS, Emergencies), and the
    // catalogue's widget tags.
    const longWords = ['/event/?id=109', '/survey/?id=121', '/catalogue/']
    for (const path of [...PUBLIC_PAGES.map(([, path]) => path), ...longWords]) {
      await open(page, path)
      await largeText(page)
      await checkFits(page, `${path} with 200% text`)
    }
    await logInAs(page, 'verified@example.org')
    for (const [, path] of ACCOUNT_PAGES) {
      await open(page, path)
      await largeText(page)
      await checkFits(page, `${path} with 200% text`)
    }
  })
})

describe('on a laptop with text at 150% and 200% (WCAG 1.4.4)', () => {
  it("shows every column of the account's tables, as cards when the table no longer fits its box", async () => {
    const { page } = await newPage()
    await logInAs(page, 'verified@example.org')
    const hidden: string[] = []
    for (const [width, size] of [
      [1024, '150%'],
      [1024, '200%'],
      [1280, '200%'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/account/#!/my-account-finlit-academy', '/account/#!/my-account-dashboard']) {
        await open(page, path)
        await page.evaluate((value) => document.documentElement.style.setProperty('font-size', value), size)
        const overflowing = await page.evaluate(
          () =>
            [...document.querySelectorAll('.pd-table-wrap')].filter(
              (wrap) => (wrap.querySelector('table')?.scrollWidth ?? 0) > wrap.clientWidth,
            ).length,
        )
        if (overflowing > 0) hidden.push(`${overflowing} table(s) on ${path} at ${width} px, ${size} text`)
      }
    }
    expect(hidden).toEqual([])
  })
})

describe('at 320 px with text at 200% (1280 px at 400% zoom, with large text)', () => {
  it("keeps sign-up's list of schools on the screen", async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 640 })
    await open(page, '/sign-up/')
    await largeText(page)
    await page.getByLabel('School zip code').fill('90031')
    await page.getByLabel('School zip code').press('Enter')
    await page
      .getByRole('group', { name: /school/i })
      .last()
      .getByRole('radio')
      .first()
      .waitFor()
    await checkFits(page, 'the sign-up with its schools at 320 px and 200% text')
  })

  it("gives a dialog's title a line of its own, not a letter per line, and keeps its buttons' words inside them", async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 640 })
    await logInAs(page, 'verified@example.org')
    await open(page, '/account/#!/my-account-finlit-academy')
    await page.locator('.pd-table a[href*="view-event"]').first().click()
    await page.getByRole('button', { name: 'Cancel Registration' }).waitFor()
    await largeText(page)
    await page.getByRole('button', { name: 'Cancel Registration' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this Registration?' })
    await dialog.waitFor()
    const title = await dialog.getByRole('heading').evaluate((heading) => {
      const box = heading.getBoundingClientRect()
      return {
        width: box.width,
        lines: Math.round(box.height / parseFloat(getComputedStyle(heading).lineHeight)),
      }
    })
    // The dialog's whole width (280 px), so four lines at 50 px type ("Registration?" alone is
    // wider than the screen); beside the close button it had 64 px and a line per letter or two.
    expect(title.width).toBeGreaterThanOrEqual(250)
    expect(title.lines).toBeLessThanOrEqual(4)
    const spilled = await dialog
      .getByRole('button')
      .evaluateAll(
        (buttons) => buttons.filter((button) => button.scrollWidth > button.clientWidth + 1).length,
      )
    expect(spilled).toBe(0)
  })
})

describe("printed, on a sheet with the print dialog's margins (narrower than 767 px)", () => {
  it('prints the academy as its tables with their headers, without navigation or passing alerts, the progress bar filled', async () => {
    const { page } = await newPage()
    // As narrow as a sheet with margins, where the screen shows the tables as cards.
    await page.setViewportSize({ width: 600, height: 1000 })
    await logInAs(page, 'verified@example.org')
    await open(page, '/account/#!/my-account-finlit-academy')
    await page.locator('.pd-table tbody td').first().waitFor()
    expect(await tableCellDisplay(page)).toBe('block')
    await page.emulateMedia({ media: 'print' })
    expect(await tableCellDisplay(page)).toBe('table-cell')
    const printed = await page.evaluate(() => {
      const shown = (selector: string) => {
        const el = document.querySelector(selector)
        return el ? getComputedStyle(el).display !== 'none' : undefined
      }
      const fill = document.querySelector('.pd-progress-fill')
      return {
        headers:
          shown('.pd-table thead') && getComputedStyle(document.querySelector('.pd-table thead')!).position,
        navigation: shown('.pd-account-nav'),
        alerts: shown('.pd-alerts'),
        fill: fill ? getComputedStyle(fill).printColorAdjust : undefined,
      }
    })
    expect(printed).toEqual({ headers: 'static', navigation: false, alerts: false, fill: 'exact' })
  })
})

describe("an event's description as staff paste it, on a 320 px phone", () => {
  it('wraps a long address and a bare link written as plain text, not in a paragraph', async () => {
    const { id } = await demo<{ id: string }>('/__demo/events', {
      type: 'Webinar',
      title: 'A webinar whose description is pasted text',
      description:
        'Questions? Write to registration.questions.for.all.webinars@springfield-unified-school-district.example.org or see https://www.example.org/a/very/long/path/that/never/breaks/on/its/own/index.html before the session.',
    })
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 800 })
    await open(page, `/event/?id=${id}`)
    await page.getByText(/Questions\? Write to/).waitFor()
    await checkFits(page, 'a pasted description at 320 px')
  })
})

describe('the pages the server renders, on a 320 px phone', () => {
  it('fits the outbox, whose e-mails carry long links and addresses', async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 800 })
    await registerAsGuest(page, '103', 'a.rather.long.address.for.a.phone@example.org')
    await open(page, '/outbox/')
    await page.getByRole('heading', { level: 1, name: 'Outbox' }).waitFor()
    await checkFits(page, '/outbox/ at 320 px')
  })

  it('gives the certificate a Print button a thumb can press (WCAG 2.5.8)', async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 800 })
    await logInAs(page, 'verified@example.org')
    type Past = { certificate?: string }
    const answer = await callFromPage<{ userEvents: { pastEvents_current: Past[] } }>(
      page,
      '/aaa-content/user/api/events/user-events/',
      {},
    )
    const certificate = answer.info?.userEvents.pastEvents_current.find(
      (event) => event.certificate,
    )?.certificate
    await open(page, certificate ?? '')
    const print = await page.getByRole('button', { name: 'Print' }).boundingBox()
    expect(print?.height).toBeGreaterThanOrEqual(24)
    await checkFits(page, 'a certificate at 320 px')
  })
})

/**
 * Whether the focused field's label is on the screen: inside the viewport and inside every
 * ancestor that clips it (a dialog's scrolling body).
 */
function focusedLabelInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | null
    const label = field?.labels?.[0]
    if (!label) return false
    const box = label.getBoundingClientRect()
    let top = 0
    let bottom = window.innerHeight
    for (let up = label.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).overflowY === 'visible') continue
      const clip = up.getBoundingClientRect()
      top = Math.max(top, clip.top)
      bottom = Math.min(bottom, clip.bottom)
    }
    return box.top >= top - 1 && box.bottom <= bottom + 1
  })
}

async function focusOnInvalidField(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
    .toBe('true')
}

describe('a refused submit on a 320 px phone', () => {
  it("keeps the home page newsletter's refused field above the alert that tells why (§5.8)", async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 640 })
    // The home page is long enough to scroll its newsletter's button to the foot of the screen.
    await open(page, '/')
    const subscribe = page.getByRole('button', { name: 'Subscribe' }).first()
    // The button at the foot of the screen, where the banner is drawn.
    await subscribe.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 4),
    )
    await subscribe.click()
    await page.getByText('Your must enter an email address to subscribe').first().waitFor()
    await focusOnInvalidField(page)
    const overlap = await page.evaluate(() => {
      const field = (document.activeElement as HTMLElement).closest('.pd-field')!.getBoundingClientRect()
      const alerts = Array.from(document.querySelectorAll('.pd-alert'), (alert) =>
        alert.getBoundingClientRect(),
      )
      return alerts.some((alert) => alert.top < field.bottom && alert.bottom > field.top)
    })
    expect(overlap).toBe(false)
  })

  it("shows the first invalid field with its label, in a dialog and on a long form's page", async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 640 })
    await logInAs(page, 'verified@example.org')
    await open(page, '/account/#!/my-account-profile')
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    const dialog = page.getByRole('dialog', { name: 'Update Account' })
    await dialog.getByLabel(/^First name/).fill('')
    await dialog.getByRole('button', { name: 'Save Account' }).click()
    await focusOnInvalidField(page)
    expect(await focusedLabelInView(page), 'Update Account: First name').toBe(true)

    const guest = (await newPage()).page
    await guest.setViewportSize({ width: 320, height: 640 })
    await open(guest, '/event/?id=107')
    await guest.getByRole('button', { name: /^Submit|^Register/ }).click()
    await focusOnInvalidField(guest)
    expect(await focusedLabelInView(guest), 'FinCamp registration: first field').toBe(true)
  })
})

describe('names as long as people have them', () => {
  it('fits a 320 px header whose greeting holds a first name of 100 letters with no space', async () => {
    const { page } = await newPage()
    await page.setViewportSize({ width: 320, height: 640 })
    await logInAs(page, 'limited@example.org')
    const login = await callFromPage<{ currentUser: { cpUsers_recordNumber: string } }>(
      page,
      '/aaa-content/packages/user-login-manager/api/login/',
      { u: 'limited@example.org', p: 'Demo-pass-1' },
    )
    const longName = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3).slice(0, 100)
    const saved = await callFromPage(page, '/aaa-content/packages/user-login-manager/api/updateUser/', {
      userObject: {
        cpUsers_recordNumber: login.info?.currentUser.cpUsers_recordNumber,
        cpUsers_firstName: longName,
      },
    })
    expect(saved.success).toBe(true)
    await page.evaluate((t) => localStorage.setItem('t', t), (login.info as unknown as { t: string }).t)
    await open(page, '/')
    await page.getByText(`Hi, ${longName.slice(0, 20)}`, { exact: false }).waitFor()
    await checkFits(page, 'home page with a long first name at 320 px')
    for (const route of ['my-account-profile', 'my-account-dashboard']) {
      await open(page, `/account/#!/${route}`)
      await checkFits(page, `${route} with a long first name at 320 px`)
    }
  })
})
