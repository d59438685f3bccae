import { callApi } from '../../shared/api/client'
import { listEvents } from '../../shared/contract/events'
import type { EventOutput } from '../../shared/contract/schemas'
import type { EventListOptions } from './options'

/** Upcoming events open for registration, soonest first. */
export async function fetchUpcomingEvents(options: EventListOptions): Promise<EventOutput[]> {
  const { events } = await callApi(listEvents, { type: options.type, limit: options.limit })
  return events
}
