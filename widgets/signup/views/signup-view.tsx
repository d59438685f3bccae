import { useState } from 'react'
import { sessionStore } from '../../../shared/session/session-store'
import { useStore } from '../../../shared/ui/use-store'
import { SignedIn } from './signed-in'
import { SignUpForm } from './signup-form'

/**
 * The form, or the signed-in state to someone logged in when the page opened (after the reload
 * that follows a sign-up, too). A sign-up on this page keeps its thanks until that reload. A stored
 * token that turns out refused (the header's log-in again with it), or a log-out in another tab,
 * brings the form back: the page no longer says "You are logged in" under a header that says Log in.
 */
export function SignUpView() {
  const [loggedInAtStart] = useState(() => sessionStore.getState().token !== null)
  const loggedOut = useStore(sessionStore, (state) => state.status === 'logged-out')
  return loggedInAtStart && !loggedOut ? <SignedIn /> : <SignUpForm />
}
