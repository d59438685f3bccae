import { useLayoutEffect, useRef } from 'react'

/**
 * Nothing on the page has the focus: the control that had it went (disabled or removed), and the
 * browser dropped it to the page's body.
 */
export function focusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body
}

/**
 * Gives the focus back after a call that disabled the focused control. A form disables its button
 * (and the registration form its fields) while its call runs, so nothing is sent twice or changed
 * mid-save; a browser drops the focus of a control it disables to the page's body, so after a
 * failed submit the keyboard and a screen reader lost their place. The focused element is read
 * while rendering the busy state, before that render disables it, and focused again once the
 * call is over, unless the focus has gone elsewhere meanwhile (an error field, a dialog).
 */
export function useFocusKeptWhileBusy(busy: boolean): void {
  const kept = useRef<HTMLElement | null>(null)
  if (busy && !kept.current && typeof document !== 'undefined') {
    kept.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }
  useLayoutEffect(() => {
    if (busy) return
    const element = kept.current
    kept.current = null
    if (element?.isConnected && focusLost()) element.focus()
  }, [busy])
}

/**
 * Focuses what a successful call shows in place of the form or its button (a "done" notice, "Taking
 * you to the next step…"), when the call has left the focus on the page's body: the form that held
 * it is gone or disabled. A screen reader then reads the notice, and Tab goes on from there. The
 * element needs tabIndex={-1}.
 */
export function useFocusWhenShown<T extends HTMLElement>(shown: boolean) {
  const element = useRef<T>(null)
  useLayoutEffect(() => {
    if (!shown) return
    if (focusLost()) element.current?.focus()
  }, [shown])
  return element
}
