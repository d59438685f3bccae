import { type RefObject, useLayoutEffect, useRef, useState } from 'react'

/**
 * After a submit with errors, moves focus to the first field marked aria-invalid, once the
 * errors have rendered (so a screen reader reads the field with its message), and before the
 * frame that shows them: the first frame with the messages already has the field focused.
 * `focusFirstInvalid(target)` focuses that field instead, at the same moment: a form whose fields
 * can be marked invalid by something other than the submit (sign-up's zip search) names its own.
 */
export function useFocusFirstInvalid(): {
  formRef: RefObject<HTMLFormElement | null>
  focusFirstInvalid: (target?: () => HTMLElement | null | undefined) => void
} {
  const formRef = useRef<HTMLFormElement | null>(null)
  const target = useRef<(() => HTMLElement | null | undefined) | undefined>(undefined)
  const [request, setRequest] = useState(0)
  useLayoutEffect(() => {
    if (request === 0) return
    const field = target.current?.() ?? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (field) revealField(field)
  }, [request])
  return {
    formRef,
    focusFirstInvalid: (named) => {
      target.current = named
      setRequest((count) => count + 1)
    },
  }
}

/**
 * Focuses the field and brings its whole block into view, label and message too: the focus alone
 * scrolls only the field itself into view, which on a phone can leave its label above the screen
 * (or a dialog's top), so a sighted person sees a red box without its name.
 */
function revealField(field: HTMLElement): void {
  field.focus({ preventScroll: true })
  ;(field.closest('.pd-field,fieldset') ?? field).scrollIntoView({ block: 'nearest' })
}
