import { getConfig } from '../config/config'
import { type AccountRoute, accountHash } from '../domain/account-links'
import { navigation } from './navigation'

/** Moves the account area to another state (§2.1), through the one navigation object. */
export function goToAccountState(route: AccountRoute): void {
  navigation.setHash(accountHash(route, getConfig().brandSlug))
}

/** The href of an account state, for links inside the account area. */
export function accountHref(route: AccountRoute): string {
  return accountHash(route, getConfig().brandSlug)
}
