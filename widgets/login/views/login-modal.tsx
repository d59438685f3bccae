import { useEffect, useLayoutEffect, useState } from 'react'
import { useStore } from 'zustand'
import { getConfig } from '../../../shared/config/config'
import { format } from '../../../shared/messages/messages'
import { logOutAndGoHome } from '../../../shared/session/log-out-and-go-home'
import { getUser, sessionStore } from '../../../shared/session/session-store'
import { Modal } from '../../../shared/ui/modal'
import { loginTexts } from '../texts'
import { LoginForm } from './login-form'

interface Props {
  trigger: 'button' | 'none'
  redirect?: string | undefined
}

/**
 * §2.11 the login form as a modal. Any widget opens it with
 * `document.dispatchEvent(new CustomEvent('pd:open-login'))`; with a trigger it also shows a
 * "Log in" button, or, when logged in, a link to the account area and "Log Out".
 */
export function LoginModal({ trigger, redirect }: Props) {
  const [open, setOpen] = useState(false)

  // A layout effect: the runtime re-dispatches pd:open-login right after mounting, before
  // ordinary effects would have run.
  useLayoutEffect(() => {
    const onOpen = () => setOpen(true)
    document.addEventListener('pd:open-login', onOpen)
    return () => document.removeEventListener('pd:open-login', onOpen)
  }, [])

  useEffect(() => {
    if (trigger === 'button') getUser().catch(() => undefined)
  }, [trigger])

  return (
    <>
      {trigger === 'button' ? <SessionControls onOpen={() => setOpen(true)} /> : null}
      {open ? (
        <Modal title={loginTexts.modalTitle} onClose={() => setOpen(false)}>
          <LoginForm redirect={redirect} focusFirst />
        </Modal>
      ) : null}
    </>
  )
}

function SessionControls({ onOpen }: { onOpen: () => void }) {
  const user = useStore(sessionStore, (state) => state.user)
  const [leaving, setLeaving] = useState(false)
  const config = getConfig()
  if (!user) {
    return (
      <button type="button" className="pd-button pd-login-open" onClick={onOpen}>
        {loginTexts.openButton}
      </button>
    )
  }
  async function onLogOut() {
    setLeaving(true)
    await logOutAndGoHome()
  }
  return (
    <div className="pd-session-controls">
      <span className="pd-session-greeting">
        {format(loginTexts.greeting, { name: user.cpUsers_firstName || user.cpUsers_username })}
      </span>
      <a href={config.paths.account}>{format(loginTexts.accountLink, { brand: config.brand })}</a>
      <button type="button" className="pd-link-button" onClick={onLogOut} disabled={leaving}>
        {loginTexts.logOut}
      </button>
    </div>
  )
}
