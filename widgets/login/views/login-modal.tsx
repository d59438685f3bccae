import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { getConfig } from '../../../shared/config/config'
import { text } from '../../../shared/messages/text'
import { logOutAndGoHome } from '../../../shared/session/log-out-and-go-home'
import { getUser, sessionStore } from '../../../shared/session/session-store'
import { takeLoginRequests } from '../../../shared/ui/login-request'
import { Modal } from '../../../shared/ui/modal'
import { useStore } from '../../../shared/ui/use-store'
import { useLoggedInMark } from '../logged-in-mark'
import { loginTexts } from '../texts'
import { LoginForm } from './login-form'

interface Props {
  /** The widget's element: a modal whose element left the page takes no request. */
  host: HTMLElement
  trigger: 'button' | 'none'
  redirect?: string | undefined
}

/**
 * §2.11 the login form as a modal. Widgets open it with `openLoginModal()`, host pages by
 * dispatching `pd:open-login` on document; with a trigger it also shows a
 * "Log in" button, or, when logged in, a link to the account area and "Log Out".
 */
export function LoginModal({ host, trigger, redirect }: Props) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const triggerButton = useRef<HTMLButtonElement | null>(null)

  const openDialog = useCallback(() => {
    const active = document.activeElement
    // Safari does not focus a clicked button: then the "Log in" button is the opener.
    opener.current =
      active instanceof HTMLElement && active !== document.body ? active : triggerButton.current
    setOpen(true)
  }, [])

  // A request made before this modal mounted waits in the store and is taken here.
  useEffect(() => takeLoginRequests(openDialog, () => host.isConnected), [openDialog, host])

  // The dialog returns focus itself; this catches the case where focus was left on the page body
  // once the dialog was gone (measured in Chromium: now and then after Escape).
  useLayoutEffect(() => {
    if (open) return
    const target = opener.current
    opener.current = null
    const lost = !document.activeElement || document.activeElement === document.body
    if (target?.isConnected && lost) target.focus()
  }, [open])

  useEffect(() => {
    if (trigger === 'button') getUser().catch(() => undefined)
  }, [trigger])

  return (
    <>
      {trigger === 'button' ? <SessionControls onOpen={openDialog} buttonRef={triggerButton} /> : null}
      {open ? (
        <Modal title={text(loginTexts.modalTitle)} onClose={() => setOpen(false)}>
          <LoginForm redirect={redirect} focusFirst />
        </Modal>
      ) : null}
    </>
  )
}

interface SessionControlsProps {
  onOpen: () => void
  buttonRef: RefObject<HTMLButtonElement | null>
}

function SessionControls({ onOpen, buttonRef }: SessionControlsProps) {
  const user = useStore(sessionStore, (state) => state.user)
  const [leaving, setLeaving] = useState(false)
  const config = getConfig()
  useLoggedInMark(user !== null)
  if (!user) {
    return (
      <button ref={buttonRef} type="button" className="pd-button pd-login-open" onClick={onOpen}>
        {text(loginTexts.openButton)}
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
        {text(loginTexts.greeting, { name: user.cpUsers_firstName || user.cpUsers_username })}
      </span>
      <a href={config.paths.account}>{text(loginTexts.accountLink, { brand: config.brand })}</a>
      <button type="button" className="pd-link-button" onClick={onLogOut} disabled={leaving}>
        {text(loginTexts.logOut)}
      </button>
    </div>
  )
}
