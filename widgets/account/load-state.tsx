import type { ReactNode } from 'react'
import { text } from '../../shared/messages/text'
import { RetryNotice } from '../../shared/ui/load-failed-notice'
import { accountTexts } from './texts'
import type { Loaded } from './use-load'

/** The loading and failed states every screen shares; renders `children` with the data. */
export function LoadState<T>({
  loaded,
  children,
  refused,
}: {
  loaded: Loaded<T>
  children: (data: T) => ReactNode
  /** Shown instead of "Try again" when the server refused the call with its own text. */
  refused?: ReactNode
}) {
  if (loaded.data !== undefined && !loaded.failed) return <>{children(loaded.data)}</>
  if (loaded.refused && refused) return <>{refused}</>
  if (loaded.failed) {
    return <RetryNotice message={text(accountTexts.loadFailed)} onRetry={loaded.reload} />
  }
  return (
    <p className="pd-account-loading" role="status">
      {text(accountTexts.loading)}
    </p>
  )
}
