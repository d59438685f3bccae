import { EmailSubscribeForm } from '../../../shared/ui/email-subscribe-form'
import { prepareBlogSubscription, subscribeToBlog } from '../state'
import { blogSubscribeTexts } from '../texts'

/** §2.12, §5.8: one e-mail field (subscriptions_email); an empty one does nothing at all. */
export function BlogSubscribeForm() {
  return (
    <EmailSubscribeForm
      name="subscriptions_email"
      className="pd-blog-subscribe"
      texts={blogSubscribeTexts}
      subscribe={subscribeToBlog}
      onFirstUse={prepareBlogSubscription}
    />
  )
}
