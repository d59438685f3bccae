import { loadingStore } from '../../shared/api/loading-store'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { type MountWidget, mountWidget } from '../../shared/ui/mount-widget'
import { useStore } from '../../shared/ui/use-store'

/** §2.12, §4.7: shows while the number of requests in flight is above 0. */
function LoadingIndicator() {
  const loading = useStore(loadingStore, (state) => state.inFlight > 0)
  return (
    <div className="pd-loading" role="status" aria-live="polite">
      {loading ? (
        <span className="pd-loading-active">
          <span className="pd-spinner" aria-hidden="true" />
          {text(messages.loadingIndicator)}
        </span>
      ) : null}
    </div>
  )
}

export const mount: MountWidget = (el) => mountWidget(el, 'loading', <LoadingIndicator />)
