import { fireEvent } from '@testing-library/preact'

/**
 * Picks a select's option as a browser does: the value changes, then "input" and "change" fire
 * (fireEvent.change fires the one, and @testing-library/preact turns it into "input" on a page it
 * takes for preact/compat).
 */
export function chooseOption(select: HTMLElement, value: string): void {
  ;(select as HTMLSelectElement).value = value
  fireEvent(select, new Event('input', { bubbles: true }))
  fireEvent(select, new Event('change', { bubbles: true }))
}
