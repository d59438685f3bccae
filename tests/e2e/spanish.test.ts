import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import demoConfig from '../../demo-site/site-config.json'
import { englishTexts } from '../shared/messages/english-texts'
import { expectNoAxeViolations, logInAs, newPage, settle, setUpBrowser } from './harness'

setUpBrowser({ reset: 'once' })

/**
 * The English texts a Spanish page must not show: every catalogue text of three words or more,
 * with the brand filled in; texts with other placeholders are checked up to the first one.
 */
function englishSentences(): string[] {
  return englishTexts()
    .map((text) => text.replaceAll('{brand}', demoConfig.brand).split('{')[0]?.trim() ?? '')
    .filter((text) => text.split(/\s+/).length >= 3)
}

async function visibleEnglish(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => document.body.innerText)
  return englishSentences().filter((text) => shown.includes(text))
}

async function widgetLanguages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-pd-widget]'), (el) => (el as HTMLElement).lang),
  )
}

describe('the widgets in Spanish', () => {
  it('the home page: newsletter and log in in Spanish, lang="es", no English texts, no axe violations', async () => {
    const { page, consoleErrors } = await newPage()
    await page.goto('/es/')
    await page.getByRole('button', { name: 'Suscribirse' }).first().waitFor()
    await settle(page)
    expect(await widgetLanguages(page)).toEqual(expect.arrayContaining(['es']))
    expect((await widgetLanguages(page)).every((lang) => lang === 'es')).toBe(true)
    expect(await visibleEnglish(page)).toEqual([])
    await expectNoAxeViolations(page, '/es/')
    await page.getByRole('button', { name: 'Iniciar sesión' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
    await dialog.waitFor()
    expect(await dialog.getAttribute('lang')).toBe('es')
    await dialog.getByLabel('Correo electrónico o nombre de usuario').waitFor()
    expect(await visibleEnglish(page)).toEqual([])
    await expectNoAxeViolations(page, '/es/ with the log-in dialog')
    expect(consoleErrors).toEqual([])
  })

  it('a refused subscription reads in Spanish beside the button', async () => {
    const { page } = await newPage()
    await page.goto('/es/')
    const form = page.locator('[data-pd-widget="newsletter"]')
    await form.getByLabel('Correo electrónico').fill('not-an-address')
    await form.getByRole('button', { name: 'Suscribirse' }).click()
    await form.getByText('Escriba un correo electrónico válido, como nombre@escuela.org.').waitFor()
  })

  it('event registration: the form and its questions in Spanish, no English texts, no axe violations', async () => {
    const { page } = await newPage()
    await page.goto('/es/event/?id=104')
    await page
      .getByLabel(/^Correo electrónico/)
      .first()
      .waitFor()
    await settle(page)
    expect(await visibleEnglish(page)).toEqual([])
    expect((await widgetLanguages(page)).every((lang) => lang === 'es')).toBe(true)
    // The course's one option is labelled in Spanish; its value sent stays English (§5.1).
    const acknowledge = page.getByRole('checkbox', { name: 'Acepto' })
    expect(await acknowledge.getAttribute('value')).toBe('I acknowledge')
    await page.getByRole('heading', { name: 'Acerca de este curso' }).waitFor()
    await expectNoAxeViolations(page, '/es/event/?id=104')
  })

  it('a Virtual PD registration: its about panel and tutorial link in Spanish', async () => {
    const { page } = await newPage()
    await page.goto('/es/event/?id=103')
    await page.getByRole('heading', { name: 'Acerca de esta sesión' }).waitFor()
    await page.getByRole('link', { name: 'Ver el tutorial de Zoom de 5 minutos' }).waitFor()
    await settle(page)
    expect(await visibleEnglish(page)).toEqual([])
  })

  it('sends a guest who registers on the Spanish event page to the Spanish onboarding page, in Spanish', async () => {
    const { page } = await newPage()
    await page.goto('/es/event/?id=103')
    await page
      .getByLabel(/^Correo electrónico/)
      .first()
      .fill('nuevo.invitado@example.org')
    await page.getByLabel(/^Nombre/).fill('Sam')
    await page.getByLabel(/^Apellido/).fill('Rivera')
    await page.getByLabel(/^¿Cómo supo de este curso/).selectOption({ label: 'Búsqueda en internet' })
    await page.getByRole('button', { name: 'Inscribirse' }).click()
    await page.waitForURL('**/es/onboarding-step1/')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    await page.getByRole('heading', { level: 1, name: /^¡Gracias!/ }).waitFor()
    await page.locator('[data-pd-widget="signup"] form').waitFor()
    await settle(page)
    expect((await widgetLanguages(page)).every((lang) => lang === 'es')).toBe(true)
    expect(await visibleEnglish(page)).toEqual([])
    await expectNoAxeViolations(page, '/es/onboarding-step1/')
  })

  it('takes a teacher who registers on the Spanish event page to the ticket on the Spanish account page', async () => {
    const { page, consoleErrors } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('/es/event/?id=104')
    await page.getByRole('checkbox', { name: 'Acepto' }).check()
    await page.getByRole('button', { name: 'Inscribirse' }).click()
    await page.waitForURL(/\/es\/account\/#!\/my-account-finlit-acadameny-view-event\/104\/[^/]+$/)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    await page.getByRole('button', { name: 'Cancelar inscripción' }).waitFor()
    expect(await page.locator('.site-nav-account a').getAttribute('href')).toBe('/es/account/')
    await settle(page, { alertsGone: true })
    expect((await widgetLanguages(page)).every((lang) => lang === 'es')).toBe(true)
    expect(await visibleEnglish(page)).toEqual([])
    await expectNoAxeViolations(page, '/es/account/ ticket')
    const screens = {
      'my-account-dashboard': 'Mi panel',
      'my-account-finlit-academy': 'Mi Academia FinLit',
      'my-account-profile': 'Mi perfil',
    }
    for (const [route, heading] of Object.entries(screens)) {
      await page.goto(`/es/account/#!/${route}`)
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      await settle(page)
      expect({ route, english: await visibleEnglish(page) }).toEqual({ route, english: [] })
    }
    expect(consoleErrors).toEqual([])
  })

  it("keeps the account's screen when the teacher switches language there and back", async () => {
    const { page, consoleErrors } = await newPage()
    await logInAs(page, 'verified@example.org')
    await page.goto('/account/#!/my-account-dashboard')
    await page.getByRole('link', { name: 'My Profile' }).first().click()
    await page.getByRole('heading', { name: 'My Profile', exact: true }).waitFor()
    await page.getByRole('link', { name: 'Español' }).click()
    await page.waitForURL(/\/es\/account\/#!\/my-account-profile$/)
    await page.getByRole('heading', { name: 'Mi perfil', exact: true }).waitFor()
    // Only the links to the other language's account page carry the screen.
    const carried = await page.$$eval('a[hreflang][href*="#!/"]', (links) =>
      links.map((link) => {
        const url = new URL((link as HTMLAnchorElement).href)
        return url.pathname + url.hash
      }),
    )
    expect(carried).toEqual(['/account/#!/my-account-profile'])
    await page.getByRole('link', { name: 'English', exact: true }).click()
    await page.waitForURL(/\/account\/#!\/my-account-profile$/)
    expect(new URL(page.url()).pathname).toBe('/account/')
    await page.getByRole('heading', { name: 'My Profile', exact: true }).waitFor()
    expect(consoleErrors).toEqual([])
  })

  it('leaves the English pages in English, without downloading the Spanish catalogue', async () => {
    const { page } = await newPage()
    const scripts: string[] = []
    page.on('response', (response) => scripts.push(new URL(response.url()).pathname))
    await page.goto('/event/?id=104')
    await page
      .getByLabel(/^Email/)
      .first()
      .waitFor()
    await settle(page)
    expect((await widgetLanguages(page)).every((lang) => lang === 'en')).toBe(true)
    // The check above would see English: this page shows catalogue texts of three words or more.
    expect((await visibleEnglish(page)).length).toBeGreaterThan(0)
    expect(scripts.filter((path) => /\/chunks\/es-/.test(path))).toEqual([])
  })
})
