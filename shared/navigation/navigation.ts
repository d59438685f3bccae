import { getConfig } from '../config/config'

/**
 * Every way a widget leaves or moves the page, in one object so tests can watch it (happy-dom and
 * some embeds cannot really navigate). The helpers call through the object, so a spy on `assign`
 * also sees `goHome`. The account area's states are reached through account-navigation.ts, which
 * calls `setHash` here: kept apart so widgets that only leave the page do not download the
 * account's state names (esbuild keeps a file whole in one chunk).
 */
export const navigation = {
  assign(url: string): void {
    location.assign(url)
  },
  /** Leaves without a history entry: a redirect that Back should not return to (§4.3 guards). */
  replace(url: string): void {
    location.replace(url)
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
  /** Moves to a hash on the same page; the account area renders the state on hashchange. */
  setHash(hash: string): void {
    location.hash = hash
  },
}
