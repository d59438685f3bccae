import { serverNow } from '../dates/server-clock'
import { format, plural } from '../messages/format'
import { translate } from '../messages/locale'
import * as messages from '../messages/messages'

// Made at first use, not when the module runs: run with the account's code, it set up ICU's data
// in that task (some 120 ms at 4x) before the time-zone warm-up's parts had (shared/dates/warm-up.ts).
let pacificYearMonth: Intl.DateTimeFormat | undefined

/**
 * §9: the academy year starts July 1 (the spec's example, "since July 1st, 2023", is the 2023-24
 * year). The year of the current academy year's July 1, read on the site's Pacific calendar.
 */
export function academyStartYear(now: Date = serverNow()): number {
  pacificYearMonth ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'numeric',
  })
  const parts = Object.fromEntries(pacificYearMonth.formatToParts(now).map((p) => [p.type, p.value]))
  const year = Number(parts.year)
  return Number(parts.month) >= 7 ? year : year - 1
}

/** §2.3 "Credits earned since July 1st, <year>: {pdHours}" for the current academy year. */
export function creditsSinceText(pdHours: number, now: Date = serverNow()): string {
  const text = translate(messages.creditsSince).replace('2023', String(academyStartYear(now)))
  return format(text, { pdHours })
}

/** "1 credit", "2 credits" (§2.2 "N credit(s)"). */
export function creditsWord(n: number): string {
  return plural(n, translate(messages.creditOne), translate(messages.creditOther))
}

/**
 * A level is still ahead. At the top level the server gives 0 credits to go (the reference server
 * names the same grade as next), and "You need just 0 credits to reach Platinum" would be nonsense:
 * the sentence is left out and the full bar says it.
 */
const levelAhead = (n: number, nextGrade: string) => n > 0 && nextGrade !== ''

/** §2.2 dashboard panel: "You need just N credit(s) to reach {nextGrade} status"; none at the top. */
export function creditsToNextStatusText(n: number, nextGrade: string): string | undefined {
  if (!levelAhead(n, nextGrade)) return undefined
  return format(messages.creditsToNextStatus, { n, credits: creditsWord(n), nextGrade })
}

/** §2.3 academy dashboard: "You need just N credit(s) to reach {nextGrade}"; none at the top. */
export function creditsToNextText(n: number, nextGrade: string): string | undefined {
  if (!levelAhead(n, nextGrade)) return undefined
  return format(messages.creditsToNext, { n, credits: creditsWord(n), nextGrade })
}
