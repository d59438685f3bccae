import { lazyCall } from '../../shared/api/lazy-call'

const blogCall = lazyCall(() =>
  import('../../shared/contract/user-data').then((contract) => contract.subscribeBlog),
)

/** Downloads what sending needs; called when the visitor first focuses the field. */
export const prepareBlogSubscription = blogCall.prepare

/** §7.3: subscribes one address to the blog. */
export async function subscribeToBlog(email: string): Promise<void> {
  await blogCall.call({ subscribeForm: { subscriptions_email: email } })
}
