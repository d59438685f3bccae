import { type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { currentLocale } from '../messages/locale'
import * as messages from '../messages/messages'
import { text } from '../messages/text'
import { themeAttribute } from './theme'
import { useDomId } from './use-dom-id'

interface Props {
  title: string
  onClose: () => void
  children: ReactNode
  /** Optional description under the title, read out with it. */
  description?: string
  /** Read out with the title and shown nowhere (aria-description): the page shows it already. */
  spokenReason?: string | undefined
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * An accessible modal dialog on the native <dialog> opened with showModal(): it sits in the
 * browser's top layer (no host overlay, whatever its z-index, covers it), the rest of the page is
 * inert, Escape closes it through the dialog's cancel event, it is labelled by its title, and
 * focus returns to the element that opened it. Tab also wraps inside it, so focus does not wander
 * into the browser's own controls. It stays open until the owner unmounts it: the cancel event is
 * turned into onClose, so the owner's state decides. Rendered at the end of <body> so a host
 * ancestor with display:none or a transform cannot hide or move it.
 */
export function Modal({ title, onClose, children, description, spokenReason }: Props) {
  const titleId = useDomId()
  const descriptionId = useDomId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const dialog = dialogRef.current
    if (!dialog) return
    const onCancel = (event: Event) => {
      event.preventDefault()
      closeRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    // Browsers without showModal (before 2022) get an open dialog with the Tab trap and Escape.
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
    // showModal focuses the first focusable element itself; a view may already have moved on.
    if (document.activeElement === dialog || !dialog.contains(document.activeElement)) {
      ;(dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus()
    }
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open) dialog.close()
      if (opener && document.contains(opener)) opener.focus()
    }
  }, [])

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape' && typeof dialogRef.current?.showModal !== 'function') {
      event.stopPropagation()
      closeRef.current()
      return
    }
    if (event.key === 'Tab') trapFocus(event)
  }

  function trapFocus(event: React.KeyboardEvent<HTMLDialogElement>) {
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
    <dialog
      ref={dialogRef}
      className="pd-root pd-modal"
      data-pd-theme={themeAttribute()}
      lang={currentLocale()}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-description={spokenReason}
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
          aria-label={text(messages.closeDialog)}
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
    </dialog>,
    document.body,
  )
}
