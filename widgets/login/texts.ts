/** Texts of the login widget that the spec does not give (§2.11 gives the fields only). */
export const loginTexts = {
  userLabel: 'Email or Username',
  passwordLabel: 'Password',
  submit: 'Log In',
  submitting: 'Logging in…',
  modalTitle: 'Log In',
  userRequired: 'Enter your email or username.',
  passwordRequired: 'Enter your password.',
  forgotLink: 'Forgot your password?',
  signUpPrompt: 'New here?',
  signUpLink: 'Create a free teacher account',
  loggedInAs: 'You are logged in as {name}.',
  loggedInUnnamed: 'You are logged in.',
  justLoggedIn: 'You are logged in. One moment…',
  accountLink: 'My {brand}',
} as const
