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

  it('refuses values that are not strings', () => {
    expect(safeUrl(undefined, base)).toBeUndefined()
    expect(safeUrl({ href: 'https://x' }, base)).toBeUndefined()
  })
})
