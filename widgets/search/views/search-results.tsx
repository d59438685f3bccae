import { useEffect, useRef } from 'react'
import { safeUrl } from '../../../shared/api/safe-url'
import type { SearchItem } from '../../../shared/contract/schemas'
import { plural } from '../../../shared/messages/format'
import { currentLocale } from '../../../shared/messages/locale'
import { text } from '../../../shared/messages/text'
import { RetryNotice } from '../../../shared/ui/load-failed-notice'
import { RichText } from '../../../shared/ui/rich-text'
import { useDomId } from '../../../shared/ui/use-dom-id'
import { useStore } from '../../../shared/ui/use-store'
import type { SearchActions, SearchStore } from '../state'
import { searchTexts } from '../texts'

interface Props {
  store: SearchStore
  actions: SearchActions
}

/** The results of the last search: loading, unavailable, none, or a page of results with paging. */
export function SearchResults({ store, actions }: Props) {
  const state = useStore(store)
  const heading = useRef<HTMLHeadingElement>(null)
  const paged = useRef(false)
  const headingId = useDomId()

  // After Next or Previous, focus goes to the new page's heading rather than staying on a button
  // that may have disappeared.
  useEffect(() => {
    if (state.status !== 'done' || !paged.current) return
    paged.current = false
    heading.current?.focus()
  }, [state.status])

  if (state.status === 'idle') return null
  if (state.status === 'failed') {
    // The banner's §8 text goes after a second; the results' place says what happened, with a way
    // to retry, in words of its own (one text on the page twice cannot be told apart).
    return (
      <RetryNotice
        className="pd-search-failed"
        message={text(searchTexts.failed)}
        onRetry={() => void actions.search({ words: state.words, filter: state.filter, start: state.start })}
      />
    )
  }
  if (state.status === 'loading') {
    return (
      <p className="pd-search-status" role="status">
        {text(searchTexts.searching)}
      </p>
    )
  }
  if (state.status === 'unavailable') {
    return (
      <p className="pd-notice pd-search-unavailable" role="status">
        {text(searchTexts.unavailable)}
      </p>
    )
  }

  function goTo(start: number) {
    paged.current = true
    void actions.search({ words: state.words, filter: state.filter, start })
  }

  return (
    <section className="pd-search-results" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {text(searchTexts.resultsHeading)}
      </h2>
      {state.items.length === 0 ? (
        <p className="pd-search-empty" role="status">
          {text(searchTexts.noResults, { words: state.words })}
        </p>
      ) : (
        <>
          <p className="pd-search-total" role="status">
            {text(plural(state.total, searchTexts.aboutOne, searchTexts.aboutOther), {
              // 1,234 in English, 1234 or 12.345 in Spanish.
              total: state.total.toLocaleString(currentLocale()),
            })}
          </p>
          <ol className="pd-search-list" start={state.start}>
            {state.items.map((item) => (
              <SearchResult key={item.link || item.title} item={item} />
            ))}
          </ol>
        </>
      )}
      <SearchPaging previous={state.previous} next={state.next} onGo={goTo} />
    </section>
  )
}

/** Previous and Next, each only when the provider gave that page's first result. */
function SearchPaging({
  previous,
  next,
  onGo,
}: {
  previous: number | undefined
  next: number | undefined
  onGo: (start: number) => void
}) {
  if (previous === undefined && next === undefined) return null
  const pageButton = (start: number, label: string) => (
    <button type="button" className="pd-button pd-button-secondary" onClick={() => onGo(start)}>
      {text(label)}
    </button>
  )
  return (
    <nav className="pd-search-paging" aria-label={text(searchTexts.pagingLabel)}>
      {previous !== undefined ? pageButton(previous, searchTexts.previous) : null}
      {next !== undefined ? pageButton(next, searchTexts.next) : null}
    </nav>
  )
}

/** One result: the provider's HTML title and snippet (sanitized), its link checked by safeUrl. */
function SearchResult({ item }: { item: SearchItem }) {
  const href = safeUrl(item.link)
  const title = item.htmlTitle ? <RichText as="span" html={item.htmlTitle} text={item.title} /> : item.title
  return (
    <li className="pd-search-result">
      <h3 className="pd-search-result-title">{href ? <a href={href}>{title}</a> : title}</h3>
      {item.displayLink ? <p className="pd-search-result-host">{item.displayLink}</p> : null}
      {item.htmlSnippet ? (
        <RichText
          as="span"
          className="pd-search-result-snippet"
          html={item.htmlSnippet}
          text={item.snippet}
        />
      ) : (
        <p className="pd-search-result-snippet">{item.snippet}</p>
      )}
    </li>
  )
}
