import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { parseLoginOptions } from './options'
import { LoginModal } from './views/login-modal'
import { LoginPage } from './views/login-page'

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
