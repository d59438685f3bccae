import { type ComponentType, useEffect, useState } from 'react'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { navigation } from '../../shared/navigation/navigation'
import { accountTexts } from './texts'

type Loaded<P> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; Screen: ComponentType<P> }

/**
 * A screen loaded on first use, with the loading text meanwhile. A chunk that fails to load (a
 * network drop, or a release that removed it) shows the same notice as a widget whose code did not
 * arrive (runtime.ts) with a Reload button,
 * never "Loading…" for ever; the next visit to the screen tries the download again.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  return function LazyScreen(props: P) {
    const [state, setState] = useState<Loaded<P>>(() =>
      loaded ? { status: 'ready', Screen: loaded } : { status: 'loading' },
    )
    useEffect(() => {
      if (loaded) return
      let live = true
      load().then(
        (component) => {
          loaded = component
          if (live) setState({ status: 'ready', Screen: component })
        },
        () => live && setState({ status: 'failed' }),
      )
      return () => {
        live = false
      }
    }, [])
    if (state.status === 'failed') {
      return (
        <div className="pd-notice" role="alert">
          <p>{text(messages.widgetLoadFailed)}</p>
          <button type="button" className="pd-button pd-button-secondary" onClick={() => navigation.reload()}>
            {text(messages.reload)}
          </button>
        </div>
      )
    }
    if (state.status === 'loading') {
      return (
        <p className="pd-account-loading" role="status">
          {text(accountTexts.loading)}
        </p>
      )
    }
    return <state.Screen {...props} />
  }
}
