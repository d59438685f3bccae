import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { ContactForm } from './views/contact-form'

/** §2.12 contact form: `<div data-pd-widget="contact"></div>`. */
export const mount: MountWidget = (el) => mountWidget(el, 'contact', <ContactForm />)
