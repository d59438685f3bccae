import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { ReferView } from './views/refer-view'

/** §2.9 refer colleagues by e-mail. */
export const mount: MountWidget = (el) => mountWidget(el, 'refer', <ReferView />)
