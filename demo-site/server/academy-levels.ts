/**
 * §3.2 / §2.2: academy status levels by credits earned in the current academy year. The spec names
 * the fields (grade, nextGrade, hoursToReachNext, progressWidth) but not the levels: these are ours.
 */
export const ACADEMY_LEVELS = [
  { grade: 'Member', minCredits: 0 },
  { grade: 'Bronze', minCredits: 5 },
  { grade: 'Silver', minCredits: 10 },
  { grade: 'Gold', minCredits: 20 },
  { grade: 'Platinum', minCredits: 35 },
] as const

export interface AcademyStanding {
  grade: string
  nextGrade: string
  hoursToReachNext: number
  /** 0-100: the share of the way from the current level to the next; 100 at the top level. */
  progressWidth: number
}

export function academyStanding(credits: number): AcademyStanding {
  let index = 0
  ACADEMY_LEVELS.forEach((level, position) => {
    if (credits >= level.minCredits) index = position
  })
  const current = ACADEMY_LEVELS[index] ?? ACADEMY_LEVELS[0]
  const next = ACADEMY_LEVELS[index + 1]
  if (!next)
    return { grade: current.grade, nextGrade: current.grade, hoursToReachNext: 0, progressWidth: 100 }
  const span = next.minCredits - current.minCredits
  const progress = Math.round(((credits - current.minCredits) / span) * 100)
  return {
    grade: current.grade,
    nextGrade: next.grade,
    hoursToReachNext: roundCredits(next.minCredits - credits),
    progressWidth: Math.min(100, Math.max(0, progress)),
  }
}

/** Credits may be fractional (a half-hour webinar); keep one decimal, never float noise. */
export function roundCredits(credits: number): number {
  return Math.round(credits * 10) / 10
}
