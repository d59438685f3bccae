import { afterEach } from 'vitest'

/** A field as it was at the moment the focus came to it. */
export interface FocusArrival {
  element: Element
  invalid: string | null
  /** The text of the elements its aria-describedby names (its message and hint). */
  description: string
}

let stopLast = () => {}
// Stopped after every test, passed or failed, so no listener outlives its test.
afterEach(() => stopLast())

/**
 * Records each focus arrival in the document with the field's state at that moment, so a test
 * can tell that the first invalid field was focused after it was marked invalid and tied to its
 * message (a screen reader reads the field with its message), not before.
 */
export function watchFocusArrivals(): FocusArrival[] {
  stopLast()
  const arrivals: FocusArrival[] = []
  const record = (event: FocusEvent) => {
    const element = event.target as Element
    const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? []
    const description = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
    arrivals.push({ element, invalid: element.getAttribute('aria-invalid'), description })
  }
  document.addEventListener('focusin', record)
  stopLast = () => document.removeEventListener('focusin', record)
  return arrivals
}
