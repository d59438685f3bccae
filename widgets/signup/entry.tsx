import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { SignUpForm } from './views/signup-form'

/** §2.11 sign-up. */
export const mount: MountWidget = (el) => mountWidget(el, 'signup', <SignUpForm />)
