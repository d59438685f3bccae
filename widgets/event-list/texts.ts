/** The events list's own labels (not spec texts). */
export const eventListTexts = {
  heading: 'Upcoming events',
  loading: 'Loading events…',
  loadFailed: 'The events could not be loaded.',
  register: 'Register',
  registerFor: 'Register for {title}',
  creditsOne: '{n} credit',
  creditsOther: '{n} credits',
}
