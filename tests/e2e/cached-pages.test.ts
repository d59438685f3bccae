import { describe, expect, it } from 'vitest'
import { XSRF_PATH } from '../../shared/contract/xsrf'
import { baseUrl, demo, newPage, setUpBrowser } from './harness'

setUpBrowser({ reset: 'each' })

describe('a CMS page served from a page cache or CDN (§7.1)', () => {
  it('loads the event and registers a guest on a first visit whose page set no cookie', async () => {
    const { page, consoleErrors } = await newPage()
    // The HTML as a cache hands it out: fetched outside the browser, sent without any Set-Cookie.
    const cached = await fetch(`${baseUrl()}/event/?id=103`)
    const headers = Object.fromEntries(
      [...cached.headers].filter(
        ([name]) => !['set-cookie', 'content-encoding', 'content-length'].includes(name),
      ),
    )
    const html = await cached.text()
    await page.route(
      (url) => url.pathname === '/event/',
      (route) => route.fulfill({ status: 200, headers, body: html }),
    )
    const posts: string[] = []
    page.on('response', (response) => {
      if (response.request().method() === 'POST')
        posts.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    const tokenRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === XSRF_PATH) tokenRequests.push(request.url())
    })

    await page.goto('/event/?id=103')
    await page.getByRole('heading', { level: 2, name: /Registration$/ }).waitFor()
    await page.getByLabel(/^Email/).fill('cached.guest@example.org')
    await page.getByLabel(/^First name/).fill('Sam')
    await page.getByLabel(/^Last name/).fill('Rivera')
    await page.getByLabel(/How did you hear/).selectOption({ label: 'Web search' })
    await page.getByRole('button', { name: 'Register' }).click()
    await page.waitForURL('**/onboarding-step1/')

    const events = await demo<{ id: string; seatsTaken: number }[]>('/__demo/events')
    expect(events.find((event) => event.id === '103')?.seatsTaken).toBe(1)
    expect(tokenRequests).toHaveLength(1)
    expect(posts.filter((line) => line.startsWith('403'))).toEqual([])
    expect(consoleErrors.filter((line) => line.includes('403'))).toEqual([])
  })
})
