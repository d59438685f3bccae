import { getConfig } from '../../../shared/config/config'
import type { UserEventsOutput } from '../../../shared/contract/schemas'
import { nextPhaseChangeOf } from '../../../shared/domain/event-phase'
import { transcriptUrl } from '../../../shared/domain/transcript-link'
import { type EventRow, toEventRow } from '../event-table'
import { useLoad } from '../use-load'
import { loadUserEvents } from '../user-events/api'

type Lists = UserEventsOutput['userEvents']
/** §2.3 The answer with each list cut down to table rows (see EventRow). */
export type AcademySummary = Omit<UserEventsOutput, 'userEvents'> & {
  userEvents: Record<keyof Lists, EventRow[]>
}

function toAcademySummary(summary: UserEventsOutput): AcademySummary {
  const lists = summary.userEvents
  return {
    ...summary,
    userEvents: {
      present: lists.present.map(toEventRow),
      onDemand: lists.onDemand.map(toEventRow),
      pastEvents_current: lists.pastEvents_current.map(toEventRow),
      pastEvents_archived: lists.pastEvents_archived.map(toEventRow),
    },
  }
}

const loadAcademy = () => loadUserEvents().then(toAcademySummary)

/**
 * §2.3 the academy's credits and four tables; a missing session goes home (§6). Asked again when
 * an upcoming session starts or ends, so one that ends while the page is open moves to the past.
 */
export function useAcademy() {
  return useLoad(loadAcademy, 'academy', true, (summary, now) =>
    nextPhaseChangeOf(summary.userEvents.present, now),
  )
}

/**
 * §7.6 the two transcript links, every year and the current academy year only, each with fresh
 * random strings and timestamp: built when the list opens.
 */
export function transcriptLinks(uuid: string): { all: string; currentYear: string } {
  const paths = getConfig().paths
  return { all: transcriptUrl(paths, uuid, false), currentYear: transcriptUrl(paths, uuid, true) }
}
