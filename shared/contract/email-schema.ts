import * as v from 'valibot'

/**
 * An e-mail address as the contract accepts it. A file of its own: the small forms check addresses
 * before they load the rest of the contract (see shared/api/lazy-call.ts).
 */
export const EmailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())
