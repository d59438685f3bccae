/** Texts of the reset-password widget that the spec does not give. */
export const resetTexts = {
  password: 'New password',
  passwordHint: 'At least 8 characters.',
  retype: 'Retype new password',
  submit: 'Save new password',
  submitting: 'Saving…',
  noKey: 'This password reset link is not complete. Please ask for a new link.',
  askAgain: 'Ask for a new link',
  logIn: 'Log in',
} as const
