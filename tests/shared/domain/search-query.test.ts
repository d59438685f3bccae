import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SiteConfigSchema } from '../../../shared/config/site-config'
import {
  buildSearchQ,
  isSearchFilter,
  nextStart,
  normalizeStart,
  previousStart,
  SEARCH_FILTERS,
  scopeTerms,
  searchHost,
} from '../../../shared/domain/search-query'

const config = v.parse(SiteConfigSchema, {})
const host = 'www.finlit.example.org'

describe('search paging (§9)', () => {
  it.each([
    [11, 100, 11],
    [91, 100, 91],
    [101, 100, undefined],
    [100, 100, undefined],
    [11, 11, undefined],
    [undefined, 100, undefined],
  ])('uses nextPage startIndex %s only when it is below the total %s (§9)', (index, total, expected) => {
    expect(nextStart(index, total)).toBe(expected)
  })

  it.each([
    [1, undefined],
    [0, undefined],
    [11, 1],
    [21, 11],
    [5, 0],
  ])('goes back from start %s to %s: start minus 10, floored at 0 (§9)', (start, expected) => {
    expect(previousStart(start)).toBe(expected)
  })

  it.each([
    [0, 1],
    [1, 1],
    [-5, 1],
    [Number.NaN, 1],
    [21, 21],
  ])('treats a start of %s as %s: 0 or 1 is the first page (§9)', (start, expected) => {
    expect(normalizeStart(start)).toBe(expected)
  })
})

describe('search scopes (§9)', () => {
  it('lists the filter tabs of §2.10 after "all"', () => {
    expect(SEARCH_FILTERS).toEqual(['all', 'blog', 'resources', 'community', 'teacher-pd', 'advocacy'])
    expect(isSearchFilter('blog')).toBe(true)
    expect(isSearchFilter('everything')).toBe(false)
  })

  it('scopes blog to the blog only (§9)', () => {
    expect(scopeTerms('blog', config, host)).toEqual([`site:${host}/blog/`, `-site:${host}/search/`])
  })

  it('scopes resources to everything but the blog (§9)', () => {
    expect(scopeTerms('resources', config, host)).toEqual([`-site:${host}/blog/`, `-site:${host}/search/`])
  })

  it('scopes community to community, podcasts, fellows, flash surveys and newsletters (§9)', () => {
    expect(scopeTerms('community', config, host).slice(0, -1)).toEqual([
      `site:${host}/community/`,
      `site:${host}/podcasts/`,
      `site:${host}/fellows/`,
      `site:${host}/flash-surveys/`,
      `site:${host}/newsletters/`,
    ])
  })

  it('scopes teacher-pd to camps, toolkit, webinars, virtual PD, PLC, events and summit (§9)', () => {
    expect(scopeTerms('teacher-pd', config, host).slice(0, -1)).toEqual([
      `site:${host}/camps/`,
      `site:${host}/teacher-toolkit/`,
      `site:${host}/webinars/`,
      `site:${host}/pd/virtual-pd/`,
      `site:${host}/plc/`,
      `site:${host}/events/`,
      `site:${host}/summit/`,
    ])
  })

  it('scopes advocacy to school search and advocacy pages (§9)', () => {
    expect(scopeTerms('advocacy', config, host).slice(0, -1)).toEqual([
      `site:${host}/school-search/`,
      `site:${host}/advocacy/`,
    ])
  })

  it.each(SEARCH_FILTERS)('excludes the search page itself under filter %s (§9)', (filter) => {
    expect(scopeTerms(filter, config, host).at(-1)).toBe(`-site:${host}/search/`)
  })

  it('adds no site scope for "all", only the search-page exclusion', () => {
    expect(scopeTerms('all', config, host)).toEqual([`-site:${host}/search/`])
  })

  it('uses the configured search page path in the exclusion', () => {
    const custom = v.parse(SiteConfigSchema, { search: { searchPagePath: '/find/' } })
    expect(scopeTerms('all', custom, host)).toEqual([`-site:${host}/find/`])
  })

  it('takes the host from config search.siteHost, else from the page', () => {
    expect(searchHost(config, 'localhost:8080')).toBe('localhost:8080')
    const custom = v.parse(SiteConfigSchema, { search: { siteHost: 'www.finlit.org' } })
    expect(searchHost(custom, 'localhost:8080')).toBe('www.finlit.org')
  })
})

describe('search q (§7.5)', () => {
  it('adds the filter scope after the words (§7.5: query plus site filter)', () => {
    expect(buildSearchQ('budget', 'blog', config, host)).toBe(
      `budget site:${host}/blog/ -site:${host}/search/`,
    )
  })

  it('trims the words and collapses their spaces', () => {
    expect(buildSearchQ('  credit   score ', 'all', config, host)).toBe(`credit score -site:${host}/search/`)
  })

  it('gives an empty q for empty words, so nothing is searched', () => {
    expect(buildSearchQ('   ', 'blog', config, host)).toBe('')
  })
})
