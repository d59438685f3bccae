import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'

/** §2.1 answer keys: page title "Answer Keys", empty body. */
export function AnswerKeysScreen() {
  return (
    <section className="pd-account-screen" aria-labelledby="pd-account-heading">
      <h2 id="pd-account-heading">{text(messages.titleAnswerKeys)}</h2>
    </section>
  )
}
