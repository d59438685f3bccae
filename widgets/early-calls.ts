import { postEarly } from '../shared/api/early-answers'
import { getConfig } from '../shared/config/config'
import { GET_EVENT_PATH, LOGIN_PATH, USER_EVENTS_PATH } from '../shared/contract/paths'
import { pageEventId, pageTicketId } from '../shared/domain/page-event'
import { readToken } from '../shared/session/token'

/**
 * True when the hash opens the dashboard or the academy, whose first call is user-events/ (§2.2,
 * §2.3). The two state names of shared/domain/account-links.ts, checked against it by a test:
 * that module would bring its links to every page's runtime. An unknown state also opens the
 * dashboard; it just gets no early call.
 */
export function opensUserEvents(hash: string, brandSlug: string): boolean {
  const state = hash.replace(/^#!?\/?/, '').split(/[/?]/)[0] ?? ''
  return state === 'my-account-dashboard' || state === `my-account-${brandSlug}-academy`
}

/** The widgets that need the signed-in user before they show (§2.2, §4.2 step 1, §4.3). */
const NEED_THE_USER = ['account', 'event-registration', 'survey-lookup']

/**
 * A signed-in teacher's page asks for its data as soon as the config is in, while the widget's
 * code is still downloading: the log-in again with the token (§4.5 login/ with {}) and, on the
 * account's dashboard and academy, user-events/ (§7.2). Otherwise the widget asks only once all
 * of its chunks have arrived and run. The client takes these answers for the same calls
 * (shared/api/early-answers.ts).
 */
export function askSessionCallsEarly(accountOnPage: boolean): void {
  if (!readToken()) return
  const { apiPrefix, brandSlug } = getConfig()
  postEarly(`${apiPrefix}${LOGIN_PATH}`, '{}')
  if (accountOnPage && opensUserEvents(location.hash, brandSlug))
    postEarly(`${apiPrefix}${USER_EVENTS_PATH}`, '{}')
}

/**
 * Whether the widget's first call is get-event/: event registration's (§4.2 step 1) and the survey
 * lookup's (§4.3), unless the lookup's page URL names the ticket, which opens the survey without it.
 */
function opensWithEvent(el: HTMLElement): boolean {
  const name = el.dataset.pdWidget
  if (name === 'event-registration') return true
  return name === 'survey-lookup' && !pageTicketId(location.search)
}

/**
 * Event registration and the survey lookup ask for their event as soon as the config is in, while
 * their code is still downloading: over a mobile network the call otherwise went out only after
 * all of it had arrived and run, one round trip more before the form. Each event once; the client
 * takes the answer when the widget makes the same call (shared/api/early-answers.ts).
 */
function askEventsEarly(elements: HTMLElement[]): void {
  const asked = new Set<string>()
  for (const el of elements) {
    const id = opensWithEvent(el) ? pageEventId(el.dataset.eventId, location.search) : undefined
    if (!id || asked.has(id)) continue
    asked.add(id)
    postEarly(`${getConfig().apiPrefix}${GET_EVENT_PATH}`, JSON.stringify({ id }))
  }
}

/** The calls the page's widgets start with, asked for before their code has arrived. */
export function askCallsEarly(elements: HTMLElement[]): void {
  const names = elements.map((el) => el.dataset.pdWidget ?? '')
  if (names.some((name) => NEED_THE_USER.includes(name))) askSessionCallsEarly(names.includes('account'))
  askEventsEarly(elements)
}
