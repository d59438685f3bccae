import { postEarly } from '../shared/api/early-answers'
import { getConfig } from '../shared/config/config'
import { LOGIN_PATH, USER_EVENTS_PATH } from '../shared/contract/paths'
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

/**
 * A signed-in teacher's account page asks for its data as soon as the config is in, while the
 * widget's code is still downloading: the log-in again with the token (§4.5 login/ with {}) and,
 * on the dashboard and the academy, user-events/ (§7.2). Otherwise the account asks only once all
 * of its chunks have arrived and run. The client takes these answers for the same calls
 * (shared/api/early-answers.ts).
 */
export function askAccountCallsEarly(): void {
  if (!readToken()) return
  const { apiPrefix, brandSlug } = getConfig()
  postEarly(`${apiPrefix}${LOGIN_PATH}`, '{}')
  if (opensUserEvents(location.hash, brandSlug)) postEarly(`${apiPrefix}${USER_EVENTS_PATH}`, '{}')
}
