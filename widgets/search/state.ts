import { createStore, type StoreApi } from 'zustand/vanilla'
import { alertError } from '../../shared/alerts/alert-store'
import { getConfig } from '../../shared/config/config'
import type { SearchItem } from '../../shared/contract/schemas'
import {
  buildSearchQ,
  FIRST_START,
  isSearchFilter,
  nextStart,
  normalizeStart,
  previousStart,
  type SearchFilter,
  searchHost,
} from '../../shared/domain/search-query'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { SearchError, searchSite } from './search-provider'

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed' | 'unavailable'

/** What a search page shows; `words` is what the person typed, without the site scope. */
export interface SearchState {
  words: string
  filter: SearchFilter
  start: number
  status: SearchStatus
  items: SearchItem[]
  total: number
  next: number | undefined
  previous: number | undefined
}

export interface SearchRequest {
  words: string
  filter: SearchFilter
  start: number
}

export type SearchStore = StoreApi<SearchState>

/** Starts from the search in the page URL, so the box shows it from the first render. */
export function createSearchStore(initial: SearchRequest = requestFromUrl()): SearchStore {
  return createStore<SearchState>()(() => ({
    ...initial,
    status: 'idle',
    items: [],
    total: 0,
    next: undefined,
    previous: undefined,
  }))
}

/** The search in the page URL (?q=&filter=&start=), so results can be linked and bookmarked. */
export function requestFromUrl(href: string = location.href): SearchRequest {
  const params = new URL(href).searchParams
  const filter = params.get('filter')
  return {
    words: (params.get('q') ?? '').trim(),
    filter: isSearchFilter(filter) ? filter : 'all',
    start: normalizeStart(Number(params.get('start') ?? FIRST_START)),
  }
}

function urlForRequest(request: SearchRequest, href: string = location.href): string {
  const url = new URL(href)
  url.searchParams.set('q', request.words)
  if (request.filter === 'all') url.searchParams.delete('filter')
  else url.searchParams.set('filter', request.filter)
  if (request.start > FIRST_START) url.searchParams.set('start', String(request.start))
  else url.searchParams.delete('start')
  return url.pathname + url.search + url.hash
}

/** Runs searches for one widget; a newer search cancels the one still running. */
export function createSearchActions(store: SearchStore) {
  let running: AbortController | undefined

  async function run(request: SearchRequest): Promise<void> {
    running?.abort()
    const controller = new AbortController()
    running = controller
    const start = normalizeStart(request.start)
    store.setState({ words: request.words, filter: request.filter, start, status: 'loading' })
    const config = getConfig()
    const q = buildSearchQ(request.words, request.filter, config, searchHost(config, location.host))
    try {
      const answer = await searchSite(config, q, start, controller.signal)
      if (controller.signal.aborted) return
      const total = answer.searchInformation.totalResults
      store.setState({
        status: 'done',
        items: answer.items,
        total,
        next: nextStart(answer.queries.nextPage?.[0]?.startIndex, total),
        previous: previousStart(start),
      })
    } catch (error) {
      if (controller.signal.aborted) return
      const unavailable = error instanceof SearchError && error.unavailable
      store.setState({ status: unavailable ? 'unavailable' : 'failed', items: [], total: 0, next: undefined })
      // A quota or rate limit gets a calm notice in place of the results, not an error alert.
      if (!unavailable) alertError(text(messages.searchFailed))
    }
  }

  /** A new search by the person: written to the URL (pushState) so Back returns to the last one. */
  function search(request: SearchRequest): Promise<void> {
    const target = urlForRequest(request)
    if (target !== location.pathname + location.search + location.hash) history.pushState(null, '', target)
    return run(request)
  }

  /** The search the URL holds (page load, Back, Forward); an empty q clears the results. */
  function followUrl(): Promise<void> {
    const request = requestFromUrl()
    if (!request.words) {
      running?.abort()
      store.setState({ words: '', filter: request.filter, start: FIRST_START, status: 'idle', items: [] })
      return Promise.resolve()
    }
    return run(request)
  }

  /** Switching filters searches again from the first page, with what is in the box. */
  function selectFilter(filter: SearchFilter, words: string): Promise<void> {
    if (!words.trim()) {
      store.setState({ filter })
      return Promise.resolve()
    }
    return search({ words: words.trim(), filter, start: FIRST_START })
  }

  function cancel(): void {
    running?.abort()
  }

  return { search, followUrl, selectFilter, cancel }
}

export type SearchActions = ReturnType<typeof createSearchActions>
