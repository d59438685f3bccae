import type { SiteConfig } from '../config/site-config'

/**
 * The one place that builds and reads the account area's hashes (§2.1): the account area routes
 * with it, the survey widget reads its ids with it, the registration and survey-lookup widgets and
 * the server's e-mails link with it. Pure: the brand slug and the paths are passed in.
 */

/** The screens of the account area (§2.1). */
export type ScreenName =
  | 'toolkit'
  | 'dashboard'
  | 'academy'
  | 'profile'
  | 'ticket'
  | 'survey'
  | 'answerKeys'
  | 'example'

export interface AccountRoute {
  screen: ScreenName
  id?: string
  ticketId?: string
}

/** The config the links read: the page paths and the brand slug. Passed in, so the server can build them too. */
export interface LinkConfig {
  brandSlug: string
  paths: Pick<SiteConfig['paths'], 'account' | 'surveyView'>
}

/**
 * §2.1 named states, with the brand slug filled in. The detail state keeps the contract's
 * spelling "acadameny".
 */
export function stateNames(slug: string): Record<ScreenName, string> {
  return {
    toolkit: 'my-account',
    dashboard: 'my-account-dashboard',
    academy: `my-account-${slug}-academy`,
    profile: 'my-account-profile',
    ticket: `my-account-${slug}-acadameny-view-event`,
    survey: `my-account-${slug}-academy-view-event-survey`,
    answerKeys: 'answer-keys',
    example: 'my-account-example',
  }
}

const WITH_TICKET: ScreenName[] = ['ticket', 'survey']

/** The state and ids of a hash, whatever the state is called. */
interface HashParts {
  state: string
  id?: string
  ticketId?: string
}

/**
 * Reads "#!/<state>", "#!/<state>/<id>/<ticketId>" or "#!/<state>?id=..&ticketId=.." (the old
 * site's links in e-mails use both forms). A segment that is not valid percent-encoding is kept as
 * it is rather than throwing.
 */
export function readAccountHash(hash: string): HashParts {
  const path = hash.replace(/^#!?\/?/, '')
  const [pathPart = '', queryPart = ''] = path.split('?', 2)
  const [state = '', ...segments] = pathPart.split('/').filter(Boolean).map(decodeSegment)
  const query = new URLSearchParams(queryPart)
  const id = segments[0] || query.get('id') || undefined
  const ticketId = segments[1] || query.get('ticketId') || undefined
  return { state, ...(id ? { id } : {}), ...(ticketId ? { ticketId } : {}) }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The route of a hash. An empty hash is the toolkit (my-account); an unknown state is the dashboard. */
export function parseAccountHash(hash: string, slug: string): AccountRoute {
  const { state, id, ticketId } = readAccountHash(hash)
  if (state === '') return { screen: 'toolkit' }
  const entry = Object.entries(stateNames(slug)).find(([, name]) => name === state)
  if (!entry) return { screen: 'dashboard' }
  const screen = entry[0] as ScreenName
  if (!WITH_TICKET.includes(screen)) return { screen }
  return { screen, ...(id ? { id } : {}), ...(ticketId ? { ticketId } : {}) }
}

/** The hash of a route; the detail and survey states use the path form #!/<state>/<id>/<ticketId>. */
export function accountHash(route: AccountRoute, slug: string): string {
  const state = stateNames(slug)[route.screen]
  if (!WITH_TICKET.includes(route.screen)) return `#!/${state}`
  const ids = [route.id, route.ticketId].filter(Boolean).map((part) => encodeURIComponent(String(part)))
  return `#!/${[state, ...ids].join('/')}`
}

/** §2.1 / §6: every state but the survey needs a signed-in user. */
export const needsLogin = (route: AccountRoute) => route.screen !== 'survey'

/** The account page with a route's hash, for links from other pages and e-mails. */
export function accountLink(config: LinkConfig, route: AccountRoute): string {
  return `${config.paths.account}${accountHash(route, config.brandSlug)}`
}

/** /account/#!/my-account-<slug>-acadameny-view-event/<eventId>/<ticketId> (§2.4). */
export function ticketDetailLink(config: LinkConfig, eventId: string, ticketId: string): string {
  return accountLink(config, { screen: 'ticket', id: eventId, ticketId })
}

/** /account/#!/my-account-<slug>-academy-view-event-survey/<eventId>/<ticketId> (§2.7). */
export function surveyViewLink(config: LinkConfig, eventId: string, ticketId: string): string {
  return accountLink(config, { screen: 'survey', id: eventId, ticketId })
}

/** /account/#!/my-account-<slug>-academy (§2.3). */
export function academyDashboardLink(config: LinkConfig): string {
  return accountLink(config, { screen: 'academy' })
}

/** /survey/view/?id=<eventId>&ticketId=<ticketId>: the survey on its own page, for guests without an account. */
export function guestSurveyLink(config: LinkConfig, eventId: string, ticketId: string): string {
  const query = new URLSearchParams({ id: eventId, ticketId })
  return `${config.paths.surveyView}?${query}`
}
