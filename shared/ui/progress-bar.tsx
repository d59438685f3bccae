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
      {/* The label beside the track, in the text colour: inside a narrow fill it ran out onto the
          light track, white on white. */}
      <span className="pd-progress-label">{label}</span>
      <div className="pd-progress-track">
        <div className="pd-progress-fill" style={{ width: `${width}%` }} />
      </div>
    </div>
  )
}
