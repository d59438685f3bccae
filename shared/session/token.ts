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
