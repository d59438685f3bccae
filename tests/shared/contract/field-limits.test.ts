import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MAX_LENGTH } from '../../../shared/contract/field-limits'
import {
  PasswordSchema,
  SignUpUserObjectSchema,
  WritableExtrasSchema,
} from '../../../shared/contract/login-manager'
import { EmailSchema } from '../../../shared/contract/schemas'

const letters = (count: number) => 'a'.repeat(count)

/** The forms' maxLength and the contract's schemas must agree, or a form lets through what Save refuses. */
describe("the forms' length limits are the contract's", () => {
  const user = {
    cpUsers_firstName: 'Ada',
    cpUsers_lastName: 'Lovelace',
    cpUsers_email: 'ada@example.org',
    cpUsers_username: 'ada',
    cpUsers_password: 'Strong-pass-9',
  }

  it.each(['cpUsers_firstName', 'cpUsers_lastName'] as const)('%s', (field) => {
    expect(v.is(SignUpUserObjectSchema, { ...user, [field]: letters(MAX_LENGTH.name) })).toBe(true)
    expect(v.is(SignUpUserObjectSchema, { ...user, [field]: letters(MAX_LENGTH.name + 1) })).toBe(false)
  })

  it('username', () => {
    expect(v.is(SignUpUserObjectSchema, { ...user, cpUsers_username: letters(MAX_LENGTH.username) })).toBe(
      true,
    )
    expect(
      v.is(SignUpUserObjectSchema, { ...user, cpUsers_username: letters(MAX_LENGTH.username + 1) }),
    ).toBe(false)
  })

  it('password', () => {
    expect(v.is(PasswordSchema, letters(MAX_LENGTH.password))).toBe(true)
    expect(v.is(PasswordSchema, letters(MAX_LENGTH.password + 1))).toBe(false)
  })

  it('e-mail', () => {
    const address = (length: number) => `${letters(length - '@example.org'.length)}@example.org`
    expect(v.is(EmailSchema, address(MAX_LENGTH.email))).toBe(true)
    expect(v.is(EmailSchema, address(MAX_LENGTH.email + 1))).toBe(false)
  })

  it.each([
    ['school_name', MAX_LENGTH.schoolName],
    ['city', MAX_LENGTH.city],
  ] as const)('%s', (field, most) => {
    expect(v.is(WritableExtrasSchema, { [field]: letters(most) })).toBe(true)
    expect(v.is(WritableExtrasSchema, { [field]: letters(most + 1) })).toBe(false)
  })
})
