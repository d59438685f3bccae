import type { ComponentType } from 'react'
import { text } from '../../shared/messages/text'
import { lazyComponent } from '../../shared/ui/lazy-component'
import { accountTexts } from './texts'

const loadingScreen = () => (
  <p className="pd-account-loading" role="status">
    {text(accountTexts.loading)}
  </p>
)

/**
 * A screen loaded on first use, with the loading text meanwhile; a chunk that fails to load shows
 * the same notice as a widget whose code did not arrive (runtime.ts) with a Reload button, and the
 * next visit to the screen tries the download again.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyComponent(load, loadingScreen)
}
