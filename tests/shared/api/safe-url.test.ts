import { describe, expect, it } from 'vitest'
import { safeUrl } from '../../../shared/api/safe-url'

const base = 'https://teach.example.org/account/'

describe('safeUrl', () => {
  it.each([
    'https://zoom.example.com/j/123',
    'http://example.org/x',
    'mailto:teachers@finlit.example.org',
    'tel:+15555550100',
    '#section',
    '/event-certificates/?e=1&t=2&u=3',
    'reports/?u=1',
  ])('allows %s', (url) => {
    expect(safeUrl(url, base)).toBe(url)
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'blob:https://teach.example.org/abc',
    '',
  ])('refuses %j', (url) => {
    expect(safeUrl(url, base)).toBeUndefined()
  })

  it.each([
    ['\u00a0javascript:alert(1)', '\u00a0javascript:alert(1)'],
    ['\ufeffjavascript:alert(1)', '\ufeffjavascript:alert(1)'],
    ['\u3000javascript:alert(1)', '\u3000javascript:alert(1)'],
    ['  https://zoom.example.com/j/1\n', 'https://zoom.example.com/j/1'],
    ['https://zoom.example.com/j/\t1', 'https://zoom.example.com/j/1'],
  ])('returns %j as the browser reads it, which is what it checked', (raw, expected) => {
    const checked = safeUrl(raw, base)
    expect(checked).toBe(expected)
    // A leading non-ASCII space makes a relative path on this site, never a scheme.
    expect(new URL(checked as string, base).protocol).toBe('https:')
  })

  it('refuses values that are not strings', () => {
    expect(safeUrl(undefined, base)).toBeUndefined()
    expect(safeUrl({ href: 'https://x' }, base)).toBeUndefined()
  })
})
