import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { NewsletterForm } from './views/newsletter-form'

/** §2.12 newsletter sign-up: `<div data-pd-widget="newsletter"></div>` (kept small: every footer). */
export const mount: MountWidget = (el) => mountWidget(el, 'newsletter', <NewsletterForm host={el} />)
