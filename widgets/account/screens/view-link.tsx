import { text } from '../../../shared/messages/text'
import { accountHref } from '../../../shared/navigation/account-navigation'
import type { EventRow } from '../event-table'
import { accountTexts } from '../texts'

/** §2.2, §2.3: View links to the detail state with id = the event's EID and the row's ticketId. */
export function ViewLink({ event }: { event: Pick<EventRow, 'id' | 'EID' | 'ticketId' | 'title'> }) {
  const href = accountHref({ screen: 'ticket', id: event.EID ?? event.id, ticketId: event.ticketId ?? '' })
  const view = text(accountTexts.view)
  // The link's name is the spec's "View"; the row's title goes in its description, so a screen
  // reader's list of links tells the rows apart, and the title is on the page once.
  return (
    <a href={href} aria-description={event.title}>
      {view}
    </a>
  )
}
