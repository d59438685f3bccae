import { leavePageAfter } from '../../shared/navigation/leave-page'
import { takeLoginReturn } from '../../shared/navigation/login-return'
import { logIn } from '../../shared/session/session-store'

/**
 * §4.5: logIn stores the token under `t`, writes the analytics cookies, pushes user-login and
 * hands every widget the new user through the session store; then the page reloads after 0.5 s
 * with a 4 s fallback, or goes to `redirect` when the page asks for one, or back to the account
 * page that sent this tab to "/" for want of a session.
 */
export async function submitLogin(user: string, password: string, redirect?: string): Promise<void> {
  await logIn(user.trim(), password)
  const returnTo = takeLoginReturn()
  leavePageAfter({ url: redirect ?? returnTo })
}
