// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { EVENTS_BASE } from '../../../shared/contract/events'
import { XSRF_EXPIRED_TEXT, XSRF_PATH } from '../../../shared/contract/xsrf'
import { createTestApp } from '../../helpers/test-app'

const GET_EVENT = `${EVENTS_BASE}get-event/`

describe('the anti-forgery token route, for pages from a cache (§7.1)', () => {
  it('still refuses a POST from a page that brought no cookie', async () => {
    const { fetch } = createTestApp({ pageLoad: false })
    const response = await fetch(GET_EVENT, { json: { id: '103' } })
    expect(response.status).toBe(403)
    expect((await response.json()).errorText).toBe(XSRF_EXPIRED_TEXT)
  })

  it('answers 204, never cached, with the cookies a page load sets', async () => {
    const { fetch, cookies } = createTestApp({ pageLoad: false })
    const response = await fetch(XSRF_PATH)
    expect(response.status).toBe(204)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const setCookies = response.headers.getSetCookie().join('\n')
    expect(setCookies).toMatch(/pd_sid=[^;]+;.*HttpOnly/i)
    expect(setCookies).toMatch(/XSRF-TOKEN=[\w-]+\.[\w-]+;.*SameSite=Strict/i)
    expect(cookies.has('XSRF-TOKEN')).toBe(true)
  })

  it('lets the POST through with the token it set', async () => {
    const { fetch, request } = createTestApp({ pageLoad: false })
    await fetch(XSRF_PATH)
    const answer = await request(GET_EVENT, { json: { id: '103' } })
    expect(answer.success).toBe(true)
  })
})
