import type { ReactNode } from 'react'
import { text } from '../messages/text'
import { useToldByBanner } from './banner-shows'
import { useDomId } from './use-dom-id'

interface FieldProps {
  label: ReactNode
  /**
   * The label is data, shown as it came: a survey question the server wrote, a legacy camp model's
   * label (README, Languages). A catalogue lookup would translate the one that happens to match
   * a widget's text ("Event type") and leave its neighbours English.
   */
  labelAsGiven?: boolean
  error?: string | undefined
  hint?: ReactNode
  required?: boolean
  className?: string
  /** Renders the control with the ids it must carry, so the label, hint and error are tied to it. */
  children: (control: {
    id: string
    'aria-invalid': boolean | undefined
    'aria-describedby': string | undefined
    required: boolean | undefined
  }) => ReactNode
}

/**
 * A labelled form control with its hint and its error beside it. The error is tied to the
 * control with aria-describedby and aria-invalid, and announced (role="alert") when it appears.
 *
 * @example
 * <Field label="Email" error={errors.email} required>{(props) => <input type="email" {...props} />}</Field>
 */

export function Field({ label, labelAsGiven, error, hint, required, className, children }: FieldProps) {
  const id = useDomId()
  // §5.8's empty newsletter text is both the banner's alert and this field's error: one at a time.
  const { inBanner, told } = useToldByBanner(error)
  const shownError = inBanner ? undefined : error
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', shownError ? errorId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={`pd-field${error ? ' pd-field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      {/* The star stays out of the label, whose text is then the field's name alone. */}
      <div className="pd-label-row">
        <label htmlFor={id} className="pd-label">
          {typeof label === 'string' && !labelAsGiven ? text(label) : label}
        </label>
        {required ? (
          <span className="pd-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        required: required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="pd-hint">
          {typeof hint === 'string' ? text(hint) : hint}
        </p>
      ) : null}
      {shownError ? <FieldError id={errorId} said={shownError} told={told} /> : null}
    </div>
  )
}

/** A field's message: an alert when it appears, unless the banner told it already (useToldByBanner). */
function FieldError({ id, said, told }: { id: string; said: string; told: boolean }) {
  return (
    <p id={id} className="pd-error" role={told ? undefined : 'alert'}>
      {text(said)}
    </p>
  )
}

/**
 * A form's messages without `key`'s, for its setErrors: every form takes a field's message away
 * as that field is edited, and checks every field again at the next submit (README, "A field's
 * own message"). The same object when there was none, so nothing draws again.
 */
export const withoutError =
  <E extends object>(key: keyof E) =>
  (errors: E): E => {
    if (!errors[key]) return errors
    const { [key]: _fixed, ...rest } = errors
    return rest as E
  }
