import { type ComponentType, useEffect, useState } from 'react'
import { t } from './account-text'

/**
 * A screen loaded on first use, with the loading text meanwhile. Plain state rather than
 * lazy/Suspense: the widget's error boundary would take Suspense's thrown promise for an error.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  return function LazyScreen(props: P) {
    const [Screen, setScreen] = useState<ComponentType<P> | undefined>(() => loaded)
    useEffect(() => {
      if (loaded) return
      let live = true
      load().then((component) => {
        loaded = component
        if (live) setScreen(() => component)
      })
      return () => {
        live = false
      }
    }, [])
    if (!Screen) {
      return (
        <p className="pd-account-loading" role="status">
          {t('loading')}
        </p>
      )
    }
    return <Screen {...props} />
  }
}
