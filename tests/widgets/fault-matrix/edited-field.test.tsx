import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { logIn } from '../../../shared/session/session-store'
import { mount as mountBlog } from '../../../widgets/blog-subscribe/entry'
import { mount as mountCampForm } from '../../../widgets/camp-form/entry'
import { mount as mountContact } from '../../../widgets/contact/entry'
import { mount as mountForgot } from '../../../widgets/forgot-password/entry'
import { mount as mountLogin } from '../../../widgets/login/entry'
import { mount as mountNewsletter } from '../../../widgets/newsletter/entry'
import { mount as mountRefer } from '../../../widgets/refer/entry'
import { mount as mountReset } from '../../../widgets/reset-password/entry'
import { mount as mountSignUp } from '../../../widgets/signup/entry'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

// Every form says what is wrong with a field after a submit, and takes that message away as soon
// as the field is edited (the next submit checks again), as event registration and the survey
// always did: a corrected address that still read "Please enter a valid email address" was also
// announced as invalid by a screen reader.

type Mount = (el: HTMLElement, options: Record<string, string>) => () => void

interface FormCase {
  widget: string
  mount: Mount
  options?: Record<string, string>
  /** The page's address, for a widget that reads it. */
  url?: string
  logIn?: boolean
  /** What to type before the first submit, for a form whose empty field gets a banner instead. */
  typeFirst?: string
}

const FORMS: FormCase[] = [
  { widget: 'sign-up', mount: mountSignUp },
  { widget: 'contact', mount: mountContact },
  { widget: 'forgot password', mount: mountForgot },
  { widget: 'login', mount: mountLogin },
  { widget: 'reset password', mount: mountReset, url: '/reset-password/?key=any-key' },
  { widget: 'newsletter', mount: mountNewsletter, typeFirst: 'not-an-address' },
  { widget: 'blog subscription', mount: mountBlog, typeFirst: 'not-an-address' },
  { widget: 'camp', mount: mountCampForm, options: { model: 'student' } },
  { widget: 'refer', mount: mountRefer, logIn: true },
]

let server: WidgetServer
let unmount: (() => void) | undefined

beforeEach(async () => {
  server = await startWidgetServer()
})

afterEach(async () => {
  unmount?.()
  unmount = undefined
  history.replaceState(null, '', '/')
  await stopWidgetServer(server)
})

const invalidControls = () => [...document.querySelectorAll<HTMLElement>('[aria-invalid="true"]')]

/** The texts of the elements that describe a control: its hint and its message. */
function description(control: HTMLElement): string {
  const ids = `${control.getAttribute('aria-describedby') ?? ''} ${control.getAttribute('aria-errormessage') ?? ''}`
  return ids
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
}

/** A value of the control's kind that differs from what it holds. */
function edit(control: HTMLElement): void {
  if (control instanceof HTMLSelectElement) {
    const option = [...control.options].find((item) => item.value && item.value !== control.value)
    fireEvent.change(control, { target: { value: option?.value } })
    return
  }
  const kind = control.getAttribute('type')
  const value = kind === 'email' ? 'ana.ruiz@example.org' : kind === 'password' ? 'Edited-pass-42' : 'Ana'
  fireEvent.input(control, { target: { value } })
}

describe("a field's message goes as the field is edited", () => {
  for (const form of FORMS) {
    it(`in the ${form.widget} form`, async () => {
      if (form.logIn) await logIn('verified@example.org', DEMO_PASSWORD)
      if (form.url) history.replaceState(null, '', form.url)
      const el = document.createElement('div')
      document.body.append(el)
      unmount = form.mount(el, form.options ?? {})
      const submit = await waitFor(() => {
        const button = el.querySelector<HTMLButtonElement>('button[type="submit"]')
        if (!button) throw new Error('no submit button yet')
        return button
      })
      if (form.typeFirst) fireEvent.input(screen.getByRole('textbox'), { target: { value: form.typeFirst } })
      fireEvent.click(submit)
      const [control] = await waitFor(() => {
        const found = invalidControls()
        expect(found.length).toBeGreaterThan(0)
        return found
      })
      const said = description(control as HTMLElement)
      expect(said.trim()).not.toBe('')

      edit(control as HTMLElement)

      await waitFor(() => expect(control?.getAttribute('aria-invalid')).not.toBe('true'))
      expect(description(control as HTMLElement)).not.toContain(said)
    })
  }
})
