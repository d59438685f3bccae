/**
 * valibot's email() rule, the one the contract's EmailSchema applies (shared/contract/email-schema.ts),
 * written out so the small forms check an address without downloading valibot. A test keeps the
 * two in agreement.
 */
const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u

/** True when the value is an e-mail address the server's contract accepts (trimmed, at most 254). */
export function isEmailAddress(value: string): boolean {
  const address = value.trim()
  return address.length <= 254 && EMAIL.test(address)
}
