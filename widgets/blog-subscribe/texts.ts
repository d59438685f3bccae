/**
 * Texts of the blog subscription form the spec does not give (§2.12: one e-mail field). Not the
 * newsletter's words: on a page with both forms, each field and button has a name of its own.
 */
export const blogSubscribeTexts = {
  label: 'Email address for the blog',
  button: 'Subscribe to the blog',
  saving: 'Subscribing…',
  invalidEmail: 'Please enter a valid email address, like name@school.org.',
  done: 'Thanks for subscribing!',
}
