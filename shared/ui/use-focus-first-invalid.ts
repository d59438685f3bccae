import { type RefObject, useLayoutEffect, useRef, useState } from 'react'

/**
 * After a submit with errors, moves focus to the first field marked aria-invalid, once the
 * errors have rendered (so a screen reader reads the field with its message), and before the
 * frame that shows them: the first frame with the messages already has the field focused.
 */
export function useFocusFirstInvalid(): {
  formRef: RefObject<HTMLFormElement | null>
  focusFirstInvalid: () => void
} {
  const formRef = useRef<HTMLFormElement | null>(null)
  const [request, setRequest] = useState(0)
  useLayoutEffect(() => {
    if (request === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [request])
  return { formRef, focusFirstInvalid: () => setRequest((count) => count + 1) }
}
