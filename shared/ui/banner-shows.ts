/**
 * Whether the page's alert banner can be seen now: one is mounted, and no modal dialog is open
 * (the page behind a modal <dialog> is inert and under its backdrop, so a dialog's own feedback
 * speaks at once).
 */
export function bannerShows(): boolean {
  if (typeof document === 'undefined' || modalOpen()) return false
  return document.querySelector('[data-pd-widget="alerts"][data-pd-mounted="true"]') !== null
}

const modalOpen = (): boolean => document.querySelector('dialog[open]') !== null
