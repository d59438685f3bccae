import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { LogoutButton } from './views/logout-button'

/** §2.1 logout: a "Log Out" button (§4.5). */
export const mount: MountWidget = (el) => mountWidget(el, 'logout', <LogoutButton />)
