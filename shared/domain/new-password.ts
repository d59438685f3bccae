import * as messages from '../messages/messages'

/**
 * The contract's shortest and longest password. PasswordSchema (shared/contract/login-manager.ts)
 * keeps its own literals, as importing this file there would bring these checks to every page
 * that loads the contract; tests/shared/domain/new-password.test.ts holds them equal.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 200

/**
 * §5.4's checks of a new password and its retype, in §5.4's order, the first problem alone: an
 * empty first field, an empty retype, a mismatch; then the contract's length, so the spec's
 * messages come first. Only spaces is no password (the server refuses it) and no retype either.
 * The texts are catalogue templates: the form shows them through text().
 */
export function newPasswordProblem(password: string, retype: string): { password?: string; retype?: string } {
  if (password.trim() === '') return { password: messages.passwordEmpty }
  if (retype.trim() === '') return { retype: messages.passwordRetype }
  if (password !== retype) return { retype: messages.passwordMismatch }
  if (password.length < PASSWORD_MIN_LENGTH) return { password: messages.passwordTooShort }
  if (password.length > PASSWORD_MAX_LENGTH) return { password: messages.passwordTooLong }
  return {}
}
