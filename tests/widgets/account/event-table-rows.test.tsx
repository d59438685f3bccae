import { fireEvent, render, screen, waitFor } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { type Column, type EventRow, EventTable, FIRST_ROWS } from '../../../widgets/account/event-table'

const events = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => ({ id: String(index + 1), title: `Event ${index + 1}` }) as EventRow,
  )

/** A table whose title column counts the cells it draws. */
function renderCounting(count: number) {
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
  render(<EventTable caption="Upcoming" events={events(count)} columns={columns} empty="None" />)
  return drawn
}

const bodyRows = () => screen.getAllByRole('row').length - 1

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
