import { safeUrl } from '../api/safe-url'
import type { SiteConfig } from '../config/site-config'

/** The pages the links lead to, from config `paths`. */
export type ReportPaths = Pick<SiteConfig['paths'], 'reports' | 'certificates'>

/** A random string for the transcript link's a, d, c and e parameters (§7.6). */
export function randomToken(): string {
  const bytes = new Uint8Array(8)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * §7.6 transcript: /reports/?u=<uuid>&a&d&c&e=<random>&t=<timestamp>&f=<true: current year only>.
 */
export function transcriptUrl(
  paths: Pick<ReportPaths, 'reports'>,
  uuid: string,
  currentYearOnly: boolean,
  random: () => string = randomToken,
  now: number = Date.now(),
): string {
  const params = new URLSearchParams({
    u: uuid,
    a: random(),
    d: random(),
    c: random(),
    e: random(),
    t: String(now),
    f: String(currentYearOnly),
  })
  return `${paths.reports}?${params}`
}

/** §2.13, §7.6 certificate page: /event-certificates/?e={eventId}&t={ticketId}&u={user uuid}. */
export function certificatePageUrl(
  paths: Pick<ReportPaths, 'certificates'>,
  eventId: string,
  ticketId: string,
  uuid: string,
): string {
  const params = new URLSearchParams({ e: eventId, t: ticketId, u: uuid })
  return `${paths.certificates}?${params}`
}

/**
 * §4.1 Attended: "View Your Certificate" with the event's certificate URL when present, else
 * "Open Your Certificate" with the certificate page built from event id, ticket id and uuid
 * (also when the URL is not one the page may link to).
 */
export function certificateLink(
  paths: Pick<ReportPaths, 'certificates'>,
  event: { id: string; ticketId?: string | null; certificate?: string | null },
  uuid: string,
): { kind: 'view' | 'open'; href: string } {
  // A certificate URL the one URL check refuses (javascript:, say) would leave a dead link.
  const certificate = safeUrl(event.certificate)
  if (certificate) return { kind: 'view', href: certificate }
  return { kind: 'open', href: certificatePageUrl(paths, event.id, event.ticketId ?? '', uuid) }
}
