import { describe, expect, it } from 'vitest'
import { newPage, settle, setUpBrowser } from './harness'

setUpBrowser({ reset: 'once' })

describe('compression in Chromium', () => {
  it('gets the page and its widget code compressed, and runs them', async () => {
    const { page } = await newPage()
    const encodings = new Map<string, string>()
    page.on('response', async (response) => {
      const url = new URL(response.url())
      const headers = await response.allHeaders()
      encodings.set(url.pathname, headers['content-encoding'] ?? 'none')
    })
    await page.goto('/event/?id=104')
    await page
      .getByRole('button', { name: /register/i })
      .first()
      .waitFor()
    await settle(page)
    const chunks = [...encodings].filter(([path]) => path.startsWith('/widgets/chunks/'))
    expect(chunks.length).toBeGreaterThan(0)
    // Chromium asks for brotli on localhost as on HTTPS.
    expect(chunks.some(([, encoding]) => encoding === 'br')).toBe(true)
    expect(chunks.every(([, encoding]) => encoding === 'br' || encoding === 'none')).toBe(true)
    expect(encodings.get('/event/')).toBe('br')
  })
})
