import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { alertError, pushAlert } from '../../shared/alerts/alert-store'
import { getConfig } from '../../shared/config/config'
import * as loginManager from '../../shared/contract/login-manager'
import type { User } from '../../shared/contract/schemas'
import { type AccountRoute, needsLogin } from '../../shared/domain/account-links'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { pageLeaving } from '../../shared/navigation/leave-page'
import { rememberLoginReturn } from '../../shared/navigation/login-return'
import { navigation } from '../../shared/navigation/navigation'
import { getUser, sessionStore } from '../../shared/session/session-store'
import { readToken } from '../../shared/session/token'
import { RetryNotice } from '../../shared/ui/load-failed-notice'
import { useStore } from '../../shared/ui/use-store'
import { AccountNav } from './account-nav'
import type { BlogPost } from './blog-posts'
import { lazyScreen } from './lazy-screen'
import { pageTitle } from './page-title'
import { AnswerKeysScreen } from './screens/answer-keys-screen'
import { SurveyScreen } from './screens/survey-screen'
import { ToolkitScreen } from './screens/toolkit-screen'
import { accountTexts } from './texts'
import { useFocusNewScreen } from './use-focus-new-screen'
import { useHashRoute } from './use-hash-route'

// Each big screen is its own chunk, so the first load stays small (size budget) and a screen
// downloads when a person opens it.
const screenChunks = {
  dashboard: () => import('./screens/dashboard-screen'),
  academy: () => import('./screens/academy-screen'),
  profile: () => import('./screens/profile-screen'),
  ticket: () => import('./screens/ticket-screen'),
  example: () => import('./screens/example-screen'),
}
const DashboardScreen = lazyScreen(() => screenChunks.dashboard().then((m) => m.DashboardScreen))
const AcademyScreen = lazyScreen(() => screenChunks.academy().then((m) => m.AcademyScreen))
const ProfileScreen = lazyScreen(() => screenChunks.profile().then((m) => m.ProfileScreen))
const TicketScreen = lazyScreen(() => screenChunks.ticket().then((m) => m.TicketScreen))
const ExampleScreen = lazyScreen(() => screenChunks.example().then((m) => m.ExampleScreen))

/** Starts downloading a screen's chunk before the user is known (the first page load). */
export function preloadScreen(screen: AccountRoute['screen']): void {
  if (Object.hasOwn(screenChunks, screen)) {
    screenChunks[screen as keyof typeof screenChunks]().catch(() => undefined)
  }
}

/**
 * §2.1: a signed-in user for every state but the survey; anyone else goes to "/". §6: a failed user
 * fetch sends the browser to "/" as well, the login call's §8 error going with it, when the server
 * answered (a 500, a broken answer). With no answer at all (offline, a time-out) "/" would not load
 * either: the person stays, sees the error once and can try again. So do they when the fetch fails
 * again later (the log-in again after saving an address, §4.6): the screen they typed in stays.
 */
function useAccountUser(route: AccountRoute): User | null {
  const user = useStore(sessionStore, (state) => state.user)
  const status = useStore(sessionStore, (state) => state.status)
  const unanswered = useStore(sessionStore, (state) => state.unanswered === true)
  const refused = useStore(sessionStore, (state) => state.refused === true)
  const required = needsLogin(route)
  const hadUser = useRef(false)
  if (user) hadUser.current = true
  useEffect(() => {
    if (!required) return
    // Also when another tab logs out: the shared session turns logged-out here too.
    if (status === 'logged-out') {
      leaveLoggedOut(hadUser.current, refused)
    } else if (status === 'unreachable' && !unanswered && !hadUser.current) {
      pushAlert({ type: 'error', text: text(loginManager.login.defaultError) })
      navigation.goHome()
    } else if (status === 'unreachable') {
      alertError(text(loginManager.login.defaultError))
    } else if (!user) {
      // A refused token turns the session logged-out, which lands in leaveLoggedOut.
      getUser().catch(() => undefined)
    }
  }, [required, status, unanswered, user, refused])
  return user
}

/**
 * The session is gone: home, saying why. Opened without a session (an e-mail's ticket link), the
 * page is remembered for the log-in that follows.
 */
