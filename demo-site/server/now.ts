/** Clock and date helpers shared by the server. Dates are calendar dates in US Pacific time (§7.6). */
export const SITE_TIME_ZONE = 'America/Los_Angeles'

/** yyyy-MM-dd of `date` in the site's time zone. */
export function siteDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date)
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '00'
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** yyyy-MM-dd `days` after the site date of `date`. */
export function siteDatePlusDays(date: Date, days: number): string {
  return siteDate(new Date(date.getTime() + days * 86_400_000))
}

/** §9: the academy year starts July 1. The yyyy-MM-dd start of the year `today` falls in. */
export function academyYearStart(today: string): string {
  const year = Number(today.slice(0, 4))
  const startYear = today.slice(5) >= '07-01' ? year : year - 1
  return `${startYear}-07-01`
}

/** M/d/yyyy display of a yyyy-MM-dd date (§9). */
export function displayDate(isoDate: string | null | undefined): string {
  const [year, month, day] = (isoDate ?? '').split('-')
  if (!year || !month || !day) return ''
  return `${Number(month)}/${Number(day)}/${year}`
}
