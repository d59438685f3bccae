import { callApi } from '../../shared/api/client'
import { userEvents } from '../../shared/contract/events'
import type { UserEventsOutput } from '../../shared/contract/schemas'

/** §7.2 user-events/ with {}. */
export function loadUserEvents(): Promise<UserEventsOutput> {
  return callApi(userEvents, {})
}
