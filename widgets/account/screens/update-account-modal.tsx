import { useState } from 'react'
import { MAX_LENGTH } from '../../../shared/contract/field-limits'
import type { User } from '../../../shared/contract/schemas'
import { isEmailAddress } from '../../../shared/domain/email-address'
import { schoolShown } from '../../../shared/domain/school-name'
import { TEACHER_STATES } from '../../../shared/domain/us-states'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { Field, withoutError } from '../../../shared/ui/field'
import { type Feedback, FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'
import { Modal } from '../../../shared/ui/modal'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import { type Errors, hasErrors } from '../form-helpers'
import type { AccountFields } from '../profile/api'
import { saveAccount } from '../profile/state'
import { StateSelect } from '../state-select'
import { accountTexts } from '../texts'

type Key = keyof AccountFields

const ACCOUNT_MAX_LENGTH: Partial<Record<Key, number>> = {
  firstName: MAX_LENGTH.name,
  lastName: MAX_LENGTH.name,
  school: MAX_LENGTH.schoolName,
  city: MAX_LENGTH.city,
  email: MAX_LENGTH.email,
  username: MAX_LENGTH.username,
}
type Values = AccountFields

function initialValues(user: User): Values {
  const extras = user.extras ?? {}
  return {
    firstName: user.cpUsers_firstName,
    lastName: user.cpUsers_lastName,
    school: schoolShown(extras),
    city: extras.city ?? '',
    state: extras.state ?? '',
    email: user.cpUsers_email,
    username: user.cpUsers_username,
  }
}

function validate(values: Values): Errors<Key> {
  const required = (value: string) => (value.trim() === '' ? text(accountTexts.required) : undefined)
  return {
    firstName: required(values.firstName),
    lastName: required(values.lastName),
    email:
      required(values.email) ?? (isEmailAddress(values.email) ? undefined : text(accountTexts.validEmail)),
    username:
      required(values.username) ??
      (/^[A-Za-z0-9._-]{3,40}$/.test(values.username.trim()) ? undefined : text(accountTexts.validUsername)),
  }
}

/** §2.8 Update Account modal: updateUser/ with userObject and userExtras, then the new session. */
export function UpdateAccountModal({ user, onClose }: { user: User; onClose: (saved?: Feedback) => void }) {
  const [values, setValues] = useState(() => initialValues(user))
  const [errors, setErrors] = useState<Errors<Key>>({})
  const [busy, setBusy] = useState(false)
  useFocusKeptWhileBusy(busy)
  const { failure, showFailure, clearFailure } = useFailureFeedback()
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const set = (key: Key) => (value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }))
    setErrors(withoutError(key))
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    clearFailure()
    const found = validate(values)
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid()
    setBusy(true)
    const result = await saveAccount(user, values)
    if (result.type === 'success') return onClose(result)
    showFailure(result.text, formRef.current)
    setBusy(false)
  }

  const input =
    (key: Key, type = 'text', autoComplete?: string) =>
    (control: Record<string, unknown>) => (
      <input
        className="pd-input"
        type={type}
        autoComplete={autoComplete}
        maxLength={ACCOUNT_MAX_LENGTH[key]}
        {...control}
        value={values[key]}
        onInput={(event) => set(key)(event.currentTarget.value)}
      />
    )

  return (
    <Modal title={text(messages.updateAccount)} onClose={() => onClose()}>
      <form ref={formRef} className="pd-form" noValidate onSubmit={submit} onInput={clearFailure}>
        <Field label={text(accountTexts.profileFirstName)} error={errors.firstName} required>
          {input('firstName', 'text', 'given-name')}
        </Field>
        <Field label={text(accountTexts.profileLastName)} error={errors.lastName} required>
          {input('lastName', 'text', 'family-name')}
        </Field>
        <Field label={text(accountTexts.schoolName)}>{input('school', 'text', 'organization')}</Field>
        <Field label={text(accountTexts.profileCity)}>{input('city')}</Field>
        <Field label={text(accountTexts.profileState)}>
          {(control) => (
            <StateSelect
              options={TEACHER_STATES}
              value={values.state}
              onChange={set('state')}
              control={control}
            />
          )}
        </Field>
        <Field label={text(accountTexts.profileEmail)} error={errors.email} required>
          {input('email', 'email', 'email')}
        </Field>
        <Field label={text(accountTexts.profileUsername)} error={errors.username} required>
          {input('username', 'text', 'username')}
        </Field>
        <div className="pd-modal-actions">
          <button type="submit" className="pd-button" disabled={busy}>
            {text(messages.saveAccount)}
          </button>
          <FormFeedback feedback={failure} />
        </div>
      </form>
    </Modal>
  )
}
