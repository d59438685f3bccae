/**
 * An e-mail address (§5.1 "of e-mail type"), the rule the contract's EmailSchema applies too
 * (shared/contract/email-schema.ts, written again there), so the small forms check an address
 * without downloading the schema engine; a test holds the two equal. Before the @, every character RFC 5322
 * and HTML's e-mail type allow in a dot-separated name: O'Neil's address is one (valibot's email()
 * refused its apostrophe). After it, a domain with a top-level part of two letters or more, its
 * labels as DNS writes them: an international name as the browser's e-mail field gives it
 * (schüle.de is xn--schle-mva.de, .рф is .xn--p1ai), so "--" inside a label is allowed.
 */
const EMAIL =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[\da-zA-Z](?:[\da-zA-Z-]*[\da-zA-Z])?\.)+(?:[a-zA-Z]{2,}|[xX][nN]--[\da-zA-Z]+)$/u

/** True when the value is an e-mail address the server's contract accepts (trimmed, at most 254). */
export function isEmailAddress(value: string): boolean {
  const address = value.trim()
  return address.length <= 254 && EMAIL.test(address)
}
