import { nextPhaseChangeOf } from '../../../shared/domain/event-phase'
import { useLoad } from '../use-load'
import { loadUserEvents } from '../user-events/api'

/**
 * §2.2 the dashboard's upcoming sessions and academy panel; a missing session goes home (§6).
 * Asked again when an upcoming session starts or ends, so one that ends leaves the list then.
 */
export function useDashboard() {
  return useLoad(loadUserEvents, 'dashboard', true, (summary, now) =>
    nextPhaseChangeOf(summary.userEvents.present, now),
  )
}
