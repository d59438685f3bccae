import { getConfig } from '../config/config'
import { eventAbout } from '../domain/event-about'
import { SafeLink } from './safe-link'
import { useDomId } from './use-dom-id'

/**
 * §2.5 the "about" blurb of an event type, shared by the registration screen and the ticket
 * detail (§2.4 "texts as on the registration screen"); nothing for a type without one. The caller
 * decides when it shows (both hide it once the status is Attended).
 */
export function EventAboutSection({ type, className }: { type: string; className: string }) {
  const headingId = useDomId()
  const about = eventAbout(type, getConfig())
  if (!about) return null
  return (
    <section className={className} aria-labelledby={headingId}>
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
