import { describe, expect, it } from 'vitest'
import { icsTimeZone } from '../../../shared/dates/ics-timezone'

/** The observances' onsets (DTSTART lines) of a generated VTIMEZONE. */
const onsets = (lines: string[]) =>
  lines.filter((line) => line.startsWith('DTSTART:')).map((line) => line.slice(8))

describe('VTIMEZONE observances (RFC 5545 §3.6.5)', () => {
  it('starts each change at the zone’s own minute, whatever the event’s start time', () => {
    // An 08:30 event in Denver: the US changes are at 02:00 local time, not 02:30.
    const start = new Date('2026-11-20T15:30:00Z')
    const lines = icsTimeZone('America/Denver', start, new Date('2026-11-20T22:30:00Z'))
    expect(onsets(lines)).toEqual([
      '20260308T020000',
      '20261101T020000',
      '20270314T020000',
      '20271107T020000',
    ])
  })

  it('finds a change between whole UTC hours (St. John’s, 02:00 local at -03:30)', () => {
    const start = new Date('2026-06-10T13:45:00Z')
    const lines = icsTimeZone('America/St_Johns', start, start)
    expect(onsets(lines)).toEqual([
      '20251102T020000',
      '20260308T020000',
      '20261101T020000',
      '20270314T020000',
    ])
    expect(lines).toContain('TZOFFSETFROM:-0330')
    expect(lines).toContain('TZOFFSETTO:-0230')
  })

  it('keeps a half-hour change (Lord Howe Island, +10:30 to +11)', () => {
    const start = new Date('2026-06-10T00:15:00Z')
    const lines = icsTimeZone('Australia/Lord_Howe', start, start)
    expect(onsets(lines)).toEqual([
      '20251005T020000',
      '20260405T020000',
      '20261004T020000',
      '20270404T020000',
    ])
    expect(lines).toContain('TZOFFSETTO:+1100')
  })
})
