import { type RefObject, useEffect, useRef } from 'react'

/** How long a new screen may take to show its heading (its chunk and its data) before we give up. */
const HEADING_WAIT_MS = 15_000

/** Is the focus where a person left it in the account area (or nowhere), not in the host's page? */
function focusIsOurs(area: HTMLElement): boolean {
  const active = document.activeElement
  return !active || active === document.body || area.contains(active)
}

/**
 * After a route change (a tab, a View link, a redirect), moves the focus to the new screen's
 * heading once it is drawn (or to the notice of a screen that could not load), so a keyboard or
 * screen-reader user lands on the screen they opened;
 * the link they followed was often unmounted with the old screen, which left the focus on the
 * page's body. The first screen of a page load takes no focus, and a person who has moved the focus
 * elsewhere on the page meanwhile keeps it.
 */
export function useFocusNewScreen(routeKey: string, main: RefObject<HTMLElement | null>): void {
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const area = main.current?.closest<HTMLElement>('.pd-account') ?? main.current
    const screen = main.current
    if (!screen || !area) return
    const focusScreen = (): boolean => {
      // A screen whose data did not come shows no heading, only the notice with "Try again".
      const landing =
        screen.querySelector<HTMLElement>('h2') ?? screen.querySelector<HTMLElement>('.pd-notice')
      if (!landing) return false
      if (focusIsOurs(area)) {
        if (!landing.hasAttribute('tabindex')) landing.setAttribute('tabindex', '-1')
        landing.focus({ preventScroll: true })
      }
      return true
    }
    if (focusScreen()) return
    const observer = new MutationObserver(() => {
      if (focusScreen()) stop()
    })
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS)
    const stop = () => {
      observer.disconnect()
      clearTimeout(timer)
    }
    observer.observe(screen, { childList: true, subtree: true })
    return stop
  }, [routeKey])
}
