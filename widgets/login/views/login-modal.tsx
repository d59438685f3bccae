import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { sharedUntilFailure } from '../../../shared/api/lazy-call'
import { getConfig } from '../../../shared/config/config'
import { text } from '../../../shared/messages/text'
import {
  followOtherTabs,
  getUser,
  logOutAndGoHome,
  pageSessionControls,
  sessionStore,
} from '../../../shared/session/session-store'
import { LoadFailedNotice } from '../../../shared/ui/load-failed-notice'
import { loginRequestStore, takeLoginRequests, useBehindLoginDialog } from '../../../shared/ui/login-request'
import { focusLost } from '../../../shared/ui/use-focus-kept-while-busy'
import { useStore } from '../../../shared/ui/use-store'
import { loginHeaderTexts } from '../header-texts'
import { useLoggedInMark } from '../logged-in-mark'

type Dialog = typeof import('./login-dialog').LoginDialog

/**
 * The dialog's code (the form, its fields, the modal): every page's header carries the "Log in"
 * button, few visitors press it, so the rest comes on the first press, or as the pointer or focus
 * reaches the button. Downloaded once; after a failure the next press tries again.
 */
const loadDialog = sharedUntilFailure(
  (): Promise<Dialog> => import('./login-dialog').then((loaded) => loaded.LoginDialog),
)

const prefetchDialog = () => void loadDialog().catch(() => undefined)

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
  const [Dialog, setDialog] = useState<Dialog>()
  const [failed, setFailed] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const triggerButton = useRef<HTMLButtonElement | null>(null)

  const openDialog = useCallback(() => {
    const active = document.activeElement
    // Safari does not focus a clicked button: then the "Log in" button is the opener.
    opener.current =
      active instanceof HTMLElement && active !== document.body ? active : triggerButton.current
    setFailed(false)
    setOpen(true)
  }, [])

  useEffect(() => {
    if (!open || Dialog) return
    let live = true
    loadDialog().then(
      (loaded) => live && setDialog(() => loaded),
      () => {
        if (!live) return
        setOpen(false)
        setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [open, Dialog])

  // A request made before this modal mounted waits in the store and is taken here.
  const [reason, setReason] = useState<string>()
  const openFor = useCallback(
    (why?: string) => {
      openDialog()
      setReason(why)
    },
    [openDialog],
  )
  useEffect(() => takeLoginRequests(openFor, () => host.isConnected), [openFor, host])

  const dialogShown = open && Dialog !== undefined
  // A layout effect: the header's button behind the dialog is back for a screen reader in the
  // commit that takes the dialog away (with useEffect it waited a frame, and the focus returned
  // to a button still hidden from it).
  useLayoutEffect(() => {
    if (!dialogShown) return
    loginRequestStore.setState({ dialogOpen: true })
    return () => loginRequestStore.setState({ dialogOpen: false })
  }, [dialogShown])

  // The dialog returns focus itself; this catches the case where focus was left on the page body
  // once the dialog was gone (measured in Chromium: now and then after Escape).
  useLayoutEffect(() => {
    if (open) return
    const target = opener.current
    opener.current = null
    if (target?.isConnected && focusLost()) target.focus()
  }, [open])

  useEffect(() => {
    // Reading the session follows other tabs; a modal without its button reads nothing until it
    // opens, and would then have offered Log In over a log-in made in another tab, unheard.
    followOtherTabs()
    if (trigger === 'button') getUser().catch(() => undefined)
  }, [trigger])

  return (
    <>
      {trigger === 'button' ? <SessionControls onOpen={openDialog} buttonRef={triggerButton} /> : null}
      {open && Dialog ? <Dialog redirect={redirect} reason={reason} onClose={() => setOpen(false)} /> : null}
      {failed ? <LoadFailedNotice /> : null}
    </>
  )
}

interface SessionControlsProps {
  onOpen: () => void
  buttonRef: RefObject<HTMLButtonElement | null>
}

/**
 * A page whose main content is the log-in form or the log-out button (/login/, /logout/) would show
 * the same control twice, in the header and in the page: the header leaves its own out there. Only
 * there: a page that holds one among other widgets (the catalogue's samples) or in a sidebar (an
 * `<aside>` or a complementary region, even inside `<main>`) keeps the header's, which is where a
 * person looks for it. The site's log-in page (config paths.login) counts whatever else it holds.
 */
const pageHas = (widget: 'login' | 'logout') => {
  if (widget === 'login' && location.pathname === getConfig().paths.login) return true
  const main = document.querySelector('main') ?? document.body
  const content = Array.from(main.querySelectorAll<HTMLElement>('[data-pd-widget]')).filter(
    (el) =>
      !/^(alerts|loading)$/.test(el.dataset.pdWidget ?? '') &&
      el.dataset.mode !== 'modal' &&
      !el.closest('aside, [role="complementary"]'),
  )
  return content.length === 1 && content[0]?.dataset.pdWidget === widget
}

function SessionControls({ onOpen, buttonRef }: SessionControlsProps) {
  const user = useStore(sessionStore, (state) => state.user)
  const pageOwn = useStore(pageSessionControls, (state) => state)
  const behindDialog = useBehindLoginDialog()
  const [leaving, setLeaving] = useState(false)
  const config = getConfig()
  useLoggedInMark(user !== null)
  if (!user) {
    if (pageHas('login') || pageOwn.logIn > 0) return null
    return (
      <button
        ref={buttonRef}
        type="button"
        aria-hidden={behindDialog || undefined}
        className="pd-button pd-login-open"
        onClick={onOpen}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
      >
        {text(loginHeaderTexts.openButton)}
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
        {text(loginHeaderTexts.greeting, { name: user.cpUsers_firstName || user.cpUsers_username })}
      </span>
      <a href={config.paths.account}>{text(loginHeaderTexts.accountLink, { brand: config.brand })}</a>
      {pageHas('logout') || pageOwn.logOut > 0 ? null : (
        <button type="button" className="pd-link-button" onClick={onLogOut} disabled={leaving}>
          {text(loginHeaderTexts.logOut)}
        </button>
      )}
    </div>
  )
}
