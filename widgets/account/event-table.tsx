import { type ReactNode, useState } from 'react'
import type { EventOutput } from '../../shared/contract/schemas'
import { t } from './account-text'

/** Rows shown at first; the rest on request, so 1,000 events stay fast. */
export const FIRST_ROWS = 50

export interface Column {
  header: string
  cell: (event: EventOutput) => ReactNode
  /** The column that names the row (a row header). */
  rowHeader?: boolean
}

/** One table of §2.3: caption, column headers with scope, View links, an empty text. */
export function EventTable({
  caption,
  events,
  columns,
  empty,
}: {
  caption: string
  events: EventOutput[]
  columns: Column[]
  empty: string
}) {
  const [showAll, setShowAll] = useState(false)
  const rows = showAll ? events : events.slice(0, FIRST_ROWS)
  return (
    <section className="pd-account-section" aria-label={caption}>
      <div className="pd-table-wrap">
        <table className="pd-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((event) => (
              <tr key={`${event.id}-${event.ticketId ?? ''}`}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.header} scope="row">
                      {column.cell(event)}
                    </th>
                  ) : (
                    <td key={column.header}>{column.cell(event)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {events.length === 0 ? <p className="pd-account-empty">{empty}</p> : null}
      {rows.length < events.length ? (
        <button type="button" className="pd-button pd-button-secondary" onClick={() => setShowAll(true)}>
          {t('showMore', { n: events.length })}
        </button>
      ) : null}
    </section>
  )
}
