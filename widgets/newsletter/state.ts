import { callApi } from '../../shared/api/client'
import { subscribeNewsletter } from '../../shared/contract/user-data'

/** The DOM event a newsletter sign-up raises on the widget element (§7.3: carries {email}). */
export const NEWSLETTER_EVENT = 'pd:newsletter-subscribe'

/**
 * §7.3: newsletter subscribe raises an internal event carrying {email}; the call it leads to is
 * ours: POST subscriptions/newsletter/ {email}. The event bubbles, so the host page can listen too.
 */
export async function subscribeToNewsletter(host: HTMLElement, email: string): Promise<void> {
  host.dispatchEvent(new CustomEvent(NEWSLETTER_EVENT, { bubbles: true, detail: { email } }))
  await callApi(subscribeNewsletter, { email })
}
