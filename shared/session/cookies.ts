import { format } from '../messages/format'
import * as messages from '../messages/messages'

/** §7.7: one year, path /. */
const ONE_YEAR_SECONDS = 31_536_000

/** Reads a cookie; §8: logs a console warning when no key is passed or the cookie is absent. */
export function readCookie(key: string): string | undefined {
  if (!key) {
    console.warn(messages.cookieNoKey)
    return undefined
  }
  const stored = storedText(key)
  if (stored === undefined) {
    console.warn(format(messages.cookieNotFound, { key }))
    return undefined
  }
  return decodeURIComponent(stored)
}

/** The cookie's value as it stands in document.cookie, not decoded. */
function storedText(key: string): string | undefined {
  const prefix = `${key}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

/**
 * The value as it is ("Finance Professional", as §6 names it, for a tag manager that reads the
 * cookie raw); what would end or break a cookie (";", ",", '"', "\\", control characters,
 * letters beyond ASCII) and "%" are percent-encoded, which readCookie decodes.
 */
function writeCookie(key: string, value: string): void {
  document.cookie = `${key}=${cookieText(value)}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`
}

const cookieText = (value: string) =>
  value.replace(/[^\x20\x21\x23\x24\x26-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/gu, encodeURIComponent)

/** Expires a cookie (§7.7: removed on sign-out by expiring it). */
export function expireCookie(key: string): void {
  document.cookie = `${key}=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`
}

/** §7.7: written only when the stored value differs. */
export function writeCookieIfChanged(key: string, value: string): boolean {
  // Compared as written: a value stored URI-encoded by an earlier release is written again as it is.
  if (readCookie(key) === value && storedText(key) === cookieText(value)) return false
  writeCookie(key, value)
  return true
}
