import type { EventOutput } from '../../../shared/contract/schemas'
import { eventTimeText, formatDateRange } from '../../../shared/dates/event-dates'
import { displayStatus } from '../../../shared/domain/event-phase'
import { showsCredits } from '../../../shared/domain/event-types'
import { showsDateTime, showsStatusRow } from '../../../shared/domain/ticket-visibility'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { accountTexts } from '../texts'
import { DetailRow } from './detail-row'

/**
 * §2.4 rows (the type is shown under the title, §2.4's "title and type"): status (not FinCampPLUS; "Survey needed" once a Registered session is over), date
 * and time (virtual rule), cost FREE, credits.
 */
export function TicketRows({ event, now }: { event: EventOutput; now: Date }) {
  const dated = showsDateTime(event)
  return (
    <dl className="pd-account-rows">
      {showsStatusRow(event) ? (
        <DetailRow label={text(accountTexts.rowStatus)} value={text(displayStatus(event, now))} />
      ) : null}
      {dated ? (
        <DetailRow
          label={text(accountTexts.rowDate)}
          value={formatDateRange(event.startDate, event.endDate)}
        />
      ) : null}
      {dated ? <DetailRow label={text(accountTexts.rowTime)} value={eventTimeText(event)} /> : null}
      <DetailRow label={text(accountTexts.rowCost)} value={text(messages.costFree)} />
      {showsCredits(event.duration) ? (
        <DetailRow label={text(accountTexts.rowCredits)} value={String(event.duration)} />
      ) : null}
    </dl>
  )
}
