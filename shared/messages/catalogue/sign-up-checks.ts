// The contract's own checks of a new account's username and password, where the spec is silent:
// catalogue texts, so they read in the page's language (README: Languages)
export const passwordTooShort = 'Password must be at least 8 characters.'
export const passwordTooLong = 'Password must be at most 200 characters.'
export const passwordOnlySpaces = 'Password must not be only spaces.'
export const usernameRule =
  'Username must be 3 to 40 letters without accents (a-z), digits, dots, dashes or underscores.'
