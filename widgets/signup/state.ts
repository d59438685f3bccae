import { pushEvent } from '../../shared/analytics/data-layer'
import { callApi } from '../../shared/api/client'
import { type UploadProgressOptions, uploadWithProgress } from '../../shared/api/upload-with-progress'
import { getConfig } from '../../shared/config/config'
import { signUp, signUpWithFile } from '../../shared/contract/login-manager'
import type { School } from '../../shared/contract/schemas'
import { findSchoolsByZip } from '../../shared/contract/user-data'
import { signUpThankYou } from '../../shared/domain/sign-up-text'
import { analyticsUserType } from '../../shared/domain/user-type'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { leavePageAfter } from '../../shared/navigation/leave-page'
import { startSession } from '../../shared/session/session-store'
import type { SignUpValues } from './validate'

/** §2.11: the schools of one zip code. */
export function findSchools(zip: string): Promise<School[]> {
  // A ZIP+4 names the same schools as its first five digits, which the lookup takes.
  return callApi(findSchoolsByZip, undefined, { query: { zip: zip.trim().slice(0, 5) } })
}

/**
 * §4.5 gives two readings for the reload after sign-up: after 5 s, or 0.5 s with a 5 s fallback.
 * We reload after 5 s so the person can read the thank-you text first.
 */
export const SIGN_UP_RELOAD_MS = 5000

const FILE_FIELD = 'teacherDetails_fileUpload'

/** Empty answers are left out rather than saved as "". */
function present<T extends Record<string, string | boolean | undefined>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== '' && value !== false),
  ) as Partial<T>
}

export function signUpBody(values: SignUpValues) {
  return {
    userObject: {
      cpUsers_firstName: values.firstName.trim(),
      cpUsers_lastName: values.lastName.trim(),
      cpUsers_email: values.email.trim(),
      cpUsers_username: values.username.trim(),
      cpUsers_password: values.password,
    },
    userExtras: present({
      city: values.city.trim(),
      state: values.state,
      grade_taught: values.grade,
      subject_taught: values.subject,
      number_of_students: values.students,
      hear_about_prof_dev: values.hearAbout,
    }),
    // §3.4: the server applies these in a fixed order (id, then typed name, then homeschool).
    userDetails: present({
      teacherDetails__school_data_nces_id: values.ncesId,
      teacherDetails_schoolName: values.schoolName.trim(),
      teacherDetails_isHomeschool: values.isHomeschool,
    }),
  }
}

/**
 * §7.4 signUp3/: the file and the three objects as JSON strings, sent with progress (a proof file
 * of up to 5 MB takes a while on a school's upload line) and a way to stop it.
 */
function signUpWithProof(
  body: ReturnType<typeof signUpBody>,
  file: File | null,
  upload: UploadProgressOptions,
) {
  // §5.7, §8: the internal error of the upload path; the form only calls it with a file.
  if (!file) return Promise.reject(new Error(messages.noFileSelected))
  const form = new FormData()
  form.append(FILE_FIELD, file, file.name)
  form.append('userObject', JSON.stringify(body.userObject))
  form.append('userExtras', JSON.stringify(body.userExtras))
  form.append('userDetails', JSON.stringify(body.userDetails))
  return uploadWithProgress(signUpWithFile, FILE_FIELD, form, upload)
}

/**
 * Creates the account (signUp/ as JSON, or signUp3/ as multipart when a proof file is chosen),
 * starts the session, pushes user-signup and schedules the reload. Resolves with the text to show.
 * `upload` reports the file's progress and aborts it (then it rejects with the signal's reason).
 */
export async function submitSignUp(
  values: SignUpValues,
  file: File | null,
  upload: UploadProgressOptions = {},
): Promise<string> {
  const body = signUpBody(values)
  const answer = file ? await signUpWithProof(body, file, upload) : await callApi(signUp, body)
  startSession(answer.t, answer.currentUser)
  pushEvent({
    event: 'user-signup',
    userType: analyticsUserType(answer.currentUser.cpUsers__cpUsersTypes_recordNumber),
  })
  leavePageAfter({ delay: SIGN_UP_RELOAD_MS, fallback: SIGN_UP_RELOAD_MS })
  return thankYouShown(answer.extras?.signUpText)
}

/**
 * The thank-you in the page's language: §2.11's text when the server gives none, the reference
 * server's own text translated sentence by sentence (shared/domain/sign-up-text.ts), another
 * server's text as it came.
 */
export function thankYouShown(said: string | null | undefined): string {
  if (!said) return text(messages.signUpThanks)
  // The server's words: English, its one placeholder filled (format would translate them).
  const english = (template: string) => template.replace('{brand}', getConfig().brand)
  for (const ticketsWait of [false, true]) {
    if (said === signUpThankYou(english, ticketsWait)) return signUpThankYou(text, ticketsWait)
  }
  return said
}
