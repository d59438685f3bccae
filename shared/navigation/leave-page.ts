import { navigation } from './navigation'

/**
 * Goes to `url` (or reloads when there is none) after `delay` ms, and again after `fallback` ms
 * in case the first attempt was swallowed (§4.5, §9: login reload 0.5 s with a 4 s fallback,
 * logout home redirect 0.5 s with a 4 s fallback). A fallback not later than the delay is
 * skipped. Returns a cancel function.
 *
 * @example leavePageAfter({ url: '/' }) // home after 0.5 s, fallback at 4 s
 */
export function leavePageAfter({
  url,
  delay = 500,
  fallback = 4000,
}: {
  url?: string | undefined
  delay?: number
  fallback?: number
} = {}): () => void {
  const go = () => (url ? navigation.assign(url) : navigation.reload())
  const timers = [setTimeout(go, delay)]
  if (fallback > delay) timers.push(setTimeout(go, fallback))
  const cancel = () => {
    for (const timer of timers) clearTimeout(timer)
    pending.delete(cancel)
  }
  pending.add(cancel)
  return cancel
}

const pending = new Set<() => void>()

/** Cancels every scheduled page change (a test's clean-up, or a host page that keeps control). */
export function cancelPageLeaving(): void {
  for (const cancel of [...pending]) cancel()
}
