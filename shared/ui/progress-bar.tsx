/** §2.2, §2.3: a progress bar of width progressWidth% (0-100), labelled with the grade. */
export function ProgressBar({
  value,
  label,
  valueText,
}: {
  value: number
  label: string
  valueText?: string
}) {
  const width = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0))
  return (
    <div
      className="pd-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      aria-valuetext={valueText ?? `${Math.round(width)}%`}
    >
      <div className="pd-progress-fill" style={{ width: `${width}%` }}>
        <span className="pd-progress-label">{label}</span>
      </div>
    </div>
  )
}
