import { getConfig } from '../config/config'
import { afterDelay } from '../navigation/leave-page'

type DataLayerEvent = Record<string, unknown> & { event: string }

declare global {
  interface Window {
    dataLayer?: unknown[]
    google_tag_manager?: unknown
  }
}

/** Pushes a tag-manager event (§1: vpd-register, user-login, user-logout, user-signup). */
export function pushEvent(event: DataLayerEvent): void {
  if (!getConfig().analytics) return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}

/**
 * Pushes an event and then runs `next` once: after the tag manager's callback plus `delay`, or
 * after `fallback` ms if the tag manager never answers (§9: 0.5 s with a 4 s fallback), so
 * analytics never holds the page. Without a tag manager on the page, `next` runs after `delay`.
 */
export function pushEventThen(event: DataLayerEvent, next: () => void, delay = 500, fallback = 4000): void {
  let done = false
  const runOnce = () => {
    if (done) return
    done = true
    next()
  }
  const tagManagerPresent = getConfig().analytics && window.google_tag_manager !== undefined
  // The page change waits in afterDelay, so cancelPageLeaving() stops it like any other.
  pushEvent({ ...event, eventCallback: () => afterDelay(runOnce, delay), eventTimeout: 2000 })
  afterDelay(runOnce, tagManagerPresent ? fallback : delay)
}
