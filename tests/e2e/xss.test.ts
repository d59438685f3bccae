import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl, demo, fetchRouted, logInAs, newPage, settle, setUpBrowser } from './harness'

/**
 * The XSS battery: DOMPurify's own 223 test vectors (tests/e2e/fixtures, with their licence note)
 * placed everywhere the product renders server HTML, in real Chromium. Nothing may run, and no
 * javascript:/data: link, event handler, form control or style attribute may reach the page.
 */
const vectors = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'xss-vectors.json'), 'utf8'),
) as {
  title: string
  payload: string
}[]
const BATCH = 45
const batches = Array.from({ length: Math.ceil(vectors.length / BATCH) }, (_, index) =>
  vectors.slice(index * BATCH, (index + 1) * BATCH).map((vector) => vector.payload),
)

setUpBrowser({ reset: 'once' })

/** Counts every way a vector could prove it ran: dialogs, our marker, or a navigation away. */
async function armedPage(): Promise<Page> {
  const { page } = await newPage()
  await page.addInitScript(() => {
    const hits: string[] = []
    ;(window as unknown as { __xssHits: string[] }).__xssHits = hits
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      ;(window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        hits.push(`${name}(${args.join(',')})`)
      }
    }
  })
  page.on('dialog', (dialog) => void dialog.dismiss())
  return page
}

async function expectNothingRan(page: Page, where: string): Promise<void> {
  // The hostile HTML is on screen once the page has settled (sanitized rich text in place).
  await settle(page)
  const hits = await page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits)
  expect(hits, `script ran in ${where}`).toEqual([])
  const dangerous = await page.evaluate(() => {
    const found: string[] = []
    for (const element of document.querySelectorAll('.pd-root *')) {
      for (const attribute of element.getAttributeNames()) {
        const value = element.getAttribute(attribute) ?? ''
        if (attribute.startsWith('on')) found.push(`${element.tagName} ${attribute}`)
        if (
          /^\s*(javascript|data|vbscript):/i.test(value) &&
          ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute)
        ) {
          found.push(`${element.tagName} ${attribute}=${value.slice(0, 40)}`)
        }
      }
    }
    for (const element of document.querySelectorAll(
      '.pd-rich-text :is(form, input, button, textarea, select, iframe, object, embed, svg, math, style, script, [style])',
    )) {
      found.push(`${element.tagName} inside rich text`)
    }
    // Our own class and id names would let rich text dress up as a widget (a fixed alert banner).
    for (const element of document.querySelectorAll('.pd-rich-text :is([class*="pd-"], [id^="pd-"])')) {
      found.push(`${element.tagName} class=${element.className} id=${element.id} inside rich text`)
    }
    return found
  })
  expect(dangerous, `dangerous markup in ${where}`).toEqual([])
}

async function createEvent(fields: Record<string, unknown>): Promise<string> {
  const { id } = await demo<{ id: string | number }>('/__demo/events', {
    type: 'VPD',
    title: 'Vector event',
    startDate: '2030-01-15',
    endDate: '2030-01-15',
    startTime: '16:00:00',
    endTime: '17:00:00',
    timeString: '4:00 PM - 5:00 PM PT',
    duration: 1,
    pdHours: 1,
    virtual: 1,
    ...fields,
  })
  return String(id)
}

