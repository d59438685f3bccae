import { carryAlerts } from '../alerts/alert-store'
import { getConfig } from '../config/config'

/** Another document of this site: the alerts on screen go along (same path: the page stays). */
function carryAlertsTo(url: string): void {
  const target = new URL(url, location.href)
  const samePage = target.pathname === location.pathname && target.search === location.search
  if (target.origin === location.origin && !samePage) carryAlerts()
}

/**
 * Every way a widget leaves or moves the page, in one object so tests can watch it (happy-dom and
 * some embeds cannot really navigate). The helpers call through the object, so a spy on `assign`
 * also sees `goHome`. The account area's states are reached through account-navigation.ts, which
 * calls `setHash` here: kept apart so widgets that only leave the page do not download the
 * account's state names (esbuild keeps a file whole in one chunk).
 */
export const navigation = {
  assign(url: string): void {
    carryAlertsTo(url)
    location.assign(url)
  },
  /** Leaves without a history entry: a redirect that Back should not return to (§4.3 guards). */
  replace(url: string): void {
    carryAlertsTo(url)
    location.replace(url)
  },
  reload(): void {
    location.reload()
  },
  /** Opens a URL in a new window (transcript, module, ICS download). */
  open(url: string): void {
    window.open(url, '_blank', 'noopener')
  },
  /**
   * §2.1: logged-out or unauthorised users go to "/", in place of the page that sends them: Back
   * would only land on it and be sent home again.
   */
  goHome(): void {
    navigation.replace(getConfig().paths.home)
  },
  /** Moves to a hash on the same page; the account area renders the state on hashchange. */
  setHash(hash: string): void {
    location.hash = hash
  },
}
