import { accountHref } from '../../../shared/navigation/navigation'
import { t } from '../account-text'
import type { EventRow } from '../event-table'

/** §2.2, §2.3: View links to the detail state with id = the event's EID and the row's ticketId. */
export function ViewLink({ event }: { event: Pick<EventRow, 'id' | 'EID' | 'ticketId' | 'title'> }) {
  const href = accountHref({ screen: 'ticket', id: event.EID ?? event.id, ticketId: event.ticketId ?? '' })
  return (
    <a href={href}>
      {t('view')}
      <span className="pd-visually-hidden"> {event.title}</span>
    </a>
  )
}
