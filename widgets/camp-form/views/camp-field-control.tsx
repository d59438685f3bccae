import type { CampFormField } from '../../../shared/domain/camp-form-models'
import { text } from '../../../shared/messages/text'
import { Field } from '../../../shared/ui/field'
import { campFormTexts } from '../texts'

interface Props {
  field: CampFormField
  value: string
  error: string | undefined
  onChange: (id: string, value: string) => void
}

/** One model field as the right control: input (text, email), textarea or select. */
export function CampFieldControl({ field, value, error, onChange }: Props) {
  const hint = field.placeholder === 'MM-DD-YYYY' ? campFormTexts.dateHint : undefined
  return (
    <Field label={field.label} labelAsGiven error={error} hint={hint} required={field.required}>
      {(props) => {
        if (field.type === 'select') {
          return (
            <select
              {...props}
              className="pd-input"
              name={field.id}
              value={value}
              onChange={(event) => onChange(field.id, event.currentTarget.value)}
            >
              <option value="">{text(campFormTexts.choose)}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )
        }
        if (field.type === 'textarea') {
          return (
            <textarea
              {...props}
              className="pd-input"
              name={field.id}
              rows={3}
              placeholder={field.placeholder || undefined}
              value={value}
              onInput={(event) => onChange(field.id, event.currentTarget.value)}
            />
          )
        }
        return (
          <input
            {...props}
            className="pd-input"
            type={field.type}
            name={field.id}
            autoComplete={field.type === 'email' ? 'email' : 'off'}
            placeholder={field.placeholder || undefined}
            value={value}
            onInput={(event) => onChange(field.id, event.currentTarget.value)}
          />
        )
      }}
    </Field>
  )
}
