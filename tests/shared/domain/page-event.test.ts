import { describe, expect, it } from 'vitest'
import { pageEventId, pageTicketId } from '../../../shared/domain/page-event'

describe("the event a page's widget is for (§2.5, §2.6)", () => {
  it('takes data-event-id first, trimmed', () => {
    expect(pageEventId(' 103 ', '?id=104')).toBe('103')
  })

  it("takes the page URL's ?id= when the element names none, or only spaces", () => {
    expect(pageEventId(undefined, '?id=%20104%20&ticketId=9')).toBe('104')
    expect(pageEventId('  ', '?id=104')).toBe('104')
  })

  it('gives none when neither names one', () => {
    expect(pageEventId(undefined, '')).toBeUndefined()
    expect(pageEventId('', '?id=%20')).toBeUndefined()
  })
})

describe("the ticket a survey lookup's page URL names", () => {
  it('is ?ticketId=, trimmed, or none', () => {
    expect(pageTicketId('?id=104&ticketId=%209%20')).toBe('9')
    expect(pageTicketId('?id=104&ticketId=')).toBeUndefined()
    expect(pageTicketId('?id=104')).toBeUndefined()
  })
})