describe('XSS battery in Chromium', () => {
  it.each(batches.map((batch, index) => [index + 1, batch] as const))(
    'runs nothing from vector batch %i in an event description on the registration page',
    async (_index, batch) => {
      const id = await createEvent({ description: batch.join('\n') })
      const page = await armedPage()
      await page.goto(`/event/?id=${id}`)
      await page.locator('.pd-rich-text').first().waitFor({ state: 'attached' })
      await expectNothingRan(page, 'the event description')
    },
  )

  it.each(batches.map((batch, index) => [index + 1, batch] as const))(
    'runs nothing from vector batch %i in descriptionAfterSession on the ticket detail',
    async (_index, batch) => {
      const id = await createEvent({
        descriptionAfterSession: batch.join('\n'),
        startDate: '2020-01-15',
        endDate: '2020-01-15',
      })
      const { ticketId } = await demo<{ ticketId: string }>('/__demo/tickets', {
        userEmail: 'verified@example.org',
        eventId: id,
        status: 'Attended',
      })
      const page = await armedPage()
      await logInAs(page, 'verified@example.org')
      await page.goto(`/account/#!/my-account-finlit-acadameny-view-event/${id}/${ticketId}`)
      await page.locator('.pd-rich-text').first().waitFor({ state: 'attached' })
      await expectNothingRan(page, 'descriptionAfterSession')
    },
  )

  it("keeps rich text out of the widgets' own names and links led by a space the URL parser keeps", async () => {
    const id = await createEvent({
      description: [
        '<div class="pd-alerts pd-alert-error" id="pd-alert-spoof">Your session has expired. Log in again here</div>',
        '<a href="\u00a0javascript:alert(1)">non-breaking space</a>',
        '<a href="\ufeffjavascript:alert(2)">byte order mark</a>',
        '<p class="intro pd-card">Kept: the class "intro"</p>',
        '<a href="https://help.example.org/">Help Center</a>',
      ].join('\n'),
    })
    const page = await armedPage()
    await page.goto(`/event/?id=${id}`)
    await page.getByText('Kept: the class "intro"').waitFor()
    await expectNothingRan(page, 'our own names in a description')
    expect(await page.locator('.pd-rich-text p.intro').count()).toBe(1)
    // A link rich text opens in a new tab says so, as the account's own new-tab links do.
    const help = page.getByRole('link', { name: 'Help Center', exact: true })
    expect(await help.getAttribute('target')).toBe('_blank')
    expect(await help.getAttribute('aria-description')).toBe('(opens in a new tab)')
    // DOMPurify drops these hrefs itself; if one stayed, it must be a path on this site.
    for (const name of ['non-breaking space', 'byte order mark']) {
      const href = await page.getByText(name).evaluate((element) => (element as HTMLAnchorElement).href)
      if (href) expect(new URL(href).protocol).toBe('http:')
    }
  })

  it('leaves no tracking ping, srcset or address the URL check refuses in rich text, the schemes DOMPurify allows included', async () => {
    const id = await createEvent({
      description: [
        '<a href="https://help.example.org/" ping="https://tracker.example/" target="_top">Pinged link</a>',
        '<img src="/favicon.ico" srcset="https://tracker.example/b.png 2x" alt="Badge">',
        ...['sms:+15550100', 'ftp://files.example/', 'callto:someone', 'xmpp:someone@example.org'].map(
          (href) => `<a href="${href}">Scheme ${href.split(':')[0]}</a>`,
        ),
        '<a href="mailto:pd@example.org">Mail us</a>',
      ].join('\n'),
    })
    const page = await armedPage()
    await page.goto(`/event/?id=${id}`)
    await page.getByText('Pinged link').waitFor()
    const pinged = page.getByRole('link', { name: 'Pinged link', exact: true })
    expect(await pinged.getAttribute('ping')).toBeNull()
    expect(await pinged.getAttribute('target')).toBe('_blank')
    expect(await page.getByAltText('Badge').getAttribute('srcset')).toBeNull()
    for (const scheme of ['sms', 'ftp', 'callto', 'xmpp']) {
      expect(await page.getByText(`Scheme ${scheme}`).getAttribute('href'), scheme).toBeNull()
    }
    expect(await page.getByRole('link', { name: 'Mail us' }).getAttribute('href')).toBe(
      'mailto:pd@example.org',
    )
  })

  it('runs nothing from any vector in search result titles and snippets', async () => {
    const page = await armedPage()
    await page.route('**/search-api/v1**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          items: vectors.map((vector, index) => ({
            title: `Result ${index}`,
            htmlTitle: vector.payload,
            link: index % 2 ? 'javascript:alert(1)' : `${baseUrl()}/blog/`,
            displayLink: 'example.org',
            snippet: vector.title,
            htmlSnippet: vector.payload,
          })),
          searchInformation: { totalResults: String(vectors.length) },
        }),
      }),
    )
    await page.goto('/search/?q=budget')
    await page.locator('.pd-rich-text').first().waitFor({ state: 'attached' })
    await expectNothingRan(page, 'search results')
  })

  it('runs nothing from any vector used as survey question labels', async () => {
    // 121 is over, so its survey is open.
    const { ticketId } = await demo<{ ticketId: string }>('/__demo/tickets', {
      userEmail: 'pending@example.org',
      eventId: '121',
      status: 'Registered',
    })
    const page = await armedPage()
    await page.route('**/get-survey-questions/', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          info: {
            emailQuestion: 'q_email',
            emailAnswer: 'guest@example.org',
            questions: vectors.slice(0, 60).map((vector, index) => ({
              question: vector.payload,
              questionType: 'Basic Text',
              questionKey: `q_${index}`,
              isRequired: false,
              disabled: false,
              optionsArray: [],
            })),
          },
        }),
      }),
    )
    await page.goto(`/survey/view/?id=121&ticketId=${ticketId}`)
    await page.getByRole('button', { name: 'Submit Survey' }).waitFor()
    await expectNothingRan(page, 'survey labels')
  })

  it('runs nothing from any vector in blog posts on the dashboard', async () => {
    const posts = batches.map((batch, index) => ({
      link: index % 2 ? 'javascript:alert(1)' : '/blog/',
      name: `Post ${index}`,
      date: '2026-11-21',
      content: batch.join('\n'),
    }))
    const page = await armedPage()
    await logInAs(page, 'verified@example.org')
    await page.route('**/account/', async (route) => {
      const response = await fetchRouted(route)
      const script = `<script type="application/json" data-pd-blog-posts>${JSON.stringify(posts).replace(/</g, '\\u003c')}</script>`
      const html = (await response.text()).replace(
        /<script type="application\/json" data-pd-blog-posts>[\s\S]*?<\/script>/,
        script,
      )
      await route.fulfill({ response, body: html })
    })
    await page.goto('/account/#!/my-account-dashboard')
    await page.getByRole('tab', { name: "TODAY'S BLOG" }).click()
    await page.locator('.pd-rich-text').first().waitFor({ state: 'attached' })
    await expectNothingRan(page, 'blog posts')
  })
})
