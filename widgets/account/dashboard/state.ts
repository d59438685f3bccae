import { useLoad } from '../use-load'
import { loadUserEvents } from '../user-events/api'

/** §2.2 the dashboard's upcoming sessions and academy panel; a missing session goes home (§6). */
export function useDashboard() {
  return useLoad(loadUserEvents, 'dashboard', true)
}
