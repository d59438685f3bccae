import { getConfig } from '../config/config'
import { type AccountRoute, accountHash } from '../domain/account-links'

/**
 * Every way a widget leaves or moves the page, in one object so tests can watch it (happy-dom and
 * some embeds cannot really navigate). The helpers call through the object, so a spy on `assign`
 * also sees `goHome`.
 */
export const navigation = {
  assign(url: string): void {
    location.assign(url)
  },
  reload(): void {
    location.reload()
  },
  /** Opens a URL in a new window (transcript, module, ICS download). */
  open(url: string): void {
    window.open(url, '_blank', 'noopener')
  },
  /** §2.1: logged-out or unauthorised users go to "/". */
  goHome(): void {
    navigation.assign(getConfig().paths.home)
  },
  /** Moves the account area to another state; hashchange renders it. */
  goToAccountState(route: AccountRoute): void {
    location.hash = accountHash(route, getConfig().brandSlug)
  },
}

/** The href of an account state, for links inside the account area. */
export function accountHref(route: AccountRoute): string {
  return accountHash(route, getConfig().brandSlug)
}
