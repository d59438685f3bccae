import type { SiteConfig } from '../config/site-config'

/** The config the links read: the page paths and the brand slug. Passed in, so the server can build them too. */
export interface LinkConfig {
  brandSlug: string
  paths: Pick<SiteConfig['paths'], 'account' | 'surveyView'>
}

/**
 * Links into the account area's named states (§2.1). The ticket detail keeps the contract's
 * spelling "acadameny".
 */
function accountState(config: LinkConfig, state: string, ...params: string[]): string {
  const tail = params.map((param) => `/${encodeURIComponent(param)}`).join('')
  return `${config.paths.account}#!/${state.replaceAll('{slug}', config.brandSlug)}${tail}`
}

/** /account/#!/my-account-<slug>-acadameny-view-event/<eventId>/<ticketId> (§2.4). */
export function ticketDetailLink(config: LinkConfig, eventId: string, ticketId: string): string {
  return accountState(config, 'my-account-{slug}-acadameny-view-event', eventId, ticketId)
}

/** /account/#!/my-account-<slug>-academy-view-event-survey/<eventId>/<ticketId> (§2.7). */
export function surveyViewLink(config: LinkConfig, eventId: string, ticketId: string): string {
  return accountState(config, 'my-account-{slug}-academy-view-event-survey', eventId, ticketId)
}

/** /account/#!/my-account-<slug>-academy (§2.3). */
export function academyDashboardLink(config: LinkConfig): string {
  return accountState(config, 'my-account-{slug}-academy')
}

/** /survey/view/?id=<eventId>&ticketId=<ticketId>: the survey on its own page, for guests without an account. */
export function guestSurveyLink(config: LinkConfig, eventId: string, ticketId: string): string {
  const query = new URLSearchParams({ id: eventId, ticketId })
  return `${config.paths.surveyView}?${query}`
}
