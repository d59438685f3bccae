import { MAX_LENGTH } from '../../../shared/contract/field-limits'
import type { SurveyQuestion as Question } from '../../../shared/contract/schemas'
import { Field } from '../../../shared/ui/field'
import { useDomId } from '../../../shared/ui/use-dom-id'

interface Props {
  question: Question
  value: string
  error: string | undefined
  saving: boolean
  onChange: (key: string, value: string) => void
}

/** §2.7 / §5.2 one survey question, by its type; required and disabled as the server says. */
export function SurveyQuestion({ question, value, error, saving, onChange }: Props) {
  const key = question.questionKey
  const disabled = Boolean(question.disabled) || saving
  const required = Boolean(question.isRequired) && !question.disabled
  if (question.questionType === 'Multiple Selection')
    return (
      <ChoiceQuestion question={question} value={value} error={error} saving={saving} onChange={onChange} />
    )
  return (
    <Field label={question.question} labelAsGiven error={error} required={required}>
      {(control) => {
        const className = question.disabled ? 'pd-input pd-input-readonly' : 'pd-input'
        const common = {
          ...control,
          name: key,
          className,
          disabled,
          value,
          maxLength: MAX_LENGTH.surveyAnswer,
        }
        if (question.questionType === 'Long Text')
          return (
            <textarea {...common} rows={4} onInput={(event) => onChange(key, event.currentTarget.value)} />
          )
        return (
          <input
            {...common}
            type={question.questionType === 'Email' ? 'email' : 'text'}
            autoComplete={question.questionType === 'Email' ? 'email' : undefined}
            onInput={(event) => onChange(key, event.currentTarget.value)}
          />
        )
      }}
    </Field>
  )
}

/** Multiple Selection: a radio group under its question (fieldset and legend). */
function ChoiceQuestion({ question, value, error, saving, onChange }: Props) {
  const id = useDomId()
  const errorId = `${id}-error`
  const required = Boolean(question.isRequired) && !question.disabled
  return (
    <fieldset className={`pd-fieldset${error ? ' pd-field-invalid' : ''}`}>
      {/* The question in an element of its own: a search for its words finds it without the star. */}
      <legend className="pd-label">
        <span>{question.question}</span>
        {required ? (
          <span className="pd-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {(question.optionsArray ?? []).map((option, index) => (
        <div className="pd-choice" key={option}>
          <input
            id={`${id}-${index}`}
            type="radio"
            name={question.questionKey}
            value={option}
            checked={value === option}
            disabled={Boolean(question.disabled) || saving}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => onChange(question.questionKey, option)}
          />
          <label htmlFor={`${id}-${index}`}>{option}</label>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="pd-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
