import { isSameOrigin } from '../api/safe-url'

const KEY = 'pd-login-return'
/** Long enough to find the password, short enough that a later log-in is not sent somewhere old. */
const KEEP_MS = 30 * 60_000

/**
 * The account page a person opened without a session (a ticket link in an e-mail, a bookmark):
 * §2.1 sends them to "/", and the log-in that follows in this tab takes them back there instead of
 * reloading "/". Kept in sessionStorage: one tab, gone with it.
 */
export function rememberLoginReturn(url: string = location.href): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ url, at: Date.now() }))
  } catch {
    // Storage blocked: the log-in reloads "/" as before.
  }
}

/** A log-out forgets it. */
export function forgetLoginReturn(): void {
  takeLoginReturn()
}

/**
 * The page to go back to after a log-in, once; undefined when none, too old or not this site's.
 * It lives in the session's chunk (session-store.ts imports it), not in a file of its own.
 */
export function takeLoginReturn(): string | undefined {
  try {
    const raw = sessionStorage.getItem(KEY)
    sessionStorage.removeItem(KEY)
    if (!raw) return undefined
    const { url, at } = JSON.parse(raw) as { url?: unknown; at?: unknown }
    if (typeof url !== 'string' || typeof at !== 'number' || Date.now() - at > KEEP_MS) return undefined
    return isSameOrigin(url) ? url : undefined
  } catch {
    return undefined
  }
}
