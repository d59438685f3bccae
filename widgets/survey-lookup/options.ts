import * as v from 'valibot'
import { pageEventId, pageTicketId } from '../../shared/domain/page-event'

/** data-event-id (optional: the page URL's ?id= is used when it is missing). */
export const LookupOptionsSchema = v.object({
  eventId: v.optional(v.pipe(v.string(), v.trim())),
})

export interface LookupTarget {
  eventId?: string | undefined
  /** A ticket id in the page URL (the link of the registration e-mail): no lookup is needed. */
  ticketId?: string | undefined
}

/** §2.6 takes the parameter id: data-event-id, else ?id=; ?ticketId= skips the lookup. */
export function lookupTargetFrom(options: v.InferOutput<typeof LookupOptionsSchema>): LookupTarget {
  return {
    eventId: pageEventId(options.eventId, location.search),
    ticketId: pageTicketId(location.search),
  }
}
