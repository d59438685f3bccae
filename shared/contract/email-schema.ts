import * as v from 'valibot'

/**
 * An e-mail address as the contract accepts it. A file of its own: the small forms check addresses
 * before they load the rest of the contract (see shared/api/lazy-call.ts).
 */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254),
  // shared/domain/email-address.ts's rule, written again: importing it here put it in a file of its
  // own beside this chunk's; tests/shared/domain/email-address.test.ts holds the two equal.
  v.regex(
    /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[\da-zA-Z](?:[\da-zA-Z-]*[\da-zA-Z])?\.)+(?:[a-zA-Z]{2,}|[xX][nN]--[\da-zA-Z]+)$/u,
  ),
)
