import { createStore } from 'zustand/vanilla'
import { useStore } from './use-store'

interface LoginRequests {
  /** A request not yet taken by a login modal. */
  pending: boolean
  /** Why it opens, for a screen reader (openLoginModalSaying). */
  reason?: string | undefined
  /**
   * A log-in dialog is open. The buttons that open it are inert behind it, and are hidden from the
   * accessibility tree as well, so a search by role finds the dialog's "Log In" alone.
   */
  dialogOpen?: boolean
}

/**
 * Requests to open the login modal (§4.2: a guest registering with a member's e-mail; the refer
 * screen's "Log in"). A request waits here until a modal takes it, so a modal mounted a moment
 * later still opens, whatever the order of effects.
 */
export const loginRequestStore = createStore<LoginRequests>(() => ({ pending: false }))

/** For a button that opens the log-in dialog: true while a log-in dialog is open in front of it. */
export function useBehindLoginDialog(): boolean {
  return useStore(loginRequestStore, (state) => state.dialogOpen === true)
}

let mountModal: (() => void) | undefined
/** Whether each mounted modal's element is still on the page. */
const modalsLive = new Set<() => boolean>()

/** The runtime says how to add a login modal to a page that has none. */
export function setLoginModalMounter(mount: () => void): void {
  mountModal = mount
}

/**
 * Opens the page's login modal, or one the runtime adds when the page has none on it: a modal
 * whose element the host removed (a single-page app swapping its header) still counts as mounted
 * but can never be seen.
 */
export function openLoginModal(): void {
  openLoginModalSaying(undefined)
}

/**
 * As openLoginModal, and the dialog is described by `reason`: the alert that says why it opened
 * (§4.2 step 4) is under the modal's backdrop, where the page is inert and a screen reader never
 * reaches it. A description, not a second copy of the text on the page.
 */
export function openLoginModalSaying(reason: string | undefined): void {
  loginRequestStore.setState({ pending: true, reason })
  const anyLive = [...modalsLive].some((isLive) => isLive())
  if (loginRequestStore.getState().pending && !anyLive) mountModal?.()
}

/**
 * For a login modal: calls `open` for the pending request and for every later one, until the
 * returned function is called (the modal unmounts). `isLive` says whether the modal is still on
 * the page: a host page may remove a widget's element without unmounting it, and such a modal
 * must not take a request that a visible one should open.
 */
export function takeLoginRequests(
  open: (reason?: string) => void,
  isLive: () => boolean = () => true,
): () => void {
  const live = () => isLive()
  modalsLive.add(live)
  const take = () => {
    const { pending, reason } = loginRequestStore.getState()
    if (!pending || !isLive()) return
    loginRequestStore.setState({ pending: false, reason: undefined })
    open(reason)
  }
  take()
  const unsubscribe = loginRequestStore.subscribe(take)
  return () => {
    unsubscribe()
    modalsLive.delete(live)
  }
}
