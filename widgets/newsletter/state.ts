import { lazyCall } from '../../shared/api/lazy-call'
import { dispatchPdEvent, PD_EVENTS } from '../../shared/events/pd-events'

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
  dispatchPdEvent(host, PD_EVENTS.newsletterSubscribe, { email }, { bubbles: true })
  await newsletterCall.call({ email })
}
