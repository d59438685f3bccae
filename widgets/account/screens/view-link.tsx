import { text } from '../../../shared/messages/text'
import { accountHref } from '../../../shared/navigation/account-navigation'
import type { EventRow } from '../event-table'
import { accountTexts } from '../texts'

/** §2.2, §2.3: View links to the detail state with id = the event's EID and the row's ticketId. */
export function ViewLink({ event }: { event: Pick<EventRow, 'id' | 'EID' | 'ticketId' | 'title'> }) {
  const href = accountHref({ screen: 'ticket', id: event.EID ?? event.id, ticketId: event.ticketId ?? '' })
  const view = text(accountTexts.view)
  // The title in the link's name only, not in its text: a search of the page for the title (a
  // person's Find, a check by text) finds the row's own title once.
  return (
    <a href={href} aria-label={`${view} ${event.title}`}>
      {view}
    </a>
  )
}
