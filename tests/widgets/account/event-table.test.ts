import { describe, expect, it } from 'vitest'
import type { EventOutput } from '../../../shared/contract/schemas'
import { toEventRow } from '../../../widgets/account/event-table'

describe('toEventRow', () => {
  it('keeps what a table row shows and drops the rest of the event', () => {
    const event = {
      id: '115',
      EID: '115',
      ticketId: 'c5d2',
      title: 'Spotting Scams and Fraud',
      type: 'Webinar',
      status: 'Attended',
      startDate: '2026-11-11',
      pdHours: 1,
      description: '<p>How scams target young people.</p>',
      descriptionAfterSession: '<p>Thank you for joining us!</p>',
      zoomLink: 'https://example.zoom.us/j/1',
    } as EventOutput
    const row = toEventRow(event)
    expect(row).toMatchObject({ id: '115', EID: '115', ticketId: 'c5d2', title: event.title, pdHours: 1 })
    expect(row).not.toHaveProperty('description')
    expect(row).not.toHaveProperty('descriptionAfterSession')
    expect(row).not.toHaveProperty('zoomLink')
  })
})
