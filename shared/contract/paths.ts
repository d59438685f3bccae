/**
 * The §7 path bases, and the three calls a page may start before the contract's schemas arrive
 * (shared/api/early-answers.ts): kept apart from the call definitions, which carry the schema engine.
 */

/** §7.4: the login manager lives under this path. */
export const LOGIN_BASE = '/aaa-content/packages/user-login-manager/api/'
/** §7.2: the events API. */
export const EVENTS_BASE = '/aaa-content/user/api/events/'
/** §4.5 login/: with {} and the stored token, the session's log-in again. */
export const LOGIN_PATH = `${LOGIN_BASE}login/`
/** §7.2 user-events/. */
export const USER_EVENTS_PATH = `${EVENTS_BASE}user-events/`
/** §7.2 get-event/: event registration and the survey lookup ask for it first (§4.2, §4.3). */
export const GET_EVENT_PATH = `${EVENTS_BASE}get-event/`
