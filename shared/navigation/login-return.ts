import { isSameOrigin } from '../api/safe-url'
import { getConfig } from '../config/config'

const KEY = 'pd-login-return'
/** Long enough to find the password, short enough that a later log-in is not sent somewhere old. */
const KEEP_MS = 30 * 60_000

/**
 * The account page a person opened without a session (a ticket link in an e-mail, a bookmark):
 * §2.1 sends them to "/" (`landing`), and a log-in made there takes them back to it instead of
 * reloading "/". Kept in sessionStorage: one tab, gone with it.
 */
export function rememberLoginReturn(url: string = location.href, landing = getConfig().paths.home): void {
  try {
    const landingPath = new URL(landing, location.href).pathname
    sessionStorage.setItem(KEY, JSON.stringify({ url, at: Date.now(), landingPath }))
  } catch {
    // Storage blocked: the log-in reloads "/" as before.
  }
}

/** A log-out forgets it. */
export function forgetLoginReturn(): void {
  takeLoginReturn()
}

/**
 * This page was opened from that account page: the tab was sent here, by way of any redirect the
 * site makes of its home ("/" to "/en/"), as the referrer keeps the sending page (without its hash).
 */
const cameFrom = (url: string) => document.referrer !== '' && document.referrer === url.split('#')[0]

/**
 * The page to go back to after a log-in, once; undefined when none, too old, not this site's, or
 * when the log-in is made on another page than the one the tab was sent to (the home path, or the
 * page it redirects to): a teacher who went on to an event's page and logs in there means to stay
 * (§4.5 reloads the page), so the old ticket is forgotten. It lives in the session's chunk
 * (session-store.ts imports it), not in a file of its own.
 */
export function takeLoginReturn(): string | undefined {
  try {
    const raw = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    if (!raw) return undefined
    const { url, at, landingPath } = JSON.parse(raw) as { url?: unknown; at?: unknown; landingPath?: unknown }
    if (typeof url !== 'string' || typeof at !== 'number' || Date.now() - at > KEEP_MS) return undefined
    if (landingPath !== location.pathname && !cameFrom(url)) return undefined
    return isSameOrigin(url) ? url : undefined
  } catch {
    return undefined
  }
}
