import { useState } from 'react'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { logOutAndGoHome } from '../../../shared/session/log-out-and-go-home'
import { logoutTexts } from '../texts'

/**
 * §4.5: clears the user and the token, removes the analytics cookies, pushes user-logout and goes
 * home after 0.5 s (4 s fallback). Shown to anyone: logging out twice does no harm.
 */
export function LogoutButton() {
  const [leaving, setLeaving] = useState(false)
  async function onClick() {
    if (leaving) return
    setLeaving(true)
    await logOutAndGoHome()
  }
  return (
    <div className="pd-logout">
      <button type="button" className="pd-button" onClick={onClick} disabled={leaving}>
        {messages.logOut}
      </button>
      {leaving ? (
        <p className="pd-notice" role="status">
          {text(logoutTexts.leaving)}
        </p>
      ) : null}
    </div>
  )
}
