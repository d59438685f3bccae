import type { EventOutput } from '../../../shared/contract/schemas'
import { showsBeforeSessionContent } from '../../../shared/domain/ticket-visibility'
import { EventAboutSection } from '../../../shared/ui/event-about-section'
import { RichText } from '../../../shared/ui/rich-text'

/**
 * §2.4 description, or §4.1 descriptionAfterSession once Attended; then the about blurbs, which
 * speak of the session ahead ("watch the tutorial before the session") and go once it is over.
 */
export function TicketDescription({ event, sessionOver }: { event: EventOutput; sessionOver: boolean }) {
  if (!showsBeforeSessionContent(event)) return <RichText html={event.descriptionAfterSession} />
  return (
    <>
      <RichText html={event.description} />
      {sessionOver ? null : (
        <EventAboutSection type={event.type} className="pd-account-section pd-account-about" />
      )}
    </>
  )
}
