import { safeUrl } from '../../../shared/api/safe-url'
import { getConfig } from '../../../shared/config/config'
import type { EventOutput } from '../../../shared/contract/schemas'
import { joinLink } from '../../../shared/domain/ticket-visibility'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { newTab } from '../new-tab'

/** §4.1 "JOIN {video service} SESSION" for a virtual event with a link, not Attended. */
export function JoinButton({ event }: { event: EventOutput }) {
  const link = safeUrl(joinLink(event, getConfig().videoService.linkField))
  if (!link) return null
  return (
    <p>
      <a className="pd-button" href={link} {...newTab()}>
        {text(messages.joinSession)}
      </a>
    </p>
  )
}
