import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'

/**
 * The attributes of an account link that opens a new tab. Its name stays the spec's words ("JOIN
 * Zoom SESSION"); the new tab is told in its description, where a search by name does not see it.
 * The site's own pages keep the referrer (`rel="noopener"`); other sites do not get it.
 */
export function newTab(rel: 'noopener' | 'noopener noreferrer' = 'noopener noreferrer') {
  return { target: '_blank', rel, 'aria-description': text(messages.opensInNewTab) } as const
}
