import { getConfig } from '../../../shared/config/config'
import { MAX_LENGTH } from '../../../shared/contract/field-limits'
import { text } from '../../../shared/messages/text'
import { Field } from '../../../shared/ui/field'
import { signUpTexts } from '../texts'
import type { SignUpErrors, SignUpField, SignUpValues } from '../validate'

export type TextKey = {
  [K in keyof SignUpValues]: SignUpValues[K] extends string ? K : never
}[keyof SignUpValues]

/** What every field of the sign-up reads and writes: the form's values, errors and controls. */
export interface SignUpFormFields {
  values: SignUpValues
  errors: SignUpErrors
  setValue: <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => void
  /** Keeps each control, so the submit can move the focus to the first invalid one. */
  controlRef: (key: SignUpField) => (el: HTMLElement | null) => void
}

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

interface TextInputProps {
  form: SignUpFormFields
  name: TextKey
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  hint?: string
  required?: boolean
}

/** One labelled input, typing stopped at the contract's length. */
export function TextInput({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  required,
}: TextInputProps) {
  return (
    <Field label={label} error={form.errors[name]} hint={hint} required={required}>
      {(props) => (
        <input
          {...props}
          ref={form.controlRef(name)}
          className="pd-input"
          type={type}
          autoComplete={autoComplete}
          maxLength={SIGN_UP_MAX_LENGTH[name]}
          value={form.values[name]}
          onInput={(event) => form.setValue(name, event.currentTarget.value)}
        />
      )}
    </Field>
  )
}

interface ChoiceSelectProps {
  form: SignUpFormFields
  name: TextKey
  label: string
  choices: readonly string[]
  /** What the person reads for a choice; the value sent is the choice with the brand filled in. */
  labelOf?: (choice: string) => string
}

/** One optional list of the teacher's extras, "Choose one" first. */
export function ChoiceSelect({ form, name, label, choices, labelOf = text }: ChoiceSelectProps) {
  return (
    <Field label={label}>
      {(props) => (
        <select
          {...props}
          className="pd-input"
          value={form.values[name]}
          onChange={(event) => form.setValue(name, event.currentTarget.value)}
        >
          <option value="">{text(signUpTexts.chooseOne)}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice.replaceAll('{brand}', getConfig().brand)}>
              {labelOf(choice)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** §2.11's account data: name, address, username and the password twice. */
export function AccountFieldset({ form }: { form: SignUpFormFields }) {
  return (
    <fieldset className="pd-fieldset">
      <legend>{text(signUpTexts.accountLegend)}</legend>
      <TextInput
        form={form}
        name="firstName"
        label={signUpTexts.firstName}
        required
        autoComplete="given-name"
      />
      <TextInput
        form={form}
        name="lastName"
        label={signUpTexts.lastName}
        required
        autoComplete="family-name"
      />
      <TextInput
        form={form}
        name="email"
        label={signUpTexts.email}
        required
        type="email"
        autoComplete="email"
      />
      <TextInput
        form={form}
        name="username"
        label={signUpTexts.username}
        required
        autoComplete="username"
        hint={signUpTexts.usernameHint}
      />
      <TextInput
        form={form}
        name="password"
        label={signUpTexts.password}
        required
        type="password"
        autoComplete="new-password"
        hint={signUpTexts.passwordHint}
      />
      <TextInput
        form={form}
        name="passwordRetype"
        label={signUpTexts.passwordRetype}
        required
        type="password"
        autoComplete="new-password"
      />
    </fieldset>
  )
}
