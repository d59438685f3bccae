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
export function useShownInBanner(said: string | undefined, type: AlertType = 'error'): boolean {
  // The banner count is part of the selection: a banner mounting after the alert re-renders the form.
  const inStore = useStore(
    alertStore,
    (state) => state.banners > 0 && state.alerts.some((alert) => alert.type === type && alert.text === said),
  )
  return said !== undefined && inStore && bannerShows()
}
