import { getConfig } from '../../../shared/config/config'
import { eventAbout } from '../../../shared/domain/event-about'
import { SafeLink } from '../../../shared/ui/safe-link'
import { useDomId } from '../../../shared/ui/use-dom-id'

/** §2.5 the info panel for the event's type; the caller hides it when the status is Attended. */
export function EventAboutPanel({ type }: { type: string }) {
  const headingId = useDomId()
  const about = eventAbout(type, getConfig())
  if (!about) return null
  return (
    <section className="pd-registration-about pd-notice" aria-labelledby={headingId}>
      <h3 id={headingId}>{about.heading}</h3>
      {about.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {about.link ? (
        <p>
          <SafeLink href={about.link.href}>{about.link.text}</SafeLink>
        </p>
      ) : null}
    </section>
  )
}
