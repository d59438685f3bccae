import { getConfig } from '../../shared/config/config'
import { sessionStore } from '../../shared/session/session-store'
import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { parseRoute } from './account-routes'
import { AccountView } from './account-view'
import { readBlogPosts } from './blog-posts'
import { prefetchUserEvents } from './user-events'

/** The "My {brand}" account area (§2), routed by /account/#!/<state>. */
export const mount: MountWidget = (el) => {
  const blogPosts = readBlogPosts(el)
  prefetchFirstScreen()
  return mountWidget(el, 'account', <AccountView blogPosts={blogPosts} />)
}

/**
 * The dashboard and the academy open with user-events/: on a page load, ask for it now, while
 * the screen's chunk and the user are still on their way.
 */
function prefetchFirstScreen(): void {
  const { screen } = parseRoute(location.hash, getConfig().brandSlug)
  if ((screen === 'dashboard' || screen === 'academy') && sessionStore.getState().token) prefetchUserEvents()
}
