import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { alertError } from '../../../shared/alerts/alert-store'
import { SignUpUserObjectSchema } from '../../../shared/contract/login-manager'
import { eventTimeText, formatClock, formatDisplayDate } from '../../../shared/dates/event-dates'
import { creditsToNextStatusText, creditsToNextText } from '../../../shared/domain/academy'
import { displayStatus } from '../../../shared/domain/event-phase'
import { typeText } from '../../../shared/domain/event-types'
import { signUpThankYou } from '../../../shared/domain/sign-up-text'
import { format, formatNumber, plural } from '../../../shared/messages/format'
import { currentLocale, installCatalogue, resolveLocale, setLocale } from '../../../shared/messages/locale'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { mountWidget } from '../../../shared/ui/mount-widget'
import { thankYouShown } from '../../../widgets/signup/state'

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
    await setLocale('es')
    expect(currentLocale()).toBe('es')
    expect(text(messages.navTopProfile)).toBe('MI PERFIL')
    expect(text(messages.titleAcademy)).toBe('Mi Academia FinLit')
    expect(format(messages.referDuplicate, { email: 'a@b.org' })).toBe(
      'a@b.org aparece más de una vez. Escriba cada dirección de correo solo una vez.',
    )
  })

  it('tells host pages an error alert as the banner shows it, in the language in force (pd:alert)', async () => {
    await setLocale('es')
    const told: unknown[] = []
    const listen = (event: Event) => told.push((event as CustomEvent).detail)
    document.addEventListener('pd:alert', listen)
    alertError(messages.registrationFailed)
    document.removeEventListener('pd:alert', listen)
    expect(told).toEqual([{ type: 'error', title: '', text: 'Hubo un error. La inscripción no se completó' }])
  })

  it('chooses plural forms by the language in force', async () => {
    await setLocale('es')
    expect(plural(0, 'one', 'other')).toBe('other')
    expect(plural(1, 'one', 'other')).toBe('one')
    expect(plural(2, 'one', 'other')).toBe('other')
  })

  it('gives every widget root the language as lang (WCAG 3.1.2)', async () => {
    await setLocale('es')
    const el = document.createElement('div')
    document.body.append(el)
    mountWidget(el, 'test', <p>Hola</p>)
    expect(el.lang).toBe('es')
  })

  it("writes dates in the language's own order", async () => {
    expect(formatDisplayDate('2026-03-05')).toBe('3/5/2026')
    await setLocale('es')
    expect(formatDisplayDate('2026-03-05')).toBe('5/3/2026')
  })

  it('keeps English with no catalogue downloaded for an English page', async () => {
    await setLocale('en')
    expect(currentLocale()).toBe('en')
    expect(text(messages.navTopProfile)).toBe('MY PROFILE')
  })

  it("writes an event's time in the language's clock, the server's zone kept", async () => {
    const event = { timeString: '4:00 PM - 5:30 PM PT', startTime: '16:00:00', endTime: '17:30:00' }
    expect(eventTimeText(event)).toBe('4:00 PM - 5:30 PM PT')
    await setLocale('es')
    expect(eventTimeText(event)).toBe('16:00 - 17:30 PT')
    expect(eventTimeText({ startTime: '09:05:00' })).toBe('9:05')
    expect(formatClock('')).toBe(false)
    expect(eventTimeText({ timeString: 'All day' })).toBe('All day')
  })

  it("takes a Spanish time from the server's timeString: a zone of any name, the spring change, the default hour", async () => {
    await setLocale('es')
    const madrid = { timeString: '6:00 PM - 7:30 PM Spain Time', startTime: '18:00:00', endTime: '19:30:00' }
    expect(eventTimeText(madrid)).toBe('18:00 - 19:30 Spain Time')
    // 2:30 AM does not exist on the spring-change day: the schedule moved it, the raw fields did not.
    const springDay = { timeString: '3:30 AM - 4:30 AM PT', startTime: '02:30:00', endTime: '03:30:00' }
    expect(eventTimeText(springDay)).toBe('3:30 - 4:30 PT')
    const noEnd = { timeString: '12:00 PM - 1:00 PM PT', startTime: '12:00:00' }
    expect(eventTimeText(noEnd)).toBe('12:00 - 13:00 PT')
    expect(eventTimeText({ timeString: '12:15 AM - 1:00 AM Guam Time' })).toBe('0:15 - 1:00 Guam Time')
    // §5.11: a start time that cannot be read is no time; its end alone would pass for the start.
    expect(eventTimeText({ startTime: '10', endTime: '11:00:00' })).toBe('')
  })

  it('writes credits as the language writes numbers, and the sentence agrees with one credit', async () => {
    expect(creditsToNextStatusText(0.5, 'Silver')).toBe('You need just 0.5 credits to reach Silver status')
    await setLocale('es')
    expect(creditsToNextStatusText(0.5, 'Silver')).toBe(
      'Solo necesita 0,5 créditos para llegar al nivel Silver',
    )
    expect(creditsToNextText(1, 'Silver')).toBe('Solo necesita 1 crédito para llegar a Silver')
    expect(format('{year}', { year: 2026 })).toBe('2026')
    expect(formatNumber(37.5)).toBe('37,5')
  })

  it('writes numbers in the language in force after a switch, from formatters kept per language', async () => {
    expect([formatNumber(1234.5), plural(1, 'credit', 'credits')]).toEqual(['1234.5', 'credit'])
    await setLocale('es')
    expect([formatNumber(12345.5), plural(2, 'crédito', 'créditos')]).toEqual(['12345,5', 'créditos'])
    installCatalogue('en', undefined)
    expect(formatNumber(0.5)).toBe('0.5')
  })

  it('names event types and ticket statuses in the language in force', async () => {
    const over = { type: 'Webinar', status: 'Registered', endDate: '2020-01-01', startDate: '2020-01-01' }
    expect(typeText('Certification Course')).toBe('Certification Course')
    await setLocale('es')
    expect(typeText('Certification Course')).toBe('Curso de certificación')
    expect(typeText('FinLit On-Demand')).toBe('FinLit a demanda')
    expect(typeText('VPD')).toBe('Virtual PD')
    expect(text(displayStatus({ type: 'Webinar', status: 'Waitlisted' }, new Date()))).toBe(
      'En lista de espera',
    )
    expect(text(displayStatus(over, new Date()))).toBe('Encuesta pendiente')
  })

  it("shows the reference server's sign-up thank-you in the language in force, another text as it came", async () => {
    const english = (template: string) => format(template, { brand: 'FinLit' })
    const said = signUpThankYou(english, true)
    expect(said).toBe(
      'Thank you for signing up! Feel free to browse our website. Your FinLit teacher account will be reviewed within 24 hours. We sent you an e-mail: confirm your address there to see your earlier registrations in your account.',
    )
    expect(thankYouShown(said)).toBe(said)
    await setLocale('es')
    expect(thankYouShown(said)).toBe(
      '¡Gracias por registrarse! Lo invitamos a explorar nuestro sitio web. Su cuenta de docente de FinLit se revisará en un plazo de 24 horas. Le enviamos un correo electrónico: confirme allí su dirección para ver en su cuenta sus inscripciones anteriores.',
    )
    expect(thankYouShown(undefined)).toBe(
      '¡Gracias por registrarse! Lo invitamos a explorar nuestro sitio web',
    )
    expect(thankYouShown('Welcome aboard.')).toBe('Welcome aboard.')
  })

  it("shows the contract's username and password checks in the language in force", async () => {
    const issues = v.safeParse(SignUpUserObjectSchema, {
      cpUsers_firstName: 'Ana',
      cpUsers_lastName: 'Ruiz',
      cpUsers_email: 'ana@example.org',
      cpUsers_username: 'a b',
      cpUsers_password: '          ',
    }).issues
    const said = (issues ?? []).map((issue) => issue.message)
    expect(said).toEqual([messages.usernameRule, messages.passwordOnlySpaces])
    await setLocale('es')
    expect(said.map((message) => text(message))).toEqual([
      'El nombre de usuario debe tener de 3 a 40 letras sin tilde (a-z), dígitos, puntos, guiones o guiones bajos.',
      'La contraseña no puede tener solo espacios.',
    ])
  })
})
