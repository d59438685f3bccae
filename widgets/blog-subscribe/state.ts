import { callApi } from '../../shared/api/client'
import { subscribeBlog } from '../../shared/contract/user-data'

/** §7.3: subscribes one address to the blog. */
export async function subscribeToBlog(email: string): Promise<void> {
  await callApi(subscribeBlog, { subscribeForm: { subscriptions_email: email } })
}
