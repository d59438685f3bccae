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

/**
 * Where a part's data did not come (a failed call, after the client's own retries): what failed,
 * and a button that asks again. The widget names its own part, translated; the button's text is
 * the catalogue's.
 */
export function RetryNotice({
  message,
  onRetry,
  className = '',
}: {
  message: string
  onRetry: () => void
  className?: string
}) {
  return (
    <div className={`pd-notice ${className}`.trim()}>
      <p>{message}</p>
      <button type="button" className="pd-button pd-button-secondary" onClick={onRetry}>
        {text(messages.tryAgain)}
      </button>
    </div>
  )
}
