/** localStorage key of the session token (§4.5, §9). */
export const TOKEN_KEY = 't'

/** The stored token, or null; storage can throw in private modes and sandboxed frames. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}

let onRefused: (() => void) | undefined

/** The session store hears here that an answer refused the stored token (it ends the session). */
export function whenTokenRefused(listener: () => void): void {
  onRefused = listener
}

/**
 * An answer came with §8's missing-auth text for the token its call sent: the server holds no
 * session for it (expired, or ended by a password change elsewhere). The client says so here, the
 * one place every call's answer passes, so a Cancel or a save ends the session as a re-login would.
 * A late answer for a token since replaced (a log-in in this tab or another) ends nothing.
 */
export function tokenRefused(sentToken: string | null): void {
  if (sentToken && readToken() === sentToken) onRefused?.()
}
