import * as v from 'valibot'
import { requestEnded, requestStarted } from '../../shared/api/loading-store'
import type { SiteConfig } from '../../shared/config/site-config'
import { type SearchAnswer, SearchAnswerSchema } from '../../shared/contract/schemas'
import { logProblem } from '../../shared/log'

/** Why a search failed: the provider's quota or rate limit, or anything else. */
export class SearchError extends Error {
  override readonly name = 'SearchError'
  readonly unavailable: boolean

  constructor(message: string, unavailable: boolean) {
    super(message)
    this.unavailable = unavailable
  }
}

const GOOGLE_ENDPOINT = 'https://www.googleapis.com/customsearch/v1'

/**
 * The request URL for each provider of config `search.provider`. Both take q and start and
 * answer the Programmable Search JSON shape, so a site can move off Google (closed to new
 * customers, ends 2027-01-01) by changing config only.
 */
const providers: Record<SiteConfig['search']['provider'], (config: SiteConfig) => URL> = {
  google: (config) => {
    const url = new URL(GOOGLE_ENDPOINT)
    url.searchParams.set('key', config.search.key)
    url.searchParams.set('cx', config.search.engineId)
    return url
  },
  json: (config) => new URL(config.search.endpoint, location.href),
}

export function searchUrl(config: SiteConfig, q: string, start: number): string {
  const url = providers[config.search.provider](config)
  url.searchParams.set('q', q)
  url.searchParams.set('start', String(start))
  return url.href
}

/**
 * Asks the search provider. Plain fetch with credentials omitted and no custom headers: the
 * session token (CPAUTH) and the XSRF header must never reach a third party. Counted in the
 * loading indicator like every other request.
 */
export async function searchSite(
  config: SiteConfig,
  q: string,
  start: number,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  if (config.search.provider === 'google' && !(config.search.key && config.search.engineId)) {
    // A site set up without its key cannot search at all: say so calmly, and tell the editor why.
    logProblem('search', 'search.key and search.engineId are required for the google provider')
    throw new SearchError('search not configured', true)
  }
  requestStarted()
  try {
    const response = await fetch(searchUrl(config, q, start), { credentials: 'omit', signal })
    const body: unknown = await response.json().catch(() => undefined)
    if (isQuotaProblem(response.status, body)) throw new SearchError('search unavailable', true)
    if (!response.ok) throw new SearchError(`HTTP ${response.status}`, false)
    const checked = v.safeParse(SearchAnswerSchema, body)
    if (!checked.success) throw new SearchError('unexpected answer', false)
    return checked.output
  } finally {
    requestEnded()
  }
}

const QUOTA_REASONS = new Set(['ratelimitexceeded', 'dailylimitexceeded', 'quotaexceeded'])

const GoogleErrorSchema = v.object({
  error: v.looseObject({
    errors: v.optional(v.array(v.looseObject({ reason: v.optional(v.string()) }))),
    details: v.optional(v.array(v.looseObject({ reason: v.optional(v.string()) }))),
  }),
})

/** HTTP 429 or 403, or a Google error whose reason is a rate or quota limit. */
export function isQuotaProblem(status: number, body: unknown): boolean {
  if (status === 429 || status === 403) return true
  const parsed = v.safeParse(GoogleErrorSchema, body)
  if (!parsed.success) return false
  const reasons = [...(parsed.output.error.errors ?? []), ...(parsed.output.error.details ?? [])]
  return reasons.some((item) => QUOTA_REASONS.has((item.reason ?? '').replaceAll('_', '').toLowerCase()))
}
