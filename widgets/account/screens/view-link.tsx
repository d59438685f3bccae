import { text } from '../../../shared/messages/text'
import { accountHref } from '../../../shared/navigation/account-navigation'
import type { EventRow } from '../event-table'
import { accountTexts } from '../texts'

/** §2.2, §2.3: View links to the detail state with id = the event's EID and the row's ticketId. */
export function ViewLink({ event }: { event: Pick<EventRow, 'id' | 'EID' | 'ticketId' | 'title'> }) {
  const href = accountHref({ screen: 'ticket', id: event.EID ?? event.id, ticketId: event.ticketId ?? '' })
  return (
    <a href={href}>
      {text(accountTexts.view)}
      <span className="pd-visually-hidden"> {event.title}</span>
    </a>
  )
}
