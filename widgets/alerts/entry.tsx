import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { AlertBanner } from './views/alert-banner'

/** §2.12: the global alert banner at the bottom of the page. */
export const mount: MountWidget = (el) => mountWidget(el, 'alerts', <AlertBanner host={el} />)
