import { accountContent } from '../../../shared/config/account-content'
import { getConfig } from '../../../shared/config/config'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { SafeLink } from '../../../shared/ui/safe-link'

/** §2.1 my-account: the teacher toolkit, with its content from config. */
export function ToolkitScreen() {
  const { toolkit } = accountContent(getConfig())
  return (
    <section className="pd-account-screen" aria-labelledby="pd-account-heading">
      <h2 id="pd-account-heading">{toolkit.title}</h2>
      <p>{text(messages.accountWelcome)}</p>
      <ul className="pd-account-quick-links">
        {toolkit.links.map((link) => (
          <li key={link.href}>
            <SafeLink href={link.href}>{link.label}</SafeLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
