import { sessionExpired } from '../messages/catalogue/envelope'

/**
 * §7.1 anti-forgery, the part the client and the reference server must agree on: where the token
 * is read and sent, where a page without the cookie gets one, and how a refusal reads.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

/**
 * GET answers 204 with the cookies a page load sets. CMS pages served from a page cache or a CDN
 * carry no per-visitor Set-Cookie, so the client asks here before its first POST.
 */
export const XSRF_PATH = '/aaa-content/xsrf/'

/** The refusal of a POST without a valid token: status 403 with this errorText. */
export const XSRF_REFUSED_STATUS = 403
export const XSRF_EXPIRED_TEXT = sessionExpired
