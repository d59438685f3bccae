import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { BlogSubscribeForm } from './views/blog-subscribe-form'

/** §2.12 blog subscription: `<div data-pd-widget="blog-subscribe"></div>`. */
export const mount: MountWidget = (el) => mountWidget(el, 'blog-subscribe', <BlogSubscribeForm />)
