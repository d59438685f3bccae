import { describe, expect, it } from 'vitest'
import { TEACHER_STATE_CODES, TEACHER_STATES, US_STATES } from '../../../shared/domain/us-states'

describe('the states a teacher picks from', () => {
  it('are the 50 states and DC, in the order a person reads names alphabetically', () => {
    expect(TEACHER_STATES).toHaveLength(51)
    const byCollator = [...TEACHER_STATES].sort((a, b) => a[1].localeCompare(b[1], 'en'))
    expect(TEACHER_STATES).toEqual(byCollator)
    expect(TEACHER_STATE_CODES.slice(7, 10)).toEqual(['DE', 'DC', 'FL'])
  })

  it('hold only plain ASCII names, which the code-point sort orders as the collator does', () => {
    for (const [, name] of [...US_STATES, ...TEACHER_STATES]) expect(name).toMatch(/^[A-Z][A-Za-z ]+$/)
  })
})
