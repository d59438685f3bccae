import * as messages from '../messages/messages'
import { text } from '../messages/text'
import { navigation } from '../navigation/navigation'

/**
 * Where code failed to download (a network drop, or a release that removed its chunk): a short
 * notice with Reload, never "Loading…" for ever. The runtime shows the same for a whole widget.
 */
export function LoadFailedNotice() {
  return (
    <div className="pd-notice" role="alert">
      <p>{text(messages.widgetLoadFailed)}</p>
      <button type="button" className="pd-button pd-button-secondary" onClick={() => navigation.reload()}>
        {text(messages.reload)}
      </button>
    </div>
  )
}
