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
  const cancels = [afterDelay(go, delay)]
  if (fallback > delay) cancels.push(afterDelay(go, fallback))
  return () => {
    for (const cancel of cancels) cancel()
  }
}

const pending = new Set<() => void>()

/**
 * Runs `next` after `ms` unless cancelPageLeaving() comes first. Every delayed page change goes
 * through here (the analytics hand-over too), so none outlives a host's or a test's cancel.
 */
export function afterDelay(next: () => void, ms: number): () => void {
  const cancel = () => {
    clearTimeout(timer)
    pending.delete(cancel)
  }
  const timer = setTimeout(() => {
    pending.delete(cancel)
    next()
  }, ms)
  pending.add(cancel)
  return cancel
}

/** A page change is scheduled: the page is about to go where it was sent. */
export function pageLeaving(): boolean {
  return pending.size > 0
}

/** Cancels every scheduled page change (a test's clean-up, or a host page that keeps control). */
export function cancelPageLeaving(): void {
  for (const cancel of [...pending]) cancel()
}
