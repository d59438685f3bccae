import { type KeyboardEvent, useRef, useState } from 'react'
import { alertError } from '../../../shared/alerts/alert-store'
import { errorText } from '../../../shared/api/api-error'
import type { School } from '../../../shared/contract/schemas'
import { plural } from '../../../shared/messages/format'
import { text } from '../../../shared/messages/text'
import { Field } from '../../../shared/ui/field'
import { RetryNotice } from '../../../shared/ui/load-failed-notice'
import { useFocusFirstInvalid } from '../../../shared/ui/use-focus-first-invalid'
import { useFocusKeptWhileBusy } from '../../../shared/ui/use-focus-kept-while-busy'
import { findSchools } from '../state'
import { signUpTexts } from '../texts'
import { checkZip } from '../validate'

interface Props {
  zip: string
  ncesId: string
  onZip: (zip: string) => void
  onChoose: (school: School | undefined) => void
}

/** §2.11 find-school-by-zip: Enter in the zip field or "Find schools" runs it (§5.7: only with a zip). */
export function SchoolFinder({ zip, ncesId, onZip, onChoose }: Props) {
  const [schools, setSchools] = useState<School[] | null>(null)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  useFocusKeptWhileBusy(busy)
  const zipField = useRef<HTMLInputElement>(null)
  const { focusFirstInvalid } = useFocusFirstInvalid()

  async function search() {
    if (busy) return
    const problem = checkZip(zip)
    setError(problem)
    // The list of another zip would contradict the message: show only the current answer. The
    // school chosen from it goes too, so what is sent is what the screen shows.
    setSchools(null)
    onChoose(undefined)
    setFailed(false)
    // "Find schools" without a zip: the keyboard goes where the zip is asked for, with its message.
    if (problem) return focusFirstInvalid(() => zipField.current)
    setBusy(true)
    try {
      setSchools(await findSchools(zip))
    } catch (failure) {
      // §8's text is the banner's, for a second; the list's place keeps a way to ask again.
      alertError(errorText(failure))
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    // Enter looks up schools; it must not submit the sign-up form.
    event.preventDefault()
    if (zip.trim()) void search()
  }

  return (
    <div className="pd-school-finder">
      <div className="pd-school-zip">
        <Field label={text(signUpTexts.zip)} error={error} hint={text(signUpTexts.zipHint)}>
          {(props) => (
            <input
              {...props}
              ref={zipField}
              className="pd-input"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              value={zip}
              onInput={(event) => onZip(event.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
          )}
        </Field>
        <button type="button" className="pd-button pd-button-secondary" onClick={search} disabled={busy}>
          {busy ? text(signUpTexts.findingSchools) : text(signUpTexts.findSchools)}
        </button>
      </div>
      {/* Always in the page, so the count is read out when it is filled in. */}
      <p className="pd-visually-hidden" role="status">
        {schools && schools.length > 0
          ? text(plural(schools.length, signUpTexts.schoolsFoundOne, signUpTexts.schoolsFoundOther), {
              n: schools.length,
            })
          : ''}
      </p>
      {schools ? <SchoolChoices schools={schools} ncesId={ncesId} onChoose={onChoose} /> : null}
      {failed ? (
        <RetryNotice message={text(signUpTexts.schoolSearchFailed)} onRetry={() => void search()} />
      ) : null}
    </div>
  )
}

function SchoolChoices({
  schools,
  ncesId,
  onChoose,
}: {
  schools: School[]
  ncesId: string
  onChoose: (school: School | undefined) => void
}) {
  if (schools.length === 0) {
    return (
      <p className="pd-notice" role="status">
        {text(signUpTexts.noSchools)}
      </p>
    )
  }
  return (
    <fieldset className="pd-fieldset pd-school-choices">
      <legend>{text(signUpTexts.schoolsLegend)}</legend>
      {schools.map((school) => (
        <label key={school.ncesId} className="pd-choice">
          <input
            type="radio"
            name="pd-signup-school"
            value={school.ncesId}
            checked={ncesId === school.ncesId}
            onChange={() => onChoose(school)}
          />
          {school.name} ({school.city}, {school.state})
        </label>
      ))}
      <label className="pd-choice">
        <input
          type="radio"
          name="pd-signup-school"
          value=""
          checked={ncesId === ''}
          onChange={() => onChoose(undefined)}
        />
        {text(signUpTexts.noneOfThese)}
      </label>
    </fieldset>
  )
}
