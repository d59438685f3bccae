import { useEffect } from 'react'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { pushEvent } from '../analytics/data-layer'
import { ApiError, refusedByServer } from '../api/api-error'
import { lazyCall } from '../api/lazy-call'
import { getConfig } from '../config/config'
import type { User } from '../contract/schemas'
import { analyticsUserType } from '../domain/user-type'
import { dispatchPdEvent, PD_EVENTS } from '../events/pd-events'
import * as messages from '../messages/messages'
import { leavePageAfter } from '../navigation/leave-page'
import { forgetLoginReturn } from '../navigation/login-return'
import { expireCookie, writeCookieIfChanged } from './cookies'
import { readToken, TOKEN_KEY, whenTokenRefused } from './token'

/**
 * The session's calls, with the client and their contract downloaded at the first call: the
 * header's log-in button is on every page, and a visitor without a token never calls anything.
 * The loader fetches them with the page when a token is stored (widgets/loader.ts).
 */
const loadSessionCalls = () => import('./session-calls')
const loginCall = lazyCall(() => loadSessionCalls().then((calls) => calls.login), loadSessionCalls)
/**
 * login/ with {} (§4.5) changes nothing on the server (it answers the same token), so it is retried
 * as a read: one 503 must not send a teacher from the account home (§6's failed user fetch).
 */
const reLoginCall = lazyCall(
  () => loadSessionCalls().then((calls) => ({ ...calls.login, readOnly: true })),
  loadSessionCalls,
)
const logoutCall = lazyCall(() => loadSessionCalls().then((calls) => calls.logout), loadSessionCalls)

/**
 * 'unreachable': there is a token but logging in again with it failed on the way (network, time-out,
 * a broken answer), so nobody knows yet whether the person is logged in; the token is kept.
 */
export type SessionStatus = 'unknown' | 'loading' | 'logged-in' | 'logged-out' | 'unreachable'

export interface SessionState {
  token: string | null
  user: User | null
  status: SessionStatus
  /** 'unreachable' with no answer at all (offline, time-out), rather than an answer that is no user. */
  unanswered?: boolean
  /** 'logged-out' because the server refused the token, not by a log-out here or in another tab. */
  refused?: boolean
}

/**
 * The one session of the page, shared by every widget: the build writes this module into one
 * chunk that each widget imports, so the page holds a single instance. The token is mirrored by
 * hand to localStorage `t` (§4.5): the persist middleware would store JSON, and the old site reads
 * the raw token.
 *
 * @example
 * const user = useStore(sessionStore, (state) => state.user)
 */
export const sessionStore = withTokenInStorage(
  createStore<SessionState>()(() => ({
    token: readToken(),
    user: null,
    status: 'unknown',
  })),
)

/**
 * Writes the token through to localStorage `t` on every change, by wrapping setState rather than
 * subscribing, so importing this module sets nothing up.
 */
function withTokenInStorage(store: StoreApi<SessionState>): StoreApi<SessionState> {
  const setState = store.setState
  store.setState = ((...args: Parameters<typeof setState>) => {
    const before = store.getState().token
    setState(...args)
    const { token } = store.getState()
    if (token !== before) saveToken(token)
  }) as typeof setState
  return store
}

function saveToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token)
    else localStorage.removeItem(TOKEN_KEY)
  } catch {
    // Storage can be unavailable (private mode, sandboxed frame); the session then lasts the page.
  }
}

let followingOtherTabs = false

/**
 * Other tabs follow a login or logout made here, and this tab follows theirs; and a token that any
 * call's answer refuses ends the session here (token.ts hears it from the client). Started by the first
 * use of the session (getUser, logging in, a widget that shows the stored token's state), not on
 * import: pages whose widgets never read the session do not download this module at all, so the
 * runtime cannot start it without growing every page.
 */
export function followOtherTabs(): void {
  if (followingOtherTabs || typeof window === 'undefined') return
  followingOtherTabs = true
  whenTokenRefused(() => clearSession(true))
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return
    const token = readToken()
    const before = sessionStore.getState().token
    if (token === before) return
    // Another person may be at the keyboard now: what was typed here goes before the forms,
    // which the session change redraws, read their drafts again.
    clearDrafts()
    sessionStore.setState({ token, user: null, status: token ? 'unknown' : 'logged-out', refused: false })
    if (token) void getUser().catch(() => undefined)
    // A new token is a login (another person's too); no token after one is a logout.
    if (token) announce(PD_EVENTS.login, true)
    else announce(PD_EVENTS.logout, true)
  })
}

/** §8: the internal error when there is no session. */
export class NotLoggedInError extends Error {
  override readonly name = 'NotLoggedInError'
  constructor() {
    super(messages.notLoggedIn)
  }
}

let pendingUser: Promise<User> | null = null

/**
 * §4.5: the cached user if there is one; else, with a token, log in again with it (login/ with
 * {}); otherwise reject with "Not logged in". Concurrent callers share one request.
 */
export function getUser(): Promise<User> {
  followOtherTabs()
  const { user, token } = sessionStore.getState()
  if (user) return Promise.resolve(user)
  if (!token) {
    sessionStore.setState({ status: 'logged-out' })
    return Promise.reject(new NotLoggedInError())
  }
  pendingUser ??= reauthenticate().finally(() => {
    pendingUser = null
  })
  return pendingUser
}

async function reauthenticate(): Promise<User> {
  sessionStore.setState({ status: 'loading' })
  try {
    return await logInWithStoredToken()
  } catch (error) {
    // A refused token has ended the session; a failure on the way keeps it for the next try.
    if (sessionStore.getState().status === 'loading') {
      sessionStore.setState({ status: 'unreachable', unanswered: gotNoAnswer(error) })
    }
    throw error
  }
}

