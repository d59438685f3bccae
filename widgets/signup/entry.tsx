import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { SignUpView } from './views/signup-view'

/** §2.11 sign-up. */
export const mount: MountWidget = (el) => mountWidget(el, 'signup', <SignUpView />)
