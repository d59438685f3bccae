import { useRef } from 'react'
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
  const notice = useRef<HTMLDivElement>(null)
  function retry() {
    // The notice goes as the call starts again, and with it the focus on its button, which the
    // browser drops to the page's body: it moves to the part the notice stood for, so Tab and a
    // screen reader go on from there.
    const place = notice.current?.parentElement
    onRetry()
    if (!place) return
    if (!place.hasAttribute('tabindex')) place.tabIndex = -1
    place.focus({ preventScroll: true })
  }
  return (
    <div ref={notice} className={`pd-notice ${className}`.trim()}>
      <p>{message}</p>
      <button type="button" className="pd-button pd-button-secondary" onClick={retry}>
        {text(messages.tryAgain)}
      </button>
    </div>
  )
}
