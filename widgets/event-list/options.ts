import * as v from 'valibot'
import { getConfig } from '../../shared/config/config'
import { EVENT_TYPE, isOnDemand } from '../../shared/domain/event-types'

const FIXED_TYPES: readonly string[] = Object.values(EVENT_TYPE)

/**
 * data-type: one of §1's type values ("VPD", "Certification Course", "<brand> On-Demand", …);
 * data-limit: how many events at most, 1 to 100 (20 when absent).
 */
export const EventListOptionsSchema = v.object({
  type: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (type) => FIXED_TYPES.includes(type) || isOnDemand(type),
        // For the page's editor, who has to mend the tag: the values that work, as §1 writes them.
        () =>
          `is not an event type of the site (one of ${FIXED_TYPES.join(', ')}, ${getConfig().brand} On-Demand)`,
      ),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(100, 'must be at most 100'),
    ),
  ),
})

export type EventListOptions = v.InferOutput<typeof EventListOptionsSchema>
