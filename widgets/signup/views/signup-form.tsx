import { type Dispatch, type FormEvent, type SetStateAction, useRef, useState } from 'react'
import { errorText } from '../../../shared/api/api-error'
import type { School } from '../../../shared/contract/schemas'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { forgetRegistrant, readRegistrant } from '../../../shared/session/registrant'
import { withoutError } from '../../../shared/ui/field'
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
import { UploadProgress, useProofUpload } from './proof-upload'
import { SchoolFinder } from './school-finder'
import { AccountFieldset, ChoiceSelect, type SignUpFormFields, TextInput } from './signup-fields'

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

/**
 * §8's "User Account was not created…" leads every failure; the server's own errorText (a taken
 * e-mail or username, §7.1: shown as given) follows it, so the person also learns what to change.
 */
function signUpFailure(reason: string): string {
  const failed = text(messages.signUpFailed)
  return reason === messages.signUpFailed ? failed : `${failed} ${text(reason)}`
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
      const city = townPart(current.city, filled.city, school?.city)
      const state = townPart(current.state, filled.state, school?.state)
      filledFromSchool.current = { city: school ? city : '', state: school ? state : '' }
      return { ...current, ncesId: school?.ncesId ?? '', city, state }
    })
  }
}

/**
 * A city or state after a school is chosen: the school's when the field is empty or holds what an
 * earlier school filled in, else what the person typed.
 */
function townPart(current: string, filledBySchool: string, fromSchool: string | undefined): string {
  return !current || current === filledBySchool ? (fromSchool ?? '') : current
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
  const upload = useProofUpload(busy)
  const chooseSchool = useTownFromSchool(setValues)

  const form: SignUpFormFields = {
    values,
    errors,
    setValue: (key, value) => {
      setValues((current) => ({ ...current, [key]: value }))
      // A field's message goes as it is edited, as event registration's do: the next submit checks
      // it again, and a corrected address no longer reads (and announces) as invalid.
      setErrors(withoutError(key))
    },
    controlRef: (key) => (el) => {
      controls.current[key] = el
    },
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
    try {
      setThanks(await submitSignUp(values, file, upload.start(file !== null)))
      forgetRegistrant()
    } catch (error) {
      // Stopped by the person: no error, and everything typed stays for the next try.
      if (!upload.stoppedByPerson()) showFailure(signUpFailure(errorText(error)))
      setBusy(false)
    } finally {
      upload.end()
    }
  }

  if (thanks) {
    return (
      <div ref={thanksNotice} className="pd-notice pd-signup-thanks" role="status" tabIndex={-1}>
        <p>{thanks}</p>
        <p>{text(signUpTexts.reloading)}</p>
      </div>
    )
  }

  return (
    <form className="pd-form pd-signup-form" noValidate onSubmit={onSubmit} onInput={clearFailure}>
      <AccountFieldset form={form} />
      <fieldset className="pd-fieldset">
        <legend>{text(signUpTexts.teacherLegend)}</legend>
        <SchoolFinder
          zip={values.zip}
          ncesId={values.ncesId}
          onZip={(zip) => form.setValue('zip', zip)}
          onChoose={chooseSchool}
        />
        <TextInput form={form} name="schoolName" label={signUpTexts.schoolName} autoComplete="organization" />
        <label className="pd-choice">
          <input
            type="checkbox"
            checked={values.isHomeschool}
            onChange={(event) => form.setValue('isHomeschool', event.currentTarget.checked)}
          />
          {text(signUpTexts.homeschool)}
        </label>
        <TextInput form={form} name="city" label={signUpTexts.city} autoComplete="address-level2" />
        <ChoiceSelect
          form={form}
          name="state"
          label={signUpTexts.state}
          choices={STATE_CODES}
          labelOf={stateName}
        />
        <ChoiceSelect form={form} name="grade" label={signUpTexts.grade} choices={GRADES} />
        <ChoiceSelect form={form} name="subject" label={signUpTexts.subject} choices={SUBJECTS} />
        <ChoiceSelect form={form} name="students" label={signUpTexts.students} choices={STUDENT_COUNTS} />
        <ChoiceSelect form={form} name="hearAbout" label={signUpTexts.hearAbout} choices={HEARD_FROM} />
        <ProofFileField
          file={file}
          error={errors.file}
          onFile={chooseFile}
          inputRef={form.controlRef('file')}
        />
      </fieldset>
      {upload.percent !== null ? (
        <UploadProgress percent={upload.percent} cancelRef={upload.cancelButton} onCancel={upload.abort} />
      ) : null}
      {upload.cancelled ? (
        <p className="pd-notice" role="status">
          {text(messages.uploadCancelled)}
        </p>
      ) : null}
      <button ref={upload.submitButton} type="submit" className="pd-button" disabled={busy}>
        {busy ? text(signUpTexts.submitting) : text(signUpTexts.submit)}
      </button>
      <FormFeedback feedback={failure} />
    </form>
  )
}
