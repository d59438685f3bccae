import { type Ref, useEffect, useRef, useState } from 'react'
import type { UploadProgressOptions } from '../../../shared/api/upload-with-progress'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { useFocusWhenShown } from '../../../shared/ui/use-focus-kept-while-busy'

/**
 * The proof file's upload while the sign-up sends it (a file of up to 5 MB takes a while on a
 * school's upload line): its percent, the way to stop it, and where the keyboard goes meanwhile.
 */
export function useProofUpload(busy: boolean) {
  const [percent, setPercent] = useState<number | null>(null)
  const [cancelled, setCancelled] = useState(false)
  // The disabled submit button dropped the focus: the keyboard's next step is Cancel, not the page's top.
  const cancelButton = useFocusWhenShown<HTMLButtonElement>(percent !== null)
  const submitButton = useRef<HTMLButtonElement | null>(null)
  const controller = useRef<AbortController | null>(null)

  // After a cancel the Cancel button is gone: focus goes back to the submit button.
  useEffect(() => {
    if (cancelled && !busy) submitButton.current?.focus()
  }, [cancelled, busy])

  return {
    percent,
    cancelled,
    cancelButton,
    submitButton,
    /** A sending starts: progress and a way to stop it when a file goes with it. */
    start(withFile: boolean): UploadProgressOptions {
      setCancelled(false)
      controller.current = withFile ? new AbortController() : null
      if (withFile) setPercent(0)
      return { onProgress: (progress) => setPercent(progress.percent), signal: controller.current?.signal }
    },
    /** The sending failed: true when the person stopped it, which is no error. */
    stoppedByPerson(): boolean {
      const stopped = controller.current?.signal.aborted ?? false
      if (stopped) setCancelled(true)
      return stopped
    },
    end(): void {
      controller.current = null
      setPercent(null)
    },
    abort(): void {
      controller.current?.abort()
    },
  }
}

/** The proof file's upload while it runs: its percent and the way to stop it. */
export function UploadProgress({
  percent,
  cancelRef,
  onCancel,
}: {
  percent: number
  cancelRef: Ref<HTMLButtonElement>
  onCancel: () => void
}) {
  return (
    <div className="pd-upload-progress">
      <progress max={100} value={percent} aria-label={text(messages.uploadProgressLabel)} />
      <span className="pd-upload-percent">{text(messages.uploadProgressPercent, { percent })}</span>
      <button ref={cancelRef} type="button" className="pd-button pd-button-secondary" onClick={onCancel}>
        {text(messages.uploadCancel)}
      </button>
    </div>
  )
}
