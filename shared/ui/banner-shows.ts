import { useRef } from 'react'
import { type AlertType, alertStore } from '../alerts/alert-store'
import { useStore } from './use-store'

/**
 * Whether the page's alert banner can be seen now: one is mounted, and no modal dialog is open
 * (the page behind a modal <dialog> is inert and under its backdrop, so a dialog's own feedback
 * speaks at once).
 */
export function bannerShows(): boolean {
  if (typeof document === 'undefined' || modalOpen()) return false
  return document.querySelector('[data-pd-widget="alerts"][data-pd-mounted="true"]') !== null
}

/** A modal dialog is open: what a form in it says is told there alone. */
export function modalOpen(): boolean {
  return document.querySelector('dialog[open]') !== null
}

/**
 * True while the banner shows `said` as an alert of `type` (§4.7: for its second). A form's own copy of the
 * text waits meanwhile, so the text is on the page once at any moment: shown in both, a search for
 * it (a person's Find, a check by text) finds two.
 */
function useShownInBanner(said: string | undefined, type: AlertType = 'error'): boolean {
  // The banner count is part of the selection: a banner mounting after the alert re-renders the form.
  const inStore = useStore(
    alertStore,
    (state) => state.banners > 0 && state.alerts.some((alert) => alert.type === type && alert.text === said),
  )
  return said !== undefined && inStore && bannerShows()
}

/**
 * useShownInBanner, and whether the banner told `said` already: the copy that takes the banner's
 * place is then there to be read, not announced a second time (WCAG 4.1.3; a screen reader heard
 * it twice, the second cutting into what the person did next). Forgotten once `said` is gone (a
 * field edited), so a text that comes back without the banner is announced again.
 */
export function useToldByBanner(
  said: string | undefined,
  type: AlertType = 'error',
): { inBanner: boolean; told: boolean } {
  const inBanner = useShownInBanner(said, type)
  const toldText = useRef<string | undefined>(undefined)
  if (said === undefined || inBanner) toldText.current = said
  return { inBanner, told: said !== undefined && toldText.current === said }
}
