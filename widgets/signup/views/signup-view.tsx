import { useState } from 'react'
import { sessionStore } from '../../../shared/session/session-store'
import { SignedIn } from './signed-in'
import { SignUpForm } from './signup-form'

/**
 * The form, or the signed-in state to someone logged in when the page opened (after the reload
 * that follows a sign-up, too). A sign-up on this page keeps its thanks until that reload.
 */
export function SignUpView() {
  const [loggedInAtStart] = useState(() => sessionStore.getState().token !== null)
  return loggedInAtStart ? <SignedIn /> : <SignUpForm />
}
