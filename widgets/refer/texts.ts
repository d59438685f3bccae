/** Texts of the refer widget that the spec does not give (§2.9 gives the fields only). */
export const referTexts = {
  emailLabel: 'Teacher email {n}',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send invitations',
  submitting: 'Sending…',
  // §2.9, §9: the stock promotional default when the server's defaults cannot be loaded.
  stockSubject: 'Join me on {brand}: free personal finance PD for teachers',
  stockMessage:
    'I have been using {brand} for free personal finance lessons and professional development. Create your free teacher account and join me!',
  emailInvalid: 'Please enter a valid email address, like name@school.org.',
  subjectRequired: 'Enter a subject.',
  messageRequired: 'Enter a message.',
  loggedOut: 'Log in to refer teachers to {brand}.',
  logIn: 'Log in',
  loading: 'Loading…',
  sentTitle: 'Your invitation was sent',
  sentTitleMany: 'Your invitations were sent',
  sentSubject: 'Subject:',
  sentMessage: 'Message:',
  referMore: 'Refer more teachers',
} as const
