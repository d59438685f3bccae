import { XSRF_COOKIE, XSRF_HEADER } from '../contract/xsrf'
import { readToken } from '../session/token'
import { isSameOrigin } from './safe-url'

/** A cookie's value, or undefined (quietly: unlike §8's readCookie, for cookies often absent). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${name}=`
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined
}

/** CPAUTH and X-XSRF-TOKEN go to the site's own origin only, never to a third party (§6, §7.1). */
export function setSiteHeaders(url: string, headers: Headers): void {
  if (!isSameOrigin(url)) return
  const token = readToken()
  if (token) headers.set('CPAUTH', token)
  const xsrf = readCookie(XSRF_COOKIE)
  if (xsrf) headers.set(XSRF_HEADER, xsrf)
  headers.set('Accept', 'application/json')
}
