import { useEffect, useState } from 'react'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { getUser, sessionStore } from '../../../shared/session/session-store'
import { useStore } from '../../../shared/ui/use-store'
import { AlreadyLoggedIn, LoginForm } from './login-form'

/** The login page: the form, or a note and a link to the account area when already logged in. */
export function LoginPage({ redirect }: { redirect?: string | undefined }) {
  const status = useStore(sessionStore, (state) => state.status)
  // Decided once: a person who logs in here keeps seeing the form's own confirmation.
  const [startedLoggedIn, setStartedLoggedIn] = useState<boolean | null>(null)

  useEffect(() => {
    getUser().then(
      () => setStartedLoggedIn(true),
      () => setStartedLoggedIn(false),
    )
  }, [])

  if (startedLoggedIn === null && status === 'loading') {
    return (
      <p className="pd-notice" role="status">
        {text(messages.loadingIndicator)}
      </p>
    )
  }
  // A log-out in another tab brings the form back (the note had nobody left to name).
  if (startedLoggedIn && status !== 'logged-out') return <AlreadyLoggedIn />
  return <LoginForm redirect={redirect} />
}
