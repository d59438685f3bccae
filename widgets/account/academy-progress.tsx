import type { UserEventsOutput } from '../../shared/contract/schemas'
import { text } from '../../shared/messages/text'
import { ProgressBar } from '../../shared/ui/progress-bar'
import { accountTexts } from './texts'

type Standing = Pick<UserEventsOutput, 'grade' | 'nextGrade' | 'progressWidth'>

/**
 * §2.2, §2.3: a progress bar of width progressWidth%, labelled with the grade. Its spoken value
 * says what the percentage is of: the way to the next level, or just the share at the top level.
 */
export function AcademyProgress({ summary }: { summary: Standing }) {
  const percent = Math.round(summary.progressWidth)
  const atTop = !summary.nextGrade || summary.nextGrade === summary.grade
  const valueText = atTop
    ? text(accountTexts.progressTop, { grade: summary.grade, percent })
    : text(accountTexts.progressToNext, { grade: summary.grade, percent, next: summary.nextGrade })
  return <ProgressBar value={summary.progressWidth} label={summary.grade} valueText={valueText} />
}
