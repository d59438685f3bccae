/** §2.12, §3.10: the spec does not show the contact form's fields; these texts are ours. */
export const contactTexts = {
  name: 'Your name',
  email: 'Email address',
  subject: 'Subject',
  message: 'Message',
  required: 'Required fields are marked with an asterisk (*).',
  button: 'Send message',
  saving: 'Sending…',
  done: 'Thank you, your message has been sent.',
  errors: {
    name: 'Please enter your name.',
    emailMissing: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, like name@school.org.',
    subject: 'Please enter a subject.',
    message: 'Please enter your message.',
  },
}
