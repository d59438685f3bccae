/** Texts of the survey lookup that the spec does not give. */
export const lookupTexts = {
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid email address, like name@school.org.',
  loading: 'Loading the event…',
  loadFailed: 'This event could not be loaded.',
  noEventId: 'No event was chosen. Please open this page from the link in your e-mail.',
  leaving: 'Taking you to your survey…',
  searching: 'Looking for your registration…',
  eventType: 'Event type',
} as const
