import { describe, expect, it } from 'vitest'
import { expectNoAxeViolations, newPage, setUpBrowser } from './harness'

/** The events list on /events/ and on the type pages the dashboard's empty state links to. */
setUpBrowser({ reset: 'once' })

describe('the events list in Chromium', () => {
  it('lists the open events on /events/ and leads to their registration page', async () => {
    const { page } = await newPage()
    await page.goto('/events/')
    const list = page.getByRole('region', { name: 'Upcoming events' }).getByRole('list')
    await list.getByRole('listitem').first().waitFor()
    expect(await list.getByRole('link', { name: 'Saving for Emergencies' }).count()).toBe(0)
    await expectNoAxeViolations(page, '/events/')
    await list.getByRole('link', { name: 'Budgeting Games for the First Week' }).click()
    await page.waitForURL('**/event/?id=103')
    await page.getByRole('heading', { name: 'Virtual PD Registration' }).waitFor()
  })

  it('lists only Virtual PD on /pd/virtual-pd/, with the full one marked', async () => {
    const { page } = await newPage()
    await page.goto('/pd/virtual-pd/')
    const items = page.getByRole('region', { name: 'Upcoming events' }).getByRole('listitem')
    await items.first().waitFor()
    const texts = await items.allInnerTexts()
    expect(texts.length).toBeGreaterThan(1)
    expect(texts.every((text) => text.startsWith('VIRTUAL PD') || text.startsWith('Virtual PD'))).toBe(true)
    expect(texts.find((text) => text.includes('Teaching Taxes'))).toContain('Full: join the waitlist')
  })
})
