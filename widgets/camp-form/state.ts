import type { CampFormModelName } from '../../shared/domain/camp-form-models'
import { dispatchPdEvent, PD_EVENTS } from '../../shared/events/pd-events'
import type { CampAnswers } from './validate'

export interface CampFormSubmitDetail {
  model: CampFormModelName
  answers: CampAnswers
}

/**
 * §3.11 does not say where the answers go (the screen that used them is not shown), so the
 * widget hands them to the host page in a bubbling event; the page decides where to send them.
 */
export function submitCampForm(host: HTMLElement, detail: CampFormSubmitDetail): void {
  dispatchPdEvent(host, PD_EVENTS.campFormSubmit, detail, { bubbles: true })
}
