import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type Column,
  type EventRow,
  EventTable,
  FIRST_ROWS,
  firstRowsPerTable,
  ROWS_PER_TASK,
} from '../../../widgets/account/event-table'

const events = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => ({ id: String(index + 1), title: `Event ${index + 1}` }) as EventRow,
  )

/** A table whose title column counts the cells it draws. */
function renderCounting(count: number, firstRows?: number) {
  const drawn = { cells: 0 }
  const columns: Column[] = [
    {
      header: 'Title',
      rowHeader: true,
      cell: (event) => {
        drawn.cells += 1
        return event.title
      },
    },
  ]
  render(
    <EventTable
      caption="Upcoming"
      events={events(count)}
      columns={columns}
      empty="None"
      firstRows={firstRows}
    />,
  )
  return drawn
}

const bodyRows = () => screen.getAllByRole('row').length - 1

// A table still growing when its test ends keeps a timer: unmounted, it clears it, instead of
// drawing a batch after the file's page is gone.
afterEach(cleanup)

describe("an event table's empty text", () => {
  it('says the table is empty only when it has no row, not under a table of one', () => {
    renderCounting(0)
    expect(screen.getByText('None')).toBeTruthy()
    cleanup()
    renderCounting(1)
    expect(screen.getByText('Event 1')).toBeTruthy()
    expect(screen.queryByText('None')).toBeNull()
  })
})

describe('an event table growing batch by batch', () => {
  it('draws each row once, not every row again with each batch', async () => {
    const drawn = renderCounting(FIRST_ROWS)
    await waitFor(() => expect(bodyRows()).toBe(FIRST_ROWS))
    expect(drawn.cells).toBe(FIRST_ROWS)
  })

  it('draws each row once when "Show all" adds the rest', async () => {
    const drawn = renderCounting(120)
    await waitFor(() => expect(bodyRows()).toBe(FIRST_ROWS))
    fireEvent.click(screen.getByRole('button'))
    await waitFor(() => expect(bodyRows()).toBe(120))
    expect(drawn.cells).toBe(120)
  })
})

describe("a screen's first batch of rows", () => {
  it('goes to the tables in page order, the later tables drawing theirs a task later', () => {
    expect(ROWS_PER_TASK).toBe(10)
    expect(firstRowsPerTable([3, 2, 20, 5])).toEqual([3, 2, 5, 0])
    expect(firstRowsPerTable([200, 3, 40, 12])).toEqual([10, 0, 0, 0])
    expect(firstRowsPerTable([0, 4, 0, 1])).toEqual([0, 4, 0, 1])
    expect(firstRowsPerTable([])).toEqual([])
  })

  it('lets a table given no rows at first draw them in later tasks', async () => {
    const drawn = renderCounting(25, 0)
    expect(screen.getByRole('table', { name: 'Upcoming' })).toBeTruthy()
    expect(bodyRows()).toBe(0)
    await waitFor(() => expect(bodyRows()).toBe(25))
    expect(drawn.cells).toBe(25)
  })

  it('draws the rows it was given in its first render', () => {
    renderCounting(25, 4)
    expect(bodyRows()).toBe(4)
  })
})
