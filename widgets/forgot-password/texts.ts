/** Texts of the forgot-password widget that the spec does not give. */
export const forgotTexts = {
  userLabel: 'Username or Email',
  submit: 'Send reset link',
  submitting: 'Sending…',
  userRequired: 'Enter your username or email.',
  sent: 'Check your email for a link to reset your password.',
  backToLogin: 'Back to log in',
} as const
