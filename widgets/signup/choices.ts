import {
  GRADE_CHOICES,
  HEAR_ABOUT_CHOICES,
  STUDENT_COUNT_CHOICES,
  SUBJECT_CHOICES,
} from '../../shared/domain/registration-questions'
import { TEACHER_STATE_CODES, TEACHER_STATES } from '../../shared/domain/us-states'

// Answer choices of the teacher extras. The spec gives no sign-up choices; these reuse the lists
// of §5.1 (FinCampPLUS grade, subject and students; VPD how-did-you-hear) so the same answers
// mean the same thing across forms.

/** The 50 states and the District of Columbia, the same list as the account's state. */
export const STATE_CODES = TEACHER_STATE_CODES

const stateNames = new Map(TEACHER_STATES)

/** A state shown by its name, as the profile's Update Account shows it; its code is what is sent. */
export const stateName = (code: string) => stateNames.get(code) ?? code

export const GRADES = GRADE_CHOICES
export const SUBJECTS = SUBJECT_CHOICES
export const STUDENT_COUNTS = STUDENT_COUNT_CHOICES
export const HEARD_FROM = HEAR_ABOUT_CHOICES
