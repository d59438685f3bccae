import type { UserEventsOutput } from '../../shared/contract/schemas'
import { ProgressBar } from '../../shared/ui/progress-bar'

/** §2.2, §2.3: a progress bar of width progressWidth%, labelled with the grade. */
export function AcademyProgress({ summary }: { summary: Pick<UserEventsOutput, 'grade' | 'progressWidth'> }) {
  return (
    <ProgressBar
      value={summary.progressWidth}
      label={summary.grade}
      valueText={`${summary.grade}: ${Math.round(summary.progressWidth)}%`}
    />
  )
}
