import type { ReactNode } from 'react'
import { t } from './account-text'
import type { Loaded } from './use-load'

/** The loading and failed states every screen shares; renders `children` with the data. */
export function LoadState<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.data !== undefined && !loaded.failed) return <>{children(loaded.data)}</>
  if (loaded.failed) {
    return (
      <div className="pd-notice">
        <p>{t('loadFailed')}</p>
        <button type="button" className="pd-button pd-button-secondary" onClick={loaded.reload}>
          {t('tryAgain')}
        </button>
      </div>
    )
  }
  return (
    <p className="pd-account-loading" role="status">
      {t('loading')}
    </p>
  )
}