function leaveLoggedOut(hadUser: boolean, refused: boolean): void {
  // Logging out here sends the page home after §4.5's 0.5 s already: going at once cut it short.
  if (pageLeaving()) return
  if (!hadUser && !reachedByBack()) {
    rememberLoginReturn()
    // Carried to "/" with the page: without it an e-mail's ticket link seemed to lead home.
    pushAlert({ type: 'info', text: text(accountTexts.logInToSee) })
  } else if (hadUser && refused) {
    // A Cancel, Confirm or save answered that the session is gone (expired, or a password
    // changed elsewhere): §8's text goes home with the page, as the dashboard's does (§6).
    // Untranslated, as the screens push it: the banner translates, and one text is one alert.
    alertError(messages.missingAuth)
  }
  navigation.goHome()
}

/**
 * Back or Forward brought the page (right after a log-out, the account pages are still in the
 * tab's history): not a page the person asked to open again, so no "Log in to see…" is said and
 * the log-in that follows is not sent to it.
 */
const reachedByBack = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ===
  'back_forward'

/** One string per state and ticket: what the route effects run once for. */
const routeKey = (route: AccountRoute) => `${route.screen}/${route.id ?? ''}/${route.ticketId ?? ''}`

/** §2.1, §4.8: after each route change scroll to the top, set the title, fold the left nav. */
function useRouteEffects(route: AccountRoute, foldNav: () => void): void {
  const first = useRef(true)
  // States whose title the spec does not give get the page's own title back.
  const pageOwnTitle = useRef(document.title)
  const key = routeKey(route)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route
  useEffect(() => {
    document.title = pageTitle(route.screen) ?? pageOwnTitle.current
    foldNav()
  }, [key])
  // Back and Forward are route changes too (§2.1): the browser's own restoring of the old entry's
  // scroll, which comes after the screen has drawn, would put the new screen's heading off screen.
  useEffect(() => {
    const before = history.scrollRestoration
    history.scrollRestoration = 'manual'
    return () => {
      history.scrollRestoration = before
    }
  }, [])
  // Before the paint, so the new screen's first frame is already at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per route
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo?.(0, 0)
  }, [key])
}

function Screen({
  route,
  user,
  blogPosts,
}: {
  route: AccountRoute
  user: User | null
  blogPosts: BlogPost[]
}) {
  const status = useStore(sessionStore, (state) => state.status)
  if (route.screen === 'survey') return <SurveyScreen route={route} />
  if (!user && status === 'unreachable') {
    return (
      <RetryNotice
        message={text(accountTexts.loadFailed)}
        onRetry={() => void getUser().catch(() => undefined)}
      />
    )
  }
  if (!user) {
    return (
      <p className="pd-account-loading" role="status">
        {text(accountTexts.loading)}
      </p>
    )
  }
  switch (route.screen) {
    case 'dashboard':
      return <DashboardScreen user={user} blogPosts={blogPosts} />
    case 'academy':
      return <AcademyScreen user={user} />
    case 'profile':
      return <ProfileScreen user={user} />
    case 'ticket':
      return <TicketScreen route={route} user={user} />
    case 'answerKeys':
      return <AnswerKeysScreen />
    case 'example':
      return <ExampleScreen />
    default:
      return <ToolkitScreen />
  }
}

/**
 * A guest's survey (§2.1: the one state open without a session, reached from the survey lookup or
 * the e-mailed link): the account's sections are not theirs, and each would send them home.
 */
const isGuestSurvey = (route: AccountRoute) => route.screen === 'survey' && !readToken()

/** The "My {brand}" account area: its navigation and the screen of the current hash state. */
export function AccountView({ blogPosts }: { blogPosts: BlogPost[] }) {
  const route = useHashRoute()
  const user = useAccountUser(route)
  const [navOpen, setNavOpen] = useState(false)
  const main = useRef<HTMLDivElement | null>(null)
  useRouteEffects(route, () => setNavOpen(false))
  useFocusNewScreen(routeKey(route), main)
  return (
    <div className={`pd-account pd-account-with-${getConfig().accountNavigation}`}>
      <div className="pd-account-layout">
        {isGuestSurvey(route) ? null : (
          <AccountNav route={route} open={navOpen} onToggle={() => setNavOpen((open) => !open)} />
        )}
        <div className="pd-account-main" ref={main}>
          <Screen route={route} user={user} blogPosts={blogPosts} />
        </div>
      </div>
    </div>
  )
}
