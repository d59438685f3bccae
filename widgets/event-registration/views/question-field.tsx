import { MAX_LENGTH } from '../../../shared/contract/field-limits'
import { questionKey, type RegistrationQuestion } from '../../../shared/domain/registration-questions'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { Field } from '../../../shared/ui/field'
import { useDomId } from '../../../shared/ui/use-dom-id'
import { registrationTexts } from '../texts'

interface Props {
  question: RegistrationQuestion
  value: string
  error: string | undefined
  disabled: boolean
  onChange: (key: string, value: string) => void
}

const AUTOCOMPLETE: Partial<Record<RegistrationQuestion['role'], string>> = {
  email: 'email',
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  schoolName: 'organization',
}

/** One §5.1 question: its label is the question text, its error sits beside it. */
export function QuestionField({ question, value, error, disabled, onChange }: Props) {
  const key = questionKey(question)
  if (question.input === 'acknowledge')
    return (
      <AcknowledgeField
        question={question}
        value={value}
        error={error}
        disabled={disabled}
        onChange={onChange}
      />
    )
  const hint = question.role === 'email' ? text(messages.emailTooltip) : undefined
  return (
    <Field label={question.label} error={error} hint={hint} required={question.required}>
      {(control) => {
        const common = { ...control, name: key, className: 'pd-input', disabled }
        const maxLength = question.role === 'email' ? MAX_LENGTH.email : MAX_LENGTH.registrationAnswer
        if (question.input === 'select') {
          return (
            <select {...common} value={value} onChange={(event) => onChange(key, event.currentTarget.value)}>
              <option value="">{text(registrationTexts.choose)}</option>
              {(question.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )
        }
        if (question.input === 'textarea') {
          return (
            <textarea
              {...common}
              maxLength={maxLength}
              rows={4}
              value={value}
              onInput={(event) => onChange(key, event.currentTarget.value)}
            />
          )
        }
        return (
          <input
            {...common}
            type={question.input}
            maxLength={maxLength}
            autoComplete={AUTOCOMPLETE[question.role]}
            value={value}
            onInput={(event) => onChange(key, event.currentTarget.value)}
          />
        )
      }}
    </Field>
  )
}

/** §5.1 Certification Course question_96: one option, "I acknowledge", under its prompt. */
function AcknowledgeField({ question, value, error, disabled, onChange }: Props) {
  const id = useDomId()
  const key = questionKey(question)
  // The value sent stays English (§5.1); the label is the page's language.
  const option = question.options?.[0]?.value ?? messages.acknowledgeOption
  const optionLabel = text(question.options?.[0]?.label ?? messages.acknowledgeOption)
  const noticeId = `${id}-notice`
  const errorId = `${id}-error`
  return (
    <fieldset className={`pd-fieldset${error ? ' pd-field-invalid' : ''}`}>
      {/* The prompt in an element of its own: a search for its words finds it without the star. */}
      <legend className="pd-label">
        <span>{question.label}</span>
        <span className="pd-required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p id={noticeId} className="pd-hint">
        {text(registrationTexts.noShowNotice)}
      </p>
      <div className="pd-choice">
        <input
          id={id}
          type="checkbox"
          name={key}
          value={option}
          checked={value === option}
          disabled={disabled}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${noticeId} ${errorId}` : noticeId}
          onChange={(event) => onChange(key, event.currentTarget.checked ? option : '')}
        />
        <label htmlFor={id}>{optionLabel}</label>
      </div>
      {error ? (
        <p id={errorId} className="pd-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
