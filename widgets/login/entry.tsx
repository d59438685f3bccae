import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { lazyComponent } from '../../shared/ui/lazy-component'
import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { parseLoginOptions } from './options'
import { LoginModal } from './views/login-modal'

/**
 * The login page's form, in a chunk of its own: the modal, on every page's header, does not carry
 * it (its dialog loads on first use). The loader fetches it with the widget when the element says
 * data-mode="form" (the chunk manifest's `login#form`), so the login page waits no longer for it.
 */
const LoginPage = lazyComponent(
  () => import('./views/login-page').then((loaded) => loaded.LoginPage),
  () => (
    <p className="pd-notice" role="status">
      {text(messages.loadingIndicator)}
    </p>
  ),
)

/** §2.11 login: the form on a login page (data-mode="form") or as a modal (data-mode="modal"). */
export const mount: MountWidget = (el, options) => {
  const { mode, trigger, redirect } = parseLoginOptions(options)
  const view =
    mode === 'modal' ? (
      <LoginModal host={el} trigger={trigger} redirect={redirect} />
    ) : (
      <LoginPage redirect={redirect} />
    )
  return mountWidget(el, 'login', view)
}
