import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PasswordSchema } from '../../../shared/contract/login-manager'
import {
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../shared/domain/new-password'
import * as messages from '../../../shared/messages/messages'

describe('a new password and its retype (§5.4)', () => {
  it.each([
    ['an empty first field, whatever the retype', '', 'x', { password: messages.passwordEmpty }],
    ['only spaces, as no password', '   ', '   ', { password: messages.passwordEmpty }],
    ['an empty retype', 'Strong-pass-9', '', { retype: messages.passwordRetype }],
    ['a retype of only spaces, as no retype', 'Strong-pass-9', '  ', { retype: messages.passwordRetype }],
    ['a mismatch, before the length', 'short', 'other', { retype: messages.passwordMismatch }],
    ['a short password', 'short', 'short', { password: messages.passwordTooShort }],
    ['a good one', 'Strong-pass-9', 'Strong-pass-9', {}],
  ])('says %s', (_case, password, retype, expected) => {
    expect(newPasswordProblem(password, retype)).toEqual(expected)
  })

  it('takes the lengths the contract takes, no more and no less', () => {
    for (const length of [
      PASSWORD_MIN_LENGTH - 1,
      PASSWORD_MIN_LENGTH,
      PASSWORD_MAX_LENGTH,
      PASSWORD_MAX_LENGTH + 1,
    ]) {
      const password = 'a'.repeat(length)
      const accepted = Object.keys(newPasswordProblem(password, password)).length === 0
      expect(accepted).toBe(v.is(PasswordSchema, password))
    }
  })
})
