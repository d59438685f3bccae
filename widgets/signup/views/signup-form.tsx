import {
  type Dispatch,
  type FormEvent,
  type Ref,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react'
import { errorText } from '../../../shared/api/api-error'
import { getConfig } from '../../../shared/config/config'
import { MAX_LENGTH } from '../../../shared/contract/field-limits'
import type { School } from '../../../shared/contract/schemas'
import * as messages from '../../../shared/messages/messages'
import { text as fill } from '../../../shared/messages/text'
import { forgetRegistrant, readRegistrant } from '../../../shared/session/registrant'
import { Field } from '../../../shared/ui/field'
import { FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy, useFocusWhenShown } from '../../../shared/ui/use-focus-kept-while-busy'
import { GRADES, HEARD_FROM, STATE_CODES, STUDENT_COUNTS, SUBJECTS, stateName } from '../choices'
import { submitSignUp } from '../state'
import { signUpTexts } from '../texts'
import {
  checkProofFile,
  FIELD_ORDER,
  type SignUpErrors,
  type SignUpField,
  type SignUpValues,
  validateSignUp,
} from '../validate'
import { ProofFileField } from './proof-file-field'
import { SchoolFinder } from './school-finder'

const EMPTY: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  passwordRetype: '',
  zip: '',
  ncesId: '',
  schoolName: '',
  isHomeschool: false,
  city: '',
  state: '',
  grade: '',
  subject: '',
  students: '',
  hearAbout: '',
}

type TextKey = { [K in keyof SignUpValues]: SignUpValues[K] extends string ? K : never }[keyof SignUpValues]

const SIGN_UP_MAX_LENGTH: Partial<Record<TextKey, number>> = {
  firstName: MAX_LENGTH.name,
  lastName: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
  username: MAX_LENGTH.username,
  password: MAX_LENGTH.password,
  passwordRetype: MAX_LENGTH.password,
  schoolName: MAX_LENGTH.schoolName,
  city: MAX_LENGTH.city,
}

/**
 * §8's "User Account was not created…" leads every failure; the server's own errorText (a taken
 * e-mail or username, §7.1: shown as given) follows it, so the person also learns what to change.
 */
function signUpFailure(reason: string): string {
  const failed = fill(messages.signUpFailed)
  return reason === messages.signUpFailed ? failed : `${failed} ${fill(reason)}`
}

/**
 * The chosen school's town fills city and state when the person has not typed them, and another
 * school's town replaces the one a school filled in. Returns what choosing a school does.
 */
function useTownFromSchool(setValues: Dispatch<SetStateAction<SignUpValues>>) {
  const filledFromSchool = useRef({ city: '', state: '' })
  return (school: School | undefined) => {
    const filled = filledFromSchool.current
    setValues((current) => {
      const city = !current.city || current.city === filled.city ? (school?.city ?? '') : current.city
      const state = !current.state || current.state === filled.state ? (school?.state ?? '') : current.state
      filledFromSchool.current = { city: school ? city : '', state: school ? state : '' }
      return { ...current, ncesId: school?.ncesId ?? '', city, state }
    })
  }
}

/** The proof file's upload while it runs: its percent and the way to stop it. */
function UploadProgress({
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
      <progress max={100} value={percent} aria-label={fill(messages.uploadProgressLabel)} />
      <span className="pd-upload-percent">{fill(messages.uploadProgressPercent, { percent })}</span>
      <button ref={cancelRef} type="button" className="pd-button pd-button-secondary" onClick={onCancel}>
        {fill(messages.uploadCancel)}
      </button>
    </div>
  )
}

/** The address and name a guest just registered with (shared/session/registrant.ts). */
function registrantValues(): SignUpValues {
  return { ...EMPTY, ...readRegistrant() }
}

