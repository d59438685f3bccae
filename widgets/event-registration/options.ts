import * as v from 'valibot'
import { pageEventId } from '../../shared/domain/page-event'

/** data-event-id (optional: the page URL's ?id= is used when it is missing). */
export const RegistrationOptionsSchema = v.object({
  eventId: v.optional(v.pipe(v.string(), v.trim())),
})

/** The event id: data-event-id, else the page URL's ?id= (§2.5 takes the parameter id). */
export function eventIdFrom(options: v.InferOutput<typeof RegistrationOptionsSchema>): string | undefined {
  return pageEventId(options.eventId, location.search)
}
