import { Component, type ReactNode } from 'react'
import { logProblem } from '../log'

interface Props {
  widget: string
  children: ReactNode
}

/**
 * Catches a render error inside one widget: that widget shows a short notice in its own box and
 * every other widget on the page keeps working.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    logProblem(this.props.widget, `stopped after an error (${(error as Error)?.message ?? String(error)})`)
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p className="pd-widget-error" role="alert">
          This part of the page could not be shown. Please reload the page to try again.
        </p>
      )
    }
    return this.props.children
  }
}
