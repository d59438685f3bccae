import { useEffect, useRef, useState } from 'react'
import {
  type CampFormField,
  type CampFormModelName,
  campFormModels,
} from '../../../shared/domain/camp-form-models'
import { text } from '../../../shared/messages/text'
import { withoutError } from '../../../shared/ui/field'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { submitCampForm } from '../state'
import { campFormTexts } from '../texts'
import { type CampAnswers, type CampErrors, collectAnswers, validateCampAnswers } from '../validate'
import { CampFieldControl } from './camp-field-control'

interface Props {
  host: HTMLElement
  model: CampFormModelName
}

/** Renders one §3.11 model with labels, required marks and our validation. */
export function CampFormView({ host, model }: Props) {
  const fields = campFormModels[model]
  const [answers, setAnswers] = useState<CampAnswers>({})
  const [errors, setErrors] = useState<CampErrors>({})
  const [done, setDone] = useState(false)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const confirmation = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (done) confirmation.current?.focus()
  }, [done])

  function update(id: string, value: string) {
    setAnswers((current) => ({ ...current, [id]: value }))
    setErrors(withoutError(id))
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    const found = validateCampAnswers(fields, answers)
    setErrors(found)
    if (fields.some((field) => found[field.id])) return focusFirstInvalid()
    submitCampForm(host, { model, answers: collectAnswers(fields, answers) })
    setDone(true)
  }

  if (done) {
    return (
      <p ref={confirmation} className="pd-notice pd-camp-form-done" role="status" tabIndex={-1}>
        {text(campFormTexts.done)}
      </p>
    )
  }

  const control = (field: CampFormField) => (
    <CampFieldControl
      key={field.id}
      field={field}
      value={answers[field.id] ?? ''}
      error={errors[field.id]}
      onChange={update}
    />
  )

  return (
    <form ref={formRef} className="pd-form pd-camp-form" noValidate onSubmit={onSubmit}>
      <p className="pd-hint">{text(campFormTexts.requiredNote)}</p>
      {groupFields(fields).map(([group, members]) =>
        group ? (
          <fieldset key={group} className="pd-fieldset pd-form">
            <legend>{group}</legend>
            {members.map(control)}
          </fieldset>
        ) : (
          members.map(control)
        ),
      )}
      <div>
        <button type="submit" className="pd-button">
          {text(campFormTexts.submit)}
        </button>
      </div>
    </form>
  )
}

/** Consecutive fields of the same group, in model order; ungrouped fields stand alone. */
function groupFields(fields: CampFormField[]): [string | undefined, CampFormField[]][] {
  const groups: [string | undefined, CampFormField[]][] = []
  for (const field of fields) {
    const last = groups.at(-1)
    if (last && last[0] === field.group) last[1].push(field)
    else groups.push([field.group, [field]])
  }
  return groups
}
