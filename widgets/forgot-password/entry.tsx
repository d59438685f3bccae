import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { ForgotPasswordForm } from './views/forgot-password-form'

/** §2.11 forgot password. */
export const mount: MountWidget = (el) => mountWidget(el, 'forgot-password', <ForgotPasswordForm />)