const gotNoAnswer = (error: unknown) =>
  !(error instanceof ApiError) || error.kind === 'network' || error.kind === 'timeout'

/** login/ with {} and the stored token (§4.5); a token the server refuses ends the session. */
async function logInWithStoredToken(): Promise<User> {
  try {
    const { t, currentUser } = await reLoginCall.call({})
    startSession(t, currentUser)
    return currentUser
  } catch (error) {
    if (refusedByServer(error)) clearSession(true)
    throw error
  }
}

/**
 * Starts the log-in's code on its way while the person types (a form calls it on focus): a
 * connection that drops before the click then still leaves a form that can log in once it is back,
 * as the browser keeps a failed import for the page's life.
 */
export const prepareLogIn = loginCall.prepare

/** Logs in with a user name or e-mail and a password; pushes user-login (§1). */
export async function logIn(login: string, password: string): Promise<User> {
  const { t, currentUser } = await loginCall.call({ u: login, p: password })
  startSession(t, currentUser)
  pushEvent({
    event: 'user-login',
    userType: analyticsUserType(currentUser.cpUsers__cpUsersTypes_recordNumber),
  })
  return currentUser
}

/**
 * Tells the host page the session changed (pd:login, pd:logout on document). Only real changes:
 * re-login with the stored token at page load, or a refreshed user, is not a login.
 */
function announce(name: typeof PD_EVENTS.login | typeof PD_EVENTS.logout, fromOtherTab: boolean): void {
  if (typeof document !== 'undefined') dispatchPdEvent(document, name, { fromOtherTab })
}

/** Takes a session the server handed out (sign-up, account update, re-login). */
export function startSession(token: string, user: User): void {
  followOtherTabs()
  const before = sessionStore.getState()
  sessionStore.setState({ token, user, status: 'logged-in', refused: false })
  writeAnalyticsCookies(user)
  if (before.token === null || before.status === 'logged-out') announce(PD_EVENTS.login, false)
}

/**
 * Logs in again with the stored token to pick up a changed user (§4.6: after saving an address).
 * The cached user stays until the new one arrives, so the screen that asked keeps what it shows
 * (and what was typed) when this fails; only a refused token ends the session.
 */
export function refreshUser(): Promise<User> {
  return logInWithStoredToken()
}

/**
 * §4.5: clears the user and the token, removes the analytics cookies and pushes user-logout. The
 * server is told too, so the old token stops working; a failure there does not keep anyone in.
 */
export async function logOut(): Promise<void> {
  if (sessionStore.getState().token) {
    await logoutCall.call({}).catch(() => undefined)
  }
  clearSession()
  // A page remembered for the next log-in is not where a person who chose to leave goes back to.
  forgetLoginReturn()
  clearDrafts()
  pushEvent({ event: 'user-logout' })
}

/**
 * §4.5: logout, then home after 0.5 s with a 4 s fallback. The logout widget and the login
 * widget's header both offer "Log Out"; it lives here, not in a module of its own, which esbuild
 * wrote as a file of 194 bytes that every signed-in page fetched.
 */
export async function logOutAndGoHome(): Promise<void> {
  await logOut()
  leavePageAfter({ url: getConfig().paths.home })
}

/**
 * Every form's draft in this tab (shared/ui/session-draft.ts keeps them under `<form>-draft:<key>`),
 * gone: the next person at a shared computer finds none. Written here, not imported, as that
 * module travels with the event calls, which not every page that logs out loads.
 */
function clearDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.includes('-draft:')) sessionStorage.removeItem(key)
  } catch {
    // no storage: nothing kept
  }
}

/**
 * The page's own Log in and Log Out buttons, besides the header's: the profile's Log Out (§2.8),
 * the refer page's and a registration's Log in. While one is shown the header leaves its own out,
 * as on /login/ and /logout/: a control is on the page once, so a search for it by name finds one.
 */
export const pageSessionControls = createStore(() => ({ logIn: 0, logOut: 0 }))

/** Counts a Log in or Log Out button of the page's own while it is shown. */
export function usePageSessionControl(kind: 'logIn' | 'logOut', shown = true): void {
  useEffect(() => {
    if (!shown) return
    const add = (step: number) =>
      pageSessionControls.setState((state) => ({ ...state, [kind]: state[kind] + step }))
    add(1)
    return () => add(-1)
  }, [kind, shown])
}

function clearSession(refused = false): void {
  const hadSession = sessionStore.getState().token !== null
  // A session that ends, here or by the server's refusal, takes the teacher's drafts with it.
  if (hadSession) clearDrafts()
  sessionStore.setState({ token: null, user: null, status: 'logged-out', refused })
  expireCookie('user-type')
  expireCookie('gtm_uid')
  if (hadSession) announce(PD_EVENTS.logout, false)
}

/**
 * §7.7: cookie "user-type" (the derived type) and "gtm_uid" (the uuid), when they differ. They
 * are the tag manager's, so a site with analytics off (site config) gets neither: the uuid would
 * sit in a cookie that nothing reads.
 */
function writeAnalyticsCookies(user: User): void {
  if (!getConfig().analytics) return
  const userType = analyticsUserType(user.cpUsers__cpUsersTypes_recordNumber)
  if (userType) writeCookieIfChanged('user-type', userType)
  if (user.cpUsers_uuid) writeCookieIfChanged('gtm_uid', user.cpUsers_uuid)
}
