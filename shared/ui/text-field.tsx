import type { ReactNode, Ref } from 'react'
import { Field } from './field'

interface Props {
  label: ReactNode
  value: string
  onValue: (value: string) => void
  type?: 'text' | 'email' | 'password' | 'tel'
  name?: string
  autoComplete?: string
  error?: string | undefined
  hint?: ReactNode
  required?: boolean
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A labelled single-line input (the common case of `Field`): its error and hint tied to it, the
 * value controlled by the form.
 *
 * @example <TextField label="Password" type="password" value={password} onValue={setPassword} />
 */
export function TextField({
  label,
  value,
  onValue,
  type = 'text',
  name,
  autoComplete,
  error,
  hint,
  required,
  inputRef,
}: Props) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(props) => (
        <input
          {...props}
          ref={inputRef}
          className="pd-input"
          type={type}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onInput={(event) => onValue(event.currentTarget.value)}
        />
      )}
    </Field>
  )
}
