import { fireEvent, screen } from '@testing-library/preact'
import { afterEach } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { mount } from '../../../widgets/event-registration/entry'
import { chooseOption } from '../../helpers/choose-option'

export const REGISTER_PATH = '/aaa-content/user/api/events/register/'

/** Mounts the real registration widget for an event, as a page would. */
const mounted: (() => void)[] = []

// A widget left mounted would follow the next test's log-in (the form follows the session) and
// make calls of its own.
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount()
})

export function mountRegistration(eventId?: string): { el: HTMLElement; unmount: () => void } {
  const el = document.createElement('div')
  document.body.append(el)
  const unmount = mount(el, eventId === undefined ? {} : { eventId })
  mounted.push(unmount)
  return { el, unmount }
}

export function alertTexts(): string[] {
  return alertStore.getState().alerts.map((alert) => alert.text)
}

export function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: /^(Register|Join the Waitlist|Submit Application)$/ })
}

/** Fills every visible field of the form with a valid answer, as a person would. */
export function fillEveryField(form: HTMLElement, email: string): void {
  for (const field of Array.from(form.querySelectorAll<HTMLElement>('input, select, textarea'))) {
    if (field instanceof HTMLSelectElement) {
      const option = Array.from(field.options).find((item) => item.value !== '')
      chooseOption(field, option?.value ?? '')
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (!field.checked) fireEvent.click(field)
    } else if (field instanceof HTMLInputElement && field.type === 'email') {
      fireEvent.input(field, { target: { value: email } })
    } else if (field instanceof HTMLInputElement && field.type === 'tel') {
      fireEvent.input(field, { target: { value: '555-0100' } })
    } else {
      fireEvent.input(field, { target: { value: 'Sam' } })
    }
  }
}
