import { type FormEvent, useLayoutEffect, useRef, useState } from 'react'
import { errorText } from '../../../shared/api/api-error'
import { getConfig } from '../../../shared/config/config'
import { text } from '../../../shared/messages/text'
import { prepareLogIn, sessionStore } from '../../../shared/session/session-store'
import { withoutError } from '../../../shared/ui/field'
import { FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'
import { TextField } from '../../../shared/ui/text-field'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import { useStore } from '../../../shared/ui/use-store'
import { submitLogin } from '../state'
import { loginTexts } from '../texts'

interface Props {
  redirect?: string | undefined
  /** Moves focus to the first field once shown (the modal). */
  focusFirst?: boolean
}

interface Errors {
  user?: string
  password?: string
}

/** §2.11 login form, used on the login page and inside the login modal. */
export function LoginForm({ redirect, focusFirst }: Props) {
  const [user, setUser] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  useFocusKeptWhileBusy(busy)
  const [loggedIn, setLoggedIn] = useState(false)
  // A log-in in another tab (the session store follows it) is told here too: the form stayed, and
  // a second person could log in over the first without seeing that anyone was.
  const token = useStore(sessionStore, (state) => state.token)
  const [tokenAtStart] = useState(token)
  // A failed log-in stays beside the button until the person edits a field or submits again.
  const { failure, showFailure, clearFailure } = useFailureFeedback()
  const userRef = useRef<HTMLInputElement>(null)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const paths = getConfig().paths

  useLayoutEffect(() => {
    const dialog = focusFirst ? userRef.current?.closest<HTMLElement>('dialog') : null
    if (!dialog) return
    // The dialog first remembers its opener (for focus return) and focuses its close button;
    // that first focus is passed on to the first field, where a person starts typing.
    const onFirstFocus = () => userRef.current?.focus()
    dialog.addEventListener('focusin', onFirstFocus, { once: true })
    return () => dialog.removeEventListener('focusin', onFirstFocus)
  }, [focusFirst])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const found: Errors = {}
    if (!user.trim()) found.user = text(loginTexts.userRequired)
    if (!password) found.password = text(loginTexts.passwordRequired)
    setErrors(found)
    clearFailure()
    if (found.user || found.password) return focusFirstInvalid()
    setBusy(true)
    try {
      await submitLogin(user, password, redirect)
      setLoggedIn(true)
    } catch (error) {
      // §8: "There was an error, feel free to try again." or "User not found", as the server says.
      showFailure(errorText(error), formRef.current)
      setBusy(false)
    }
  }

  // `busy` stays on after this form's own log-in (the page then reloads), so that token is not another tab's.
  if (!busy && token !== null && token !== tokenAtStart) return <AlreadyLoggedIn />
  if (loggedIn) {
    return (
      <p className="pd-notice" role="status">
        {text(loginTexts.justLoggedIn)}
      </p>
    )
  }

  return (
    <form
      ref={formRef}
      className="pd-form pd-login-form"
      noValidate
      onSubmit={onSubmit}
      onInput={clearFailure}
      onFocusCapture={prepareLogIn}
    >
      <TextField
        label={text(loginTexts.userLabel)}
        name="u"
        autoComplete="username"
        value={user}
        onValue={(value) => {
          setUser(value)
          setErrors(withoutError('user'))
        }}
        error={errors.user}
        inputRef={userRef}
        required
      />
      <TextField
        label={text(loginTexts.passwordLabel)}
        type="password"
        name="p"
        autoComplete="current-password"
        value={password}
        onValue={(value) => {
          setPassword(value)
          setErrors(withoutError('password'))
        }}
        error={errors.password}
        required
      />
      <button type="submit" className="pd-button" disabled={busy}>
        {busy ? text(loginTexts.submitting) : text(loginTexts.submit)}
      </button>
      <FormFeedback feedback={failure} />
      <p className="pd-login-links">
        <a href={paths.forgotPassword}>{text(loginTexts.forgotLink)}</a>
        <span>
          {text(loginTexts.signUpPrompt)} <a href={paths.signup}>{text(loginTexts.signUpLink)}</a>
        </span>
      </p>
    </form>
  )
}

/**
 * Shown instead of the form to someone already logged in; unnamed while the user is on its way or
 * could not be fetched (a log-in in another tab), rather than an empty box.
 */
export function AlreadyLoggedIn() {
  const user = useStore(sessionStore, (state) => state.user)
  const config = getConfig()
  const name = user && (`${user.cpUsers_firstName} ${user.cpUsers_lastName}`.trim() || user.cpUsers_username)
  return (
    <p className="pd-notice">
      {name ? text(loginTexts.loggedInAs, { name }) : text(loginTexts.loggedInUnnamed)}{' '}
      <a href={config.paths.account}>{text(loginTexts.accountLink, { brand: config.brand })}</a>
    </p>
  )
}
