import { getConfig } from '../../../shared/config/config'
import type { EventOutput } from '../../../shared/contract/schemas'
import { eventAbout } from '../../../shared/domain/event-about'
import { showsBeforeSessionContent } from '../../../shared/domain/ticket-visibility'
import { RichText } from '../../../shared/ui/rich-text'
import { SafeLink } from '../../../shared/ui/safe-link'

/**
 * §2.4 description, or §4.1 descriptionAfterSession once Attended; then the about blurbs, which
 * speak of the session ahead ("watch the tutorial before the session") and go once it is over.
 */
export function TicketDescription({ event, sessionOver }: { event: EventOutput; sessionOver: boolean }) {
  if (!showsBeforeSessionContent(event)) return <RichText html={event.descriptionAfterSession} />
  const about = sessionOver ? undefined : eventAbout(event.type, getConfig())
  return (
    <>
      <RichText html={event.description} />
      {about ? (
        <section className="pd-account-section pd-account-about" aria-label={about.heading}>
          <h3>{about.heading}</h3>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {about.link ? (
            <p>
              <SafeLink href={about.link.href}>{about.link.text}</SafeLink>
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  )
}
