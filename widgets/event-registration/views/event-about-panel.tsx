import { EventAboutSection } from '../../../shared/ui/event-about-section'

/** §2.5 the info panel for the event's type; the caller hides it when the status is Attended. */
export function EventAboutPanel({ type }: { type: string }) {
  return <EventAboutSection type={type} className="pd-registration-about pd-notice" />
}
