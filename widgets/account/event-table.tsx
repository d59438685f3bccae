import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { EventOutput } from '../../shared/contract/schemas'
import { text } from '../../shared/messages/text'
import { useDomId } from '../../shared/ui/use-dom-id'
import { accountTexts } from './texts'

/** Rows shown at first; the rest on request, so 1,000 events stay fast. */
export const FIRST_ROWS = 50
/**
 * Rows are added in tasks of this size, starting with one batch: the first rows paint at once and
 * no single task renders hundreds of rows on a slow device.
 */
export const ROWS_PER_TASK = 10

/**
 * How many rows each of a screen's tables draws in its first task: one batch for the whole
 * screen, given to the tables in page order. The first batch fills a phone's screen and most of a
 * desktop's; drawing a batch in every table at once (40 rows on the academy) made the first row
 * wait for rows nobody could see yet (some 20-30 ms at 4x, README's step table). A table given
 * none draws its first batch a task later, below the rows already shown.
 */
export function firstRowsPerTable(lengths: readonly number[]): number[] {
  let left = ROWS_PER_TASK
  return lengths.map((length) => {
    const rows = Math.min(length, left)
    left -= rows
    return rows
  })
}

/** A count that grows from `start` towards `target` one batch per task. */
function useGrowingCount(target: number, start: number): number {
  const [count, setCount] = useState(Math.min(target, start))
  useEffect(() => {
    if (count >= target) return
    const timer = setTimeout(() => setCount(Math.min(target, count + ROWS_PER_TASK)), 0)
    return () => clearTimeout(timer)
  }, [count, target])
  return Math.min(count, target)
}

/**
 * The fields a table row shows. Tables keep rows, not whole events: the descriptions and the rest
 * of a teacher's 1,000 events would otherwise stay in memory while nothing shows them.
 */
const ROW_FIELDS = [
  'id',
  'EID',
  'ticketId',
  'title',
  'type',
  'status',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'timeZone',
  'activityLink',
  'timeString',
  'pdHours',
  'format',
  'city',
  'state',
  'user',
] as const satisfies readonly (keyof EventOutput)[]

export type EventRow = Pick<EventOutput, (typeof ROW_FIELDS)[number]>

export function toEventRow(event: EventOutput): EventRow {
  const row: Partial<Record<keyof EventRow, unknown>> = {}
  for (const field of ROW_FIELDS) row[field] = event[field]
  return row as EventRow
}

export interface Column {
  header: string
  cell: (event: EventRow) => ReactNode
  /** The column that names the row (a row header). */
  rowHeader?: boolean
  /** A cell that names itself (the View link): on a phone's stacked rows it needs no label. */
  unlabelled?: boolean
}

/** One row of a table. */
function EventTableRow({ event, columns }: { event: EventRow; columns: Column[] }) {
  return (
    <tr role="row">
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.header} scope="row" role="rowheader" data-label={column.header}>
            {column.cell(event)}
          </th>
        ) : (
          <td key={column.header} role="cell" data-label={column.unlabelled ? undefined : column.header}>
            {column.cell(event)}
          </td>
        ),
      )}
    </tr>
  )
}

/**
 * The row elements made so far, by event, for these columns. As the rows grow batch by batch the
 * table renders again; handed the very element of the last render, preact (and React) leave that
 * row as it is instead of drawing it again, which made each batch cost as much as all the rows so
 * far (tasks of 60-80 ms at 4x, and a "Show all" of 1,000 events quadratic). Cheaper than compat's
 * memo, which would add its code to every widget's core chunk.
 */
function useRowElements(columns: Column[]): (event: EventRow) => ReactNode {
  const cache = useRef<{ columns: Column[]; rows: WeakMap<EventRow, ReactNode> }>(undefined)
  if (cache.current?.columns !== columns) cache.current = { columns, rows: new WeakMap() }
  const { rows } = cache.current
  return (event) => {
    let row = rows.get(event)
    if (!row) {
      row = <EventTableRow key={`${event.id}-${event.ticketId ?? ''}`} event={event} columns={columns} />
      rows.set(event, row)
    }
    return row
  }
}

/**
 * One table of §2.3: caption, column headers with scope, View links, an empty text. The table
 * roles are written out on purpose (biome.json lets them be): on a phone the rows are shown as
 * cards with CSS display, which makes some browsers forget the table semantics of the elements.
 */
export function EventTable({
  caption,
  events,
  columns,
  empty,
  firstRows = ROWS_PER_TASK,
}: {
  caption: string
  events: EventRow[]
  columns: Column[]
  empty: string
  /** Rows drawn in the first task (firstRowsPerTable). */
  firstRows?: number
}) {
  const [showAll, setShowAll] = useState(false)
  const shown = useGrowingCount(showAll ? events.length : FIRST_ROWS, firstRows)
  const rows = events.slice(0, shown)
  const rowElement = useRowElements(columns)
  const body = useRef<HTMLTableSectionElement>(null)
  // "Show all" goes away once pressed: the focus moves on to the first row it added (its View
  // link) instead of falling back to the top of the page.
  const focusFirstAdded = useRef(false)
  useEffect(() => {
    if (!focusFirstAdded.current || shown <= FIRST_ROWS) return
    focusFirstAdded.current = false
    body.current?.children[FIRST_ROWS]?.querySelector<HTMLElement>('a[href], button')?.focus()
  }, [shown])
  const headingId = useDomId()
  // A heading, not a <caption>, names the table: a screen reader's list of headings then reaches
  // each of the screen's tables (a heading inside a caption breaks the table's ARIA structure).
  return (
    <section className="pd-account-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="pd-table-heading">
        {caption}
      </h3>
      <div className="pd-table-wrap">
        <table className="pd-table" role="table" aria-labelledby={headingId}>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} scope="col" role="columnheader">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={body} role="rowgroup">
            {rows.map(rowElement)}
          </tbody>
        </table>
      </div>
      {events.length === 0 ? <p className="pd-account-empty">{empty}</p> : null}
      {!showAll && events.length > FIRST_ROWS ? (
        <button
          type="button"
          className="pd-button pd-button-secondary"
          onClick={() => {
            focusFirstAdded.current = true
            setShowAll(true)
          }}
        >
          {text(accountTexts.showMore, { n: events.length })}
        </button>
      ) : null}
    </section>
  )
}
