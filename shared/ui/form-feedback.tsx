import { useCallback, useState } from 'react'
import { alertError } from '../alerts/alert-store'
import { text } from '../messages/text'
import { useToldByBanner } from './banner-shows'

/** What a form's last submit came to, shown beside its submit button. */
export interface Feedback {
  type: 'success' | 'error'
  text: string
}

export const successFeedback = (text: string): Feedback => ({ type: 'success', text })
export const errorFeedback = (text: string): Feedback => ({ type: 'error', text })

/**
 * A form's own answer, where the person is looking: a status for a success, an alert for an
 * error. A text the page's alert banner (§2.12) is showing appears here once the banner lets it go
 * (§4.7's second): the text is on the page once at any moment, so a search for it finds one.
 */
export function FormFeedback({ feedback }: { feedback: Feedback | undefined }) {
  const { inBanner, told } = useToldByBanner(feedback?.text, feedback?.type)
  if (!feedback || inBanner) return null
  const live = told ? undefined : feedback.type === 'error' ? 'alert' : 'status'
  return (
    <p className={`pd-form-feedback pd-form-feedback-${feedback.type}`} role={live}>
      {text(feedback.text)}
    </p>
  )
}

/**
 * A form's failure, told in the page's alert banner (§2.12), then beside the form's submit
 * button, where the person is looking (FormFeedback). A form in a dialog (`from`: an element of
 * it) tells it there alone: the page's banner lies inert behind the dialog. The form's own copy
 * stays until the person edits a field (`clearFailure` on the form's input event) or sends again.
 */
export function useFailureFeedback(): {
  failure: Feedback | undefined
  showFailure: (message: string, from?: Element | null) => void
  clearFailure: () => void
} {
  const [failure, setFailure] = useState<Feedback>()
  const showFailure = useCallback((message: string, from?: Element | null) => {
    if (!from?.closest('dialog[open]')) alertError(message)
    setFailure(errorFeedback(message))
  }, [])
  const clearFailure = useCallback(() => setFailure(undefined), [])
  return { failure, showFailure, clearFailure }
}
