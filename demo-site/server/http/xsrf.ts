import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { XSRF_COOKIE, XSRF_HEADER } from '../../../shared/contract/xsrf'
import { sameSignature, signature } from './signature'

export { XSRF_COOKIE, XSRF_EXPIRED_TEXT, XSRF_HEADER } from '../../../shared/contract/xsrf'
export const SESSION_COOKIE = 'pd_sid'

function sign(secret: string, nonce: string, sessionId: string): string {
  return signature(secret, `${nonce}.${sessionId}`)
}

/** `<nonce>.<HMAC(secret, nonce.pd_sid)>`: signed, and bound to this browser's pd_sid. */
function makeXsrfToken(secret: string, sessionId: string): string {
  const nonce = randomBytes(16).toString('base64url')
  return `${nonce}.${sign(secret, nonce, sessionId)}`
}

export function isValidXsrfToken(secret: string, token: string, sessionId: string): boolean {
  const [nonce, given, extra] = token.split('.')
  if (!nonce || !given || extra !== undefined) return false
  return sameSignature(sign(secret, nonce, sessionId), given)
}

/**
 * §7.1 anti-forgery: sets pd_sid (HttpOnly, Lax) and the readable XSRF-TOKEN (Strict) when either
 * is missing or the token no longer matches the session, so a page always leaves the browser with a
 * pair that passes `checkXsrf`.
 */
export function issueXsrfCookies(c: Context, secret: string): void {
  const secure = new URL(c.req.url).protocol === 'https:'
  let sessionId = getCookie(c, SESSION_COOKIE)
  if (!sessionId || !/^[\w-]{16,64}$/.test(sessionId)) {
    sessionId = randomBytes(24).toString('base64url')
    setCookie(c, SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'Lax', secure })
  }
  const token = getCookie(c, XSRF_COOKIE)
  if (!token || !isValidXsrfToken(secret, token, sessionId)) {
    setCookie(c, XSRF_COOKIE, makeXsrfToken(secret, sessionId), { path: '/', sameSite: 'Strict', secure })
  }
}

/** Every POST: the header equals the cookie and carries a valid signature for this pd_sid. */
export function checkXsrf(c: Context, secret: string): boolean {
  const sessionId = getCookie(c, SESSION_COOKIE)
  const cookieToken = getCookie(c, XSRF_COOKIE)
  const headerToken = c.req.header(XSRF_HEADER)
  if (!sessionId || !cookieToken || !headerToken || cookieToken !== headerToken) return false
  return isValidXsrfToken(secret, headerToken, sessionId)
}
