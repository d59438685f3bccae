/** Texts of the survey screen that the spec does not give. */
export const surveyTexts = {
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid email address, like name@school.org.',
  loading: 'Loading the survey…',
  loadFailed: 'This survey could not be loaded.',
  leaving: 'Taking you back…',
  requiredNote: 'Fields marked * are required.',
  submitting: 'Sending your survey…',
} as const
