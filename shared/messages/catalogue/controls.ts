// The words of "N credit(s)" (§2.2) and "N teacher(s)" (§2.9), by the language's plural rules.
export const creditOne = 'credit'
export const creditOther = 'credits'
export const teacherOne = 'teacher'
export const teacherOther = 'teachers'

// §2.12 loading indicator: the spec shows a spinner; its words are ours.
export const loadingIndicator = 'Loading…'

// Controls the spec shows without words (our texts).
export const closeDialog = 'Close'
/** RetryNotice's button, wherever a part's data did not come. */
export const tryAgain = 'Try again'
export const dismissMessage = 'Dismiss message'
/** A link's description when it opens a new tab: its name stays the spec's words. */
export const opensInNewTab = '(opens in a new tab)'
