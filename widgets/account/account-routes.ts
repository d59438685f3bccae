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

/**
 * Reads "#!/<state>", "#!/<state>/<id>/<ticketId>" or "#!/<state>?id=..&ticketId=.." (the old
 * site's links in e-mails use both forms). An empty hash is the toolkit (my-account); an unknown
 * state falls back to the dashboard.
 */
export function parseRoute(hash: string, slug: string): AccountRoute {
  const path = hash.replace(/^#!?\/?/, '')
  if (path === '') return { screen: 'toolkit' }
  const [pathPart = '', queryPart = ''] = path.split('?', 2)
  const [state = '', ...segments] = pathPart.split('/').filter(Boolean).map(decodeSegment)
  const entry = Object.entries(stateNames(slug)).find(([, name]) => name === state)
  if (!entry) return { screen: 'dashboard' }
  const screen = entry[0] as ScreenName
  if (!WITH_TICKET.includes(screen)) return { screen }
  const query = new URLSearchParams(queryPart)
  const id = segments[0] ?? query.get('id') ?? undefined
  const ticketId = segments[1] ?? query.get('ticketId') ?? undefined
  return { screen, ...(id ? { id } : {}), ...(ticketId ? { ticketId } : {}) }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The hash of a route; the detail and survey states use the path form #!/<state>/<id>/<ticketId>. */
export function routeHash(route: AccountRoute, slug: string): string {
  const state = stateNames(slug)[route.screen]
  if (!WITH_TICKET.includes(route.screen)) return `#!/${state}`
  const ids = [route.id, route.ticketId].filter(Boolean).map((part) => encodeURIComponent(String(part)))
  return `#!/${[state, ...ids].join('/')}`
}

/** §2.1 / §6: every state but the survey needs a signed-in user. */
export const needsLogin = (route: AccountRoute) => route.screen !== 'survey'
