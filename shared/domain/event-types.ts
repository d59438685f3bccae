import { typeOnDemand } from '../messages/catalogue/event-types'
import { text } from '../messages/text'

/**
 * §1 event types. The on-demand type's value carries the brand ("FinLit On-Demand"), so it is
 * recognised by its suffix rather than by one fixed string.
 */
export const EVENT_TYPE = {
  webinar: 'Webinar',
  vpd: 'VPD',
  finCamp: 'FinCamp',
  virtualFinCamp: 'VirtualFinCamp',
  finCampPlus: 'FinCampPLUS',
  certificationCourse: 'Certification Course',
  conference: 'Conference',
} as const

export function isOnDemand(type: string | null | undefined): boolean {
  return typeof type === 'string' && /(^|\s)On-Demand$/.test(type)
}

/** §2.4, §2.5: VPD is shown as "Virtual PD"; every other type as its value. */
export function typeLabel(type: string | null | undefined): string {
  if (type === EVENT_TYPE.vpd) return 'Virtual PD'
  return type ?? ''
}

/**
 * An event's type as the page shows it, in the page's language: typeLabel's text through the
 * catalogue, the on-demand type's with the site's brand.
 */
export function typeText(type: string | null | undefined): string {
  return text(isOnDemand(type) ? typeOnDemand : typeLabel(type))
}

/** §2.4: credits are hidden when duration (or pdHours) is below 1. */
export function showsCredits(credits: number | null | undefined): boolean {
  return typeof credits === 'number' && Number.isFinite(credits) && credits >= 1
}
