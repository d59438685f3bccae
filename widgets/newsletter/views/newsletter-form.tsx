import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { EmailSubscribeForm } from '../../../shared/ui/email-subscribe-form'
import { prepareNewsletter, subscribeToNewsletter } from '../state'
import { newsletterTexts } from '../texts'

/** §2.12, §5.8: one e-mail field; an empty one gets the spec's alert (sic) and no call. */
export function NewsletterForm({ host }: { host: HTMLElement }) {
  return (
    <EmailSubscribeForm
      name="email"
      className="pd-newsletter"
      texts={newsletterTexts}
      emptyAlert={text(messages.newsletterNoEmail)}
      subscribe={(email) => subscribeToNewsletter(host, email)}
      onFirstUse={prepareNewsletter}
    />
  )
}
