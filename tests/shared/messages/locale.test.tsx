import { afterEach, describe, expect, it } from 'vitest'
import { alertError } from '../../../shared/alerts/alert-store'
import { formatDisplayDate } from '../../../shared/dates/event-dates'
import { format, plural } from '../../../shared/messages/format'
import { currentLocale, installCatalogue, resolveLocale, useLocale } from '../../../shared/messages/locale'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { mountWidget } from '../../../shared/ui/mount-widget'

afterEach(() => {
  installCatalogue('en', undefined)
  document.body.replaceChildren()
})

describe('choosing the language', () => {
  it('takes the config first, then the page language, then English', () => {
    expect(resolveLocale('es', 'en')).toBe('es')
    expect(resolveLocale(undefined, 'es-MX')).toBe('es')
    expect(resolveLocale(undefined, 'ES_us')).toBe('es')
    expect(resolveLocale('en', 'es')).toBe('en')
    expect(resolveLocale(undefined, undefined)).toBe('en')
  })

  it('falls back to English for a language without a catalogue', () => {
    expect(resolveLocale('fr', undefined)).toBe('en')
    expect(resolveLocale(undefined, 'de-DE')).toBe('en')
    expect(resolveLocale('fr', 'es')).toBe('es')
  })
})

describe('texts in Spanish', () => {
  it('reads catalogue and widget texts in the language in force, placeholders filled', async () => {
    expect(text(messages.navTopProfile)).toBe('MY PROFILE')
    await useLocale('es')
    expect(currentLocale()).toBe('es')
    expect(text(messages.navTopProfile)).toBe('MI PERFIL')
    expect(text(messages.titleAcademy)).toBe('Mi Academia FinLit')
    expect(format(messages.referDuplicate, { email: 'a@b.org' })).toBe(
      'a@b.org aparece más de una vez. Escriba cada dirección de correo solo una vez.',
    )
  })

  it('tells host pages an error alert as the banner shows it, in the language in force (pd:alert)', async () => {
    await useLocale('es')
    const told: unknown[] = []
    const listen = (event: Event) => told.push((event as CustomEvent).detail)
    document.addEventListener('pd:alert', listen)
    alertError(messages.registrationFailed)
    document.removeEventListener('pd:alert', listen)
    expect(told).toEqual([{ type: 'error', title: '', text: 'Hubo un error. La inscripción no se completó' }])
  })

  it('chooses plural forms by the language in force', async () => {
    await useLocale('es')
    expect(plural(0, 'one', 'other')).toBe('other')
    expect(plural(1, 'one', 'other')).toBe('one')
    expect(plural(2, 'one', 'other')).toBe('other')
  })

  it('gives every widget root the language as lang (WCAG 3.1.2)', async () => {
    await useLocale('es')
    const el = document.createElement('div')
    document.body.append(el)
    mountWidget(el, 'test', <p>Hola</p>)
    expect(el.lang).toBe('es')
  })

  it("writes dates in the language's own order", async () => {
    expect(formatDisplayDate('2026-03-05')).toBe('3/5/2026')
    await useLocale('es')
    expect(formatDisplayDate('2026-03-05')).toBe('5/3/2026')
  })

  it('keeps English with no catalogue downloaded for an English page', async () => {
    await useLocale('en')
    expect(currentLocale()).toBe('en')
    expect(text(messages.navTopProfile)).toBe('MY PROFILE')
  })
})
