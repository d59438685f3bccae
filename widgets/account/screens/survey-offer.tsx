import type { EventOutput } from '../../../shared/contract/schemas'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { openSurvey } from '../ticket/state'

/** A ticket's next step, its survey (§4.3): why, and "Complete the Survey", which opens it. */
export function SurveyOffer({
  note,
  event,
  ticketId,
}: {
  note: string
  event: EventOutput
  ticketId: string
}) {
  return (
    <>
      <p>{text(note)}</p>
      <p>
        <button type="button" className="pd-button" onClick={() => openSurvey(event, ticketId)}>
          {text(messages.completeSurvey)}
        </button>
      </p>
    </>
  )
}
