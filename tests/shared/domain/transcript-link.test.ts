import { describe, expect, it } from 'vitest'
import { certificateLink, certificatePageUrl, transcriptUrl } from '../../../shared/domain/transcript-link'

const PATHS = { reports: '/reports/', certificates: '/event-certificates/' }

describe('transcript and certificate links (§7.6, §2.13)', () => {
  it('builds /reports/ with uuid, four random strings, a timestamp and f (§7.6)', () => {
    let n = 0
    const url = new URL(
      transcriptUrl(PATHS, 'uuid-1', false, () => `r${++n}`, 1700000000000),
      'http://x/',
    )
    expect(url.pathname).toBe('/reports/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      u: 'uuid-1',
      a: 'r1',
      d: 'r2',
      c: 'r3',
      e: 'r4',
      t: '1700000000000',
      f: 'false',
    })
  })

  it('sets f=true for the current year only (§2.3)', () => {
    expect(transcriptUrl(PATHS, 'u', true)).toMatch(/&f=true$/)
  })

  it('uses fresh random strings on each call (§7.6)', () => {
    const a = new URL(transcriptUrl(PATHS, 'u', true), 'http://x/').searchParams.get('a')
    const b = new URL(transcriptUrl(PATHS, 'u', true), 'http://x/').searchParams.get('a')
    expect(a).not.toBe(b)
  })

  it('builds the certificate page from event id, ticket id and uuid (§2.13)', () => {
    expect(certificatePageUrl(PATHS, '114', 'T9', 'U1')).toBe('/event-certificates/?e=114&t=T9&u=U1')
  })

  it('prefers the event certificate URL: "View Your Certificate" (§4.1)', () => {
    expect(certificateLink(PATHS, { id: '1', ticketId: 't', certificate: '/c.pdf' }, 'u')).toEqual({
      kind: 'view',
      href: '/c.pdf',
    })
  })

  it('falls back to the certificate page: "Open Your Certificate" (§4.1)', () => {
    expect(certificateLink(PATHS, { id: '1', ticketId: 't', certificate: null }, 'u')).toEqual({
      kind: 'open',
      href: '/event-certificates/?e=1&t=t&u=u',
    })
  })

  it('falls back to the certificate page for a URL the page may not link to', () => {
    expect(
      certificateLink(PATHS, { id: '1', ticketId: 't', certificate: 'javascript:alert(1)' }, 'u'),
    ).toEqual({
      kind: 'open',
      href: '/event-certificates/?e=1&t=t&u=u',
    })
  })
})
