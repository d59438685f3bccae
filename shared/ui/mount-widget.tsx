import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { ErrorBoundary } from './error-boundary'
import { prepareWidgetRoot } from './theme'
import { DomIdScope } from './use-dom-id'

/** What every widget's entry exports: mount into an element, get back an unmount function. */
export type MountWidget = (el: HTMLElement, options: Record<string, string | undefined>) => () => void

/**
 * Renders a widget's view inside its own error boundary and returns the unmount handle.
 * The root element gets the `pd-root` class, the scope of the stylesheet.
 */
export function mountWidget(el: HTMLElement, widget: string, view: ReactNode): () => void {
  const restore = prepareWidgetRoot(el)
  const root = createRoot(el)
  root.render(
    <DomIdScope>
      <ErrorBoundary widget={widget}>{view}</ErrorBoundary>
    </DomIdScope>,
  )
  return () => {
    root.unmount()
    restore()
  }
}
