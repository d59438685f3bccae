/** Texts of the blog subscription form the spec does not give (§2.12: one e-mail field). */
export const blogSubscribeTexts = {
  label: 'Email address',
  button: 'Subscribe',
  saving: 'Subscribing…',
  invalidEmail: 'Please enter a valid email address, like name@school.org.',
  done: 'Thanks for subscribing!',
}
