import { useEffect, useRef, useState } from 'react'
import { SEARCH_FILTERS, type SearchFilter } from '../../../shared/domain/search-query'
import { text } from '../../../shared/messages/text'
import { Field } from '../../../shared/ui/field'
import { tabKeyTarget } from '../../../shared/ui/tabs'
import { useDomId } from '../../../shared/ui/use-dom-id'
import { useStore } from '../../../shared/ui/use-store'
import type { SearchActions, SearchStore } from '../state'
import { filterLabels, searchTexts } from '../texts'
import { SearchResults } from './search-results'

interface Props {
  store: SearchStore
  actions: SearchActions
}

/** §2.10: the query box, the filter tabs, the results and the paging. */
export function SearchView({ store, actions }: Props) {
  const words = useStore(store, (state) => state.words)
  const filter = useStore(store, (state) => state.filter)
  const [draft, setDraft] = useState(words)
  const [error, setError] = useState<string | undefined>()
  const input = useRef<HTMLInputElement>(null)

  // Back and Forward change the search under the box: show what it now holds. Only on a change,
  // so a first effect that runs late never wipes what the person has already typed.
  const shownWords = useRef(words)
  useEffect(() => {
    if (shownWords.current === words) return
    shownWords.current = words
    setDraft(words)
  }, [words])

  useEffect(() => {
    void actions.followUrl()
    const onPopState = () => void actions.followUrl()
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('popstate', onPopState)
      actions.cancel()
    }
  }, [actions])

  function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (!draft.trim()) {
      setError(text(searchTexts.emptyQuery))
      input.current?.focus()
      return
    }
    setError(undefined)
    void actions.search({ words: draft.trim(), filter, start: 1 })
  }

  function onFilter(next: SearchFilter) {
    void actions.selectFilter(next, draft)
  }
  const panelId = useDomId()

  return (
    <div className="pd-search">
      <search>
        <form className="pd-form pd-search-form" noValidate onSubmit={onSubmit}>
          <Field label={text(searchTexts.label)} error={error}>
            {(props) => (
              <input
                {...props}
                ref={input}
                className="pd-input"
                type="search"
                name="q"
                value={draft}
                onInput={(event) => setDraft(event.currentTarget.value)}
              />
            )}
          </Field>
          <button type="submit" className="pd-button">
            {text(searchTexts.button)}
          </button>
        </form>
      </search>
      <FilterTabs filter={filter} panelId={panelId} onFilter={onFilter} />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${filter}`}>
        <SearchResults store={store} actions={actions} />
      </div>
    </div>
  )
}

/**
 * §2.10's filter tabs over the results (WAI-ARIA tabs): the arrow keys, Home and End move between
 * them and Enter or Space picks one (manual activation: each pick runs a search, so moving across
 * them must not). Only the picked tab is in the tab order.
 */
function FilterTabs({
  filter,
  panelId,
  onFilter,
}: {
  filter: SearchFilter
  panelId: string
  onFilter: (next: SearchFilter) => void
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  function onKeyDown(event: React.KeyboardEvent, index: number) {
    const target = tabKeyTarget(event.key, index, SEARCH_FILTERS.length)
    if (target === undefined) return
    event.preventDefault()
    tabs.current[target]?.focus()
  }
  return (
    <div role="tablist" aria-label={text(searchTexts.filtersLabel)} className="pd-search-filters">
      {SEARCH_FILTERS.map((item, index) => (
        <button
          key={item}
          ref={(element) => {
            tabs.current[index] = element
          }}
          id={`${panelId}-${item}`}
          type="button"
          role="tab"
          className="pd-search-filter"
          aria-selected={filter === item}
          aria-controls={panelId}
          tabIndex={filter === item ? 0 : -1}
          onClick={() => onFilter(item)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {text(filterLabels[item])}
        </button>
      ))}
    </div>
  )
}
