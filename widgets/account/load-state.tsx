import type { ReactNode } from 'react'
import { text } from '../../shared/messages/text'
import { accountTexts } from './texts'
import type { Loaded } from './use-load'

/** The loading and failed states every screen shares; renders `children` with the data. */
export function LoadState<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.data !== undefined && !loaded.failed) return <>{children(loaded.data)}</>
  if (loaded.failed) {
    return (
      <div className="pd-notice">
        <p>{text(accountTexts.loadFailed)}</p>
        <button type="button" className="pd-button pd-button-secondary" onClick={loaded.reload}>
          {text(accountTexts.tryAgain)}
        </button>
      </div>
    )
  }
  return (
    <p className="pd-account-loading" role="status">
      {text(accountTexts.loading)}
    </p>
  )
}
