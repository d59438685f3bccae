import { tzName } from '@date-fns/tz/tzName'
import { tzOffset } from '@date-fns/tz/tzOffset'
import { tzScan } from '@date-fns/tz/tzScan'
import { addYears, subYears } from 'date-fns'

const MINUTE = 60_000

/** +hhmm / -hhmm of an offset in minutes (RFC 5545 §3.3.14 UTC-OFFSET). */
function utcOffsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const whole = Math.abs(minutes)
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}${String(whole % 60).padStart(2, '0')}`
}

/** yyyyMMddTHHmmss of an instant read with a fixed offset (the offset in force before a change). */
function localText(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * MINUTE).toISOString().replace(/[-:]/g, '').slice(0, 15)
}

interface Observance {
  kind: 'STANDARD' | 'DAYLIGHT'
  from: number
  to: number
  name: string
  start: string
}

/**
 * The minute a change took effect. tzScan steps an hour at a time from the scan's start, so it
 * reports the first step past the change, at the start's minutes (a 08:30 event put Denver's change
 * at 02:30 instead of 02:00); the change lies in the hour before it.
 */
function changeInstant(zone: string, reported: Date, offsetAfter: number): Date {
  let before = reported.getTime() - 60 * MINUTE
  let after = reported.getTime()
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE
    if (tzOffset(zone, new Date(middle)) === offsetAfter) after = middle
    else before = middle
  }
  return new Date(after)
}

/**
 * The zone's real offset changes from a year before the event to a year after it, so every
 * instant of the event falls after an observance's onset (RFC 5545 §3.6.5). A change to a larger
 * offset starts daylight time.
 */
function observances(zone: string, start: Date, end: Date): Observance[] {
  const changes = tzScan(zone, { start: subYears(start, 1), end: addYears(end, 1) })
  return changes.map((change) => {
    const from = change.offset - change.change
    const instant = changeInstant(zone, change.date, change.offset)
    return {
      kind: change.change > 0 ? 'DAYLIGHT' : 'STANDARD',
      from,
      to: change.offset,
      name: tzName(zone, instant, 'short'),
      start: localText(instant, from),
    }
  })
}

/**
 * A VTIMEZONE for `zone` generated from its transitions around the event's dates. A zone without
 * changes in that span (no DST) gets one STANDARD observance with its fixed offset.
 */
export function icsTimeZone(zone: string, start: Date, end: Date): string[] {
  const found = observances(zone, start, end)
  const offset = tzOffset(zone, start)
  const list: Observance[] = found.length
    ? found
    : [
        {
          kind: 'STANDARD',
          from: offset,
          to: offset,
          name: tzName(zone, start, 'short'),
          start: '19700101T000000',
        },
      ]
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...list.flatMap((item) => [
      `BEGIN:${item.kind}`,
      `DTSTART:${item.start}`,
      `TZOFFSETFROM:${utcOffsetText(item.from)}`,
      `TZOFFSETTO:${utcOffsetText(item.to)}`,
      `TZNAME:${item.name}`,
      `END:${item.kind}`,
    ]),
    'END:VTIMEZONE',
  ]
}
