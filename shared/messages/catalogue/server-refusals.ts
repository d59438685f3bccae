// Refusals of the reference server where the spec is silent. A page shows a server's errorText as
// given (§7.1), so they are catalogue texts and read in the page's language (README: Languages).
export const notRegisteredForEvent = 'You are not registered for this event.'
export const registrationEmailMissing = 'Please enter your email address.'
export const registrationFirstNameMissing = 'Please enter your first name.'
export const registrationLastNameMissing = 'Please enter your last name.'
export const schoolZipInvalid = 'Please enter a 5-digit zip code.'
export const proofFileTooLarge = 'The file is too large. Please upload a file of at most 5 MB.'
export const proofFileEmpty = 'The uploaded file is empty.'
export const proofFileWrongType = 'Please upload a PDF, JPEG, PNG or WebP file.'
export const updateOwnAccountOnly = 'You can only update your own account.'
/** The plain-text answer of an ICS link for an event without a date (§7.2). */
export const eventHasNoCalendarEntry = 'This event has no date, so it has no calendar entry.'
export const selfPacedHasNoCalendarEntry =
  'This event is taken at your own pace, so it has no calendar entry.'
