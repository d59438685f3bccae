import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { SiteConfigSchema } from '../../../shared/config/site-config'
import { isQuotaProblem, SearchError, searchSite, searchUrl } from '../../../widgets/search/search-provider'

describe('search provider', () => {
  it('asks the Programmable Search JSON API with key, cx, q and start when the provider is google (§7.5)', () => {
    const config = v.parse(SiteConfigSchema, {
      search: { provider: 'google', key: 'the-key', engineId: 'the-engine' },
    })
    const url = new URL(searchUrl(config, 'budget site:x/blog/', 11))
    expect(url.origin + url.pathname).toBe('https://www.googleapis.com/customsearch/v1')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'the-key',
      cx: 'the-engine',
      q: 'budget site:x/blog/',
      start: '11',
    })
  })

  it('asks the configured endpoint with q and start when the provider is json', () => {
    const config = v.parse(SiteConfigSchema, { search: { provider: 'json', endpoint: '/search-api/v1' } })
    const url = new URL(searchUrl(config, 'budget', 1))
    expect(url.pathname).toBe('/search-api/v1')
    expect(url.origin).toBe(location.origin)
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'budget', start: '1' })
  })

  it.each([
    [429, {}, true],
    [403, {}, true],
    [400, { error: { errors: [{ reason: 'quotaExceeded' }] } }, true],
    [400, { error: { errors: [{ reason: 'rateLimitExceeded' }] } }, true],
    [400, { error: { errors: [{ reason: 'invalid' }] } }, false],
    [500, 'down', false],
    [200, { items: [] }, false],
  ])('treats HTTP %s with %j as a quota problem: %s', (status, body, expected) => {
    expect(isQuotaProblem(status, body)).toBe(expected)
  })

  it('does not call Google without a key and engine id: unavailable, with one [pd-widgets] line', async () => {
    const config = v.parse(SiteConfigSchema, { search: { provider: 'google' } })
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const failure = await searchSite(config, 'budget', 1).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(SearchError)
      expect((failure as SearchError).unavailable).toBe(true)
      expect(fetchSpy).not.toHaveBeenCalled()
      expect(log).toHaveBeenCalledWith(
        '[pd-widgets] search: search.key and search.engineId are required for the google provider',
      )
    } finally {
      log.mockRestore()
      vi.unstubAllGlobals()
    }
  })
})
