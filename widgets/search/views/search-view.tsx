import { useEffect, useRef, useState } from 'react'
import { SEARCH_FILTERS, type SearchFilter } from '../../../shared/domain/search-query'
import { text } from '../../../shared/messages/text'
import { Field } from '../../../shared/ui/field'
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
                type="text"
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
      <fieldset className="pd-search-filters">
        <legend className="pd-visually-hidden">{text(searchTexts.filtersLabel)}</legend>
        {SEARCH_FILTERS.map((item) => (
          <button
            key={item}
            type="button"
            className="pd-search-filter"
            aria-pressed={filter === item}
            onClick={() => onFilter(item)}
          >
            {text(filterLabels[item])}
          </button>
        ))}
      </fieldset>
      <SearchResults store={store} actions={actions} />
    </div>
  )
}
