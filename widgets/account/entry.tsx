import { getConfig } from '../../shared/config/config'
import { parseAccountHash } from '../../shared/domain/account-links'
import { getUser, sessionStore } from '../../shared/session/session-store'
import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { AccountView, preloadScreen } from './account-view'
import { readBlogPosts } from './blog-posts'
import { prefetchUserEvents } from './user-events/api'

/** The "My {brand}" account area (§2), routed by /account/#!/<state>. */
export const mount: MountWidget = (el) => {
  const blogPosts = readBlogPosts(el)
  prefetchFirstScreen()
  return mountWidget(el, 'account', <AccountView blogPosts={blogPosts} />)
}

/**
 * On a page load, start the user (§4.5 login/ with the token) and the first screen's chunk at
 * once, and for the dashboard and the academy also their user-events/ call: none has to wait for
 * the first render or for the others.
 */
function prefetchFirstScreen(): void {
  const { screen } = parseAccountHash(location.hash, getConfig().brandSlug)
  if (!sessionStore.getState().token) return
  void getUser().catch(() => undefined)
  preloadScreen(screen)
  if (screen === 'dashboard' || screen === 'academy') prefetchUserEvents()
}
