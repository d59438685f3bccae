import { type ComponentType, type ReactNode, useEffect, useState } from 'react'
import { LoadFailedNotice } from './load-failed-notice'

type Loaded<P> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; View: ComponentType<P> }

/**
 * A view whose code is downloaded on first use, showing `loading` meanwhile. A download that
 * fails (a network drop, or a release that removed the chunk) shows LoadFailedNotice, never
 * "Loading…" for ever; the next mount tries the download again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading: () => ReactNode,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  return function LazyComponent(props: P) {
    const [state, setState] = useState<Loaded<P>>(() =>
      loaded ? { status: 'ready', View: loaded } : { status: 'loading' },
    )
    useEffect(() => {
      if (loaded) return
      let live = true
      load().then(
        (component) => {
          loaded = component
          if (live) setState({ status: 'ready', View: component })
        },
        () => live && setState({ status: 'failed' }),
      )
      return () => {
        live = false
      }
    }, [])
    if (state.status === 'failed') return <LoadFailedNotice />
    if (state.status === 'loading') return loading()
    return <state.View {...props} />
  }
}
