import { getConfig } from '../../shared/config/config'
import { type AccountRoute, routeHash } from './account-routes'

/**
 * Page-level navigation of the account area, in one object so tests can watch it.
 * §2.1: logged-out or unauthorised users go to "/".
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url)
  },
  goHome(): void {
    navigation.assign(getConfig().paths.home)
  },
  /** Opens a URL in a new window (transcript, module, ICS download). */
  open(url: string): void {
    window.open(url, '_blank', 'noopener')
  },
}

/** Moves the account area to another state; hashchange renders it. */
export function goTo(route: AccountRoute): void {
  window.location.hash = routeHash(route, getConfig().brandSlug)
}

/** The href of a state, for links. */
export function hrefOf(route: AccountRoute): string {
  return routeHash(route, getConfig().brandSlug)
}
