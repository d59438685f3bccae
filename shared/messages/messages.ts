/**
 * Every user-facing text of the product spec, word for word. Typos the spec marks "(sic)" are
 * kept on purpose: pages and e-mails elsewhere on the site quote them. Placeholders: {brand},
 * {email}, {type}, {title}, {n} and friends are filled by `format` (./format.ts).
 *
 * One export per text, imported as a namespace (`import * as messages from`), so a page's bundle
 * carries only the texts its widgets use. The texts live in one file per part of the spec
 * (./catalogue/): the build splits code by file, so a page downloads only the parts its widgets
 * use, not every text any widget uses.
 */

export * from './catalogue/academy'
export * from './catalogue/account'
export * from './catalogue/account-types'
export * from './catalogue/calendar-entry'
export * from './catalogue/controls'
export * from './catalogue/cookies'
export * from './catalogue/dashboard'
export * from './catalogue/email-limits'
export * from './catalogue/envelope'
export * from './catalogue/event-about'
export * from './catalogue/event-lifecycle'
export * from './catalogue/event-list'
export * from './catalogue/event-types'
export * from './catalogue/form-feedback'
export * from './catalogue/login-signup'
export * from './catalogue/profile'
export * from './catalogue/refer'
export * from './catalogue/registration'
export * from './catalogue/request-guards'
export * from './catalogue/search'
export * from './catalogue/server-refusals'
export * from './catalogue/sign-up-answers'
export * from './catalogue/sign-up-checks'
export * from './catalogue/subscriptions'
export * from './catalogue/survey'
export * from './catalogue/ticket'
export * from './catalogue/widget-load'
