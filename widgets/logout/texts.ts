/** Texts of the logout widget that the spec does not give. */
export const logoutTexts = {
  leaving: 'You are logged out. Taking you to the home page…',
  notLoggedIn: 'You are not logged in.',
  logIn: 'Log in',
} as const
