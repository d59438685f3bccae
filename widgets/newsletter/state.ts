import { lazyCall } from '../../shared/api/lazy-call'

/** The DOM event a newsletter sign-up raises on the widget element (§7.3: carries {email}). */
export const NEWSLETTER_EVENT = 'pd:newsletter-subscribe'

const newsletterCall = lazyCall(() =>
  import('../../shared/contract/user-data').then((contract) => contract.subscribeNewsletter),
)

/** Downloads what sending needs; called when the visitor first focuses the field. */
export const prepareNewsletter = newsletterCall.prepare

/**
 * §7.3: newsletter subscribe raises an internal event carrying {email}; the call it leads to is
 * ours: POST subscriptions/newsletter/ {email}. The event bubbles, so the host page can listen too.
 */
export async function subscribeToNewsletter(host: HTMLElement, email: string): Promise<void> {
  host.dispatchEvent(new CustomEvent(NEWSLETTER_EVENT, { bubbles: true, detail: { email } }))
  await newsletterCall.call({ email })
}
