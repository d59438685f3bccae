import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCookie, writeCookieIfChanged } from '../../../shared/session/cookies'

afterEach(() => vi.restoreAllMocks())

describe('cookie helper (§7.7, §8)', () => {
  it('warns "No key passed. Cannot check cookies." without a key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(readCookie('')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith('No key passed. Cannot check cookies.')
  })

  it('warns "No cookie of key \'<key>\' found" for an absent cookie', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(readCookie('gtm_uid')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith("No cookie of key 'gtm_uid' found")
  })

  it('writes a cookie only when the stored value differs', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(writeCookieIfChanged('user-type', 'Teacher')).toBe(true)
    expect(writeCookieIfChanged('user-type', 'Teacher')).toBe(false)
    expect(writeCookieIfChanged('user-type', 'Finance Professional')).toBe(true)
    expect(readCookie('user-type')).toBe('Finance Professional')
    // As written, for a tag manager that reads it raw.
    expect(document.cookie.split('; ')).toContain('user-type=Finance Professional')
  })

  it('writes again a value an earlier release stored URI-encoded', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    document.cookie = 'user-type=Finance%20Professional; path=/'
    expect(writeCookieIfChanged('user-type', 'Finance Professional')).toBe(true)
    expect(document.cookie.split('; ')).toContain('user-type=Finance Professional')
    expect(writeCookieIfChanged('user-type', 'Finance Professional')).toBe(false)
  })

  it('encodes only what would break the cookie, and reads it back', () => {
    writeCookieIfChanged('gtm_uid', 'a;b,c"d\\e%f gé😀')
    expect(document.cookie.split('; ')).toContain('gtm_uid=a%3Bb%2Cc%22d%5Ce%25f g%C3%A9%F0%9F%98%80')
    expect(readCookie('gtm_uid')).toBe('a;b,c"d\\e%f gé😀')
  })
})
