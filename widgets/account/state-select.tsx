import { text } from '../../shared/messages/text'
import { accountTexts } from './texts'

/** A state select; a saved value not in the list is kept as its own option, so nothing is lost. */
export function StateSelect({
  options,
  value,
  onChange,
  control,
}: {
  options: [string, string][]
  value: string
  onChange: (value: string) => void
  control: Record<string, unknown>
}) {
  const known = value === '' || options.some(([code]) => code === value)
  return (
    <select
      className="pd-input"
      {...control}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      <option value="">{text(accountTexts.chooseState)}</option>
      {known ? null : <option value={value}>{value}</option>}
      {options.map(([code, name]) => (
        <option key={code} value={code}>
          {/* The names pass as they are; §5.3's "International" and "Other" are in the catalogue. */}
          {text(name)}
        </option>
      ))}
    </select>
  )
}
