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
  'lehrer@xn--schle-mva.de',
  'teacher@my--school.org',
  'maestra@xn--educacin-c3a.es',
  'uchitel@shkola.xn--p1ai',
  'UCHITEL@SHKOLA.XN--P1AI',
  'teacher@example-.org',
  'teacher@example.xn--',
  'teacher@example.-org',
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

  it('accepts an international domain as the browser gives it, and refuses a label that starts or ends with -', () => {
    expect(isEmailAddress('lehrer@xn--schle-mva.de')).toBe(true)
    expect(isEmailAddress('teacher@my--school.org')).toBe(true)
    expect(isEmailAddress('uchitel@shkola.xn--p1ai')).toBe(true)
    expect(isEmailAddress('UCHITEL@SHKOLA.XN--P1AI')).toBe(true)
    expect(isEmailAddress('teacher@-example.org')).toBe(false)
    expect(isEmailAddress('teacher@example-.org')).toBe(false)
    expect(isEmailAddress('teacher@example.xn--')).toBe(false)
  })
})
