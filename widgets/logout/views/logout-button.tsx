import { useEffect, useState } from 'react'
import { getConfig } from '../../../shared/config/config'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { followOtherTabs, logOutAndGoHome, sessionStore } from '../../../shared/session/session-store'
import { useStore } from '../../../shared/ui/use-store'
import { logoutTexts } from '../texts'

/** Someone with no session has nothing to log out of: the way to log in instead. */
function NotLoggedIn() {
  return (
    <p className="pd-notice">
      {text(logoutTexts.notLoggedIn)} <a href={getConfig().paths.login}>{text(logoutTexts.logIn)}</a>
    </p>
  )
}

/**
 * §4.5: clears the user and the token, removes the analytics cookies, pushes user-logout and goes
 * home after 0.5 s (4 s fallback). Shown to someone with a session (a token).
 */
export function LogoutButton() {
  const [leaving, setLeaving] = useState(false)
  const token = useStore(sessionStore, (state) => state.token)
  // It reads only the stored token, never the user: a page with this button alone still follows a
  // log-out made in another tab.
  useEffect(followOtherTabs, [])
  if (!token && !leaving) return <NotLoggedIn />
  async function onClick() {
    if (leaving) return
    setLeaving(true)
    await logOutAndGoHome()
  }
  return (
    <div className="pd-logout">
      <button type="button" className="pd-button" onClick={onClick} disabled={leaving}>
        {text(messages.logOut)}
      </button>
      {leaving ? (
        <p className="pd-notice" role="status">
          {text(logoutTexts.leaving)}
        </p>
      ) : null}
    </div>
  )
}
