import type { SiteConfig } from '../config/site-config'

/** §9: the provider pages by 10, and its first result has index 1. */
export const SEARCH_PAGE_SIZE = 10
export const FIRST_START = 1

/** §2.10, §9: the filter tabs, in the spec's order; "all" adds no site scope. */
export const SEARCH_FILTERS = ['all', 'blog', 'resources', 'community', 'teacher-pd', 'advocacy'] as const
export type SearchFilter = (typeof SEARCH_FILTERS)[number]

export function isSearchFilter(value: unknown): value is SearchFilter {
  return typeof value === 'string' && (SEARCH_FILTERS as readonly string[]).includes(value)
}

/** §9: a start of 0 or 1 (or anything below) is the first page; the provider wants at least 1. */
export function normalizeStart(start: number): number {
  return Number.isFinite(start) && start > FIRST_START ? Math.floor(start) : FIRST_START
}

/** §9: next uses the returned nextPage startIndex, and only when it is below the total. */
export function nextStart(nextPageStartIndex: number | undefined, totalResults: number): number | undefined {
  if (nextPageStartIndex === undefined || !Number.isFinite(nextPageStartIndex)) return undefined
  return nextPageStartIndex < totalResults ? nextPageStartIndex : undefined
}

/** §9: previous is the current start minus 10, floored at 0; there is none on the first page. */
export function previousStart(start: number): number | undefined {
  if (start <= FIRST_START) return undefined
  return Math.max(0, start - SEARCH_PAGE_SIZE)
}

/** The host the site scopes name: config search.siteHost, else the page's own host. */
export function searchHost(config: SiteConfig, pageHost: string): string {
  return config.search.siteHost.trim() || pageHost
}

/**
 * §9: the site operators a filter adds to the query. Every filter, "all" included, also excludes
 * the search page itself, so the page never finds itself.
 */
export function scopeTerms(filter: SearchFilter, config: SiteConfig, host: string): string[] {
  const scopes = filter === 'all' ? [] : config.search.scopes[filter]
  const ownPage = `-site:${host}${config.search.searchPagePath}`
  return [...scopes.map((scope) => scope.replaceAll('{host}', host)), ownPage]
}

/** §7.5: q is the person's words plus the filter's site scope. Empty words give an empty q. */
export function buildSearchQ(words: string, filter: SearchFilter, config: SiteConfig, host: string): string {
  const trimmed = words.trim().replace(/\s+/g, ' ')
  if (!trimmed) return ''
  return [trimmed, ...scopeTerms(filter, config, host)].join(' ')
}
