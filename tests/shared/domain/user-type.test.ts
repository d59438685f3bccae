import { describe, expect, it } from 'vitest'
import { analyticsUserType } from '../../../shared/domain/user-type'

describe('user type for analytics (§6)', () => {
  it.each([
    [2, 'Teacher'],
    [5, 'Teacher'],
    [6, 'Teacher'],
    ['2', 'Teacher'],
    [7, 'Finance Professional'],
    [3, 'Finance Professional'],
    ['9', 'Finance Professional'],
    [0, undefined],
    [undefined, undefined],
    [null, undefined],
    ['', undefined],
    ['teacher', undefined],
  ])('maps %j to %j', (id, expected) => {
    expect(analyticsUserType(id)).toBe(expected)
  })
})
