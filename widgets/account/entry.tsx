import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { AccountView } from './account-view'
import { readBlogPosts } from './blog-posts'

/** The "My {brand}" account area (§2), routed by /account/#!/<state>. */
export const mount: MountWidget = (el) => {
  const blogPosts = readBlogPosts(el)
  return mountWidget(el, 'account', <AccountView blogPosts={blogPosts} />)
}
