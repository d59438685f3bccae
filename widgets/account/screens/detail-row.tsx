/** One label and value of the ticket detail; nothing for an empty value. */
export function DetailRow({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null
  return (
    <div className="pd-account-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
