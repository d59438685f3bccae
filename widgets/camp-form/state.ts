import type { CampFormModelName } from '../../shared/domain/camp-form-models'
import type { CampAnswers } from './validate'

/** The DOM event a submitted camp form raises on its widget element. */
export const CAMP_FORM_EVENT = 'pd:camp-form-submit'

export interface CampFormSubmitDetail {
  model: CampFormModelName
  answers: CampAnswers
}

/**
 * §3.11 does not say where the answers go (the screen that used them is not shown), so the
 * widget hands them to the host page in a bubbling event; the page decides where to send them.
 */
export function submitCampForm(host: HTMLElement, detail: CampFormSubmitDetail): void {
  host.dispatchEvent(new CustomEvent<CampFormSubmitDetail>(CAMP_FORM_EVENT, { bubbles: true, detail }))
}
