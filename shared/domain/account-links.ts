import { getConfig } from '../config/config'

/**
 * Links into the account area's named states (§2.1), built from config: the account path and
 * the brand slug. The ticket detail keeps the contract's spelling "acadameny".
 */
function accountState(state: string, ...params: string[]): string {
  const { paths, brandSlug } = getConfig()
  const tail = params.map((param) => `/${encodeURIComponent(param)}`).join('')
  return `${paths.account}#!/${state.replaceAll('{slug}', brandSlug)}${tail}`
}

/** /account/#!/my-account-<slug>-acadameny-view-event/<eventId>/<ticketId> (§2.4). */
export function ticketDetailLink(eventId: string, ticketId: string): string {
  return accountState('my-account-{slug}-acadameny-view-event', eventId, ticketId)
}

/** /account/#!/my-account-<slug>-academy-view-event-survey/<eventId>/<ticketId> (§2.7). */
export function surveyViewLink(eventId: string, ticketId: string): string {
  return accountState('my-account-{slug}-academy-view-event-survey', eventId, ticketId)
}

/** /account/#!/my-account-<slug>-academy (§2.3). */
export function academyDashboardLink(): string {
  return accountState('my-account-{slug}-academy')
}
