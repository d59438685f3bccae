import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { keyFromUrl } from './state'
import { ResetPasswordForm } from './views/reset-password-form'

/** §2.11 reset password; the key comes from the page URL (?key=), as the e-mailed link gives it. */
export const mount: MountWidget = (el) =>
  mountWidget(el, 'reset-password', <ResetPasswordForm resetKey={keyFromUrl()} />)
