import { type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useDomId } from './use-dom-id'

interface Props {
  title: string
  onClose: () => void
  children: ReactNode
  /** Optional description under the title, read out with it. */
  description?: string
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * An accessible modal dialog (WAI-ARIA dialog pattern): labelled by its title, focus moves in and
 * is trapped, Escape closes, and focus returns to the element that opened it. Rendered at the end
 * of <body> so host-page overflow and stacking rules cannot clip it.
 */

export function Modal({ title, onClose, children, description }: Props) {
  const titleId = useDomId()
  const descriptionId = useDomId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const dialog = dialogRef.current
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? dialog)?.focus()
    return () => {
      if (opener && document.contains(opener)) opener.focus()
    }
  }, [])

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      closeRef.current()
      return
    }
    if (event.key === 'Tab') trapFocus(event)
  }

  function trapFocus(event: React.KeyboardEvent<HTMLDivElement>) {
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const first = items[0]!
    const last = items[items.length - 1]!
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div className="pd-root pd-modal-backdrop">
      <div
        ref={dialogRef}
        className="pd-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="pd-modal-header">
          <h2 id={titleId} className="pd-modal-title">
            {title}
          </h2>
          <button
            type="button"
            className="pd-modal-close"
            aria-label="Close"
            onClick={() => closeRef.current()}
          >
            ×
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="pd-modal-description">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  )
}
