import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { EmailSchema } from '../../../shared/contract/email-schema'
import { isEmailAddress } from '../../../shared/domain/email-address'

const addresses = [
  'teacher@example.org',
  '  teacher@example.org  ',
  'first.last+pd@school.k12.us',
  'under_score@my-school.org',
  "o'neil+pd@school.org",
  "sean.o'neil@school.org",
  'a{b}~c@example.org',
  'Mixed.Case@Example.ORG',
  '',
  'teacher',
  'teacher@',
  '@example.org',
  'teacher@example',
  'teacher@example.o',
  'two..dots@example.org',
  '.dot@example.org',
  'teacher@-example.org',
  'teacher@example..org',
  'tea cher@example.org',
  'lærer@example.org',
  'teacher@exämple.org',
  `${'a'.repeat(64)}@${'b'.repeat(180)}.org`,
  `${'a'.repeat(64)}@${'b'.repeat(190)}.org`,
]

describe('isEmailAddress', () => {
  it.each(addresses)('agrees with the contract schema on "%s"', (address) => {
    expect(isEmailAddress(address)).toBe(v.is(EmailSchema, address))
  })

  it('accepts a plain address and refuses one without a domain', () => {
    expect(isEmailAddress('teacher@example.org')).toBe(true)
    expect(isEmailAddress("sean.o'neil@school.org")).toBe(true)
    expect(isEmailAddress('teacher@')).toBe(false)
  })
})
