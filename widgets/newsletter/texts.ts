/** Texts of the newsletter form the spec does not give (§2.12 names one e-mail field). */
export const newsletterTexts = {
  label: 'Email address',
  button: 'Subscribe',
  saving: 'Subscribing…',
  invalidEmail: 'Please enter a valid email address, like name@school.org.',
  done: 'Thanks for subscribing!',
}