/** §2.11 sign-up: account data, teacher extras, the school lookup and the optional proof file. */
export function SignUpForm() {
  const [values, setValues] = useState(registrantValues)
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<SignUpErrors>({})
  const [busy, setBusy] = useState(false)
  useFocusKeptWhileBusy(busy)
  // Its own order of fields: the zip search can mark its field invalid with a message of its own.
  const { focusFirstInvalid } = useFocusFirstInvalid()
  const { failure, showFailure, clearFailure } = useFailureFeedback()
  const [thanks, setThanks] = useState<string>()
  const thanksNotice = useFocusWhenShown<HTMLDivElement>(thanks !== undefined)
  const controls = useRef<Partial<Record<SignUpField, HTMLElement | null>>>({})
  // The proof file's upload: its percent while it runs, and the way to stop it.
  const [percent, setPercent] = useState<number | null>(null)
  const [cancelled, setCancelled] = useState(false)
  // The disabled submit button dropped the focus: the keyboard's next step is Cancel, not the page's top.
  const cancelButton = useFocusWhenShown<HTMLButtonElement>(percent !== null)
  const upload = useRef<AbortController | null>(null)
  const submitButton = useRef<HTMLButtonElement | null>(null)
  const chooseSchool = useTownFromSchool(setValues)

  // After a cancel the Cancel button is gone: focus goes back to the submit button.
  useEffect(() => {
    if (cancelled && !busy) submitButton.current?.focus()
  }, [cancelled, busy])

  const setValue = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }))
  const controlRef = (key: SignUpField) => (el: HTMLElement | null) => {
    controls.current[key] = el
  }

  function chooseFile(next: File | null) {
    setFile(next)
    setErrors((current) => ({ ...current, file: next ? checkProofFile(next) : undefined }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    clearFailure()
    const found = validateSignUp(values, file)
    setErrors(found)
    const firstInvalid = FIELD_ORDER.find((key) => found[key])
    if (firstInvalid) return focusFirstInvalid(() => controls.current[firstInvalid])
    setBusy(true)
    setCancelled(false)
    const controller = file ? new AbortController() : null
    upload.current = controller
    if (controller) setPercent(0)
    try {
      const onProgress = ({ percent }: { percent: number }) => setPercent(percent)
      setThanks(await submitSignUp(values, file, { onProgress, signal: controller?.signal }))
      forgetRegistrant()
    } catch (error) {
      // Cancelled by the person: no error, and everything typed stays for the next try.
      if (controller?.signal.aborted) setCancelled(true)
      else showFailure(signUpFailure(errorText(error)))
      setBusy(false)
    } finally {
      upload.current = null
      setPercent(null)
    }
  }

  if (thanks) {
    return (
      <div ref={thanksNotice} className="pd-notice pd-signup-thanks" role="status" tabIndex={-1}>
        <p>{thanks}</p>
        <p>{fill(signUpTexts.reloading)}</p>
      </div>
    )
  }

  const text = (key: TextKey, label: string, options: TextOptions = {}) => (
    <Field label={label} error={errors[key]} hint={options.hint} required={options.required}>
      {(props) => (
        <input
          {...props}
          ref={controlRef(key)}
          className="pd-input"
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          maxLength={SIGN_UP_MAX_LENGTH[key]}
          value={values[key]}
          onInput={(event) => setValue(key, event.currentTarget.value)}
        />
      )}
    </Field>
  )
  const select = (
    key: TextKey,
    label: string,
    choices: readonly string[],
    labelOf: (choice: string) => string = fill,
  ) => (
    <Field label={label}>
      {(props) => (
        <select
          {...props}
          className="pd-input"
          value={values[key]}
          onChange={(event) => setValue(key, event.currentTarget.value)}
        >
          <option value="">{fill(signUpTexts.chooseOne)}</option>
          {choices.map((choice) => {
            const shown = choice.replaceAll('{brand}', getConfig().brand)
            return (
              <option key={choice} value={shown}>
                {labelOf(choice)}
              </option>
            )
          })}
        </select>
      )}
    </Field>
  )

  return (
    <form className="pd-form pd-signup-form" noValidate onSubmit={onSubmit} onInput={clearFailure}>
      <fieldset className="pd-fieldset">
        <legend>{fill(signUpTexts.accountLegend)}</legend>
        {text('firstName', signUpTexts.firstName, { required: true, autoComplete: 'given-name' })}
        {text('lastName', signUpTexts.lastName, { required: true, autoComplete: 'family-name' })}
        {text('email', signUpTexts.email, { required: true, type: 'email', autoComplete: 'email' })}
        {text('username', signUpTexts.username, {
          required: true,
          autoComplete: 'username',
          hint: signUpTexts.usernameHint,
        })}
        {text('password', signUpTexts.password, {
          required: true,
          type: 'password',
          autoComplete: 'new-password',
          hint: signUpTexts.passwordHint,
        })}
        {text('passwordRetype', signUpTexts.passwordRetype, {
          required: true,
          type: 'password',
          autoComplete: 'new-password',
        })}
      </fieldset>
      <fieldset className="pd-fieldset">
        <legend>{fill(signUpTexts.teacherLegend)}</legend>
        <SchoolFinder
          zip={values.zip}
          ncesId={values.ncesId}
          onZip={(zip) => setValue('zip', zip)}
          onChoose={chooseSchool}
        />
        {text('schoolName', signUpTexts.schoolName, { autoComplete: 'organization' })}
        <label className="pd-choice">
          <input
            type="checkbox"
            checked={values.isHomeschool}
            onChange={(event) => setValue('isHomeschool', event.currentTarget.checked)}
          />
          {fill(signUpTexts.homeschool)}
        </label>
        {text('city', signUpTexts.city, { autoComplete: 'address-level2' })}
        {select('state', signUpTexts.state, STATE_CODES, stateName)}
        {select('grade', signUpTexts.grade, GRADES)}
        {select('subject', signUpTexts.subject, SUBJECTS)}
        {select('students', signUpTexts.students, STUDENT_COUNTS)}
        {select('hearAbout', signUpTexts.hearAbout, HEARD_FROM)}
        <ProofFileField file={file} error={errors.file} onFile={chooseFile} inputRef={controlRef('file')} />
      </fieldset>
      {percent !== null ? (
        <UploadProgress percent={percent} cancelRef={cancelButton} onCancel={() => upload.current?.abort()} />
      ) : null}
      {cancelled ? (
        <p className="pd-notice" role="status">
          {fill(messages.uploadCancelled)}
        </p>
      ) : null}
      <button ref={submitButton} type="submit" className="pd-button" disabled={busy}>
        {busy ? fill(signUpTexts.submitting) : fill(signUpTexts.submit)}
      </button>
      <FormFeedback feedback={failure} />
    </form>
  )
}

interface TextOptions {
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  hint?: string
  required?: boolean
}
