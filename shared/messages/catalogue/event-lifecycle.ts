// The event lifecycle, where the spec is silent (README: decisions)
export const registrationClosed = 'Registration for this event is closed.'
export const surveyNotOpenYet = 'The survey opens when the session is over.'
export const cancellationClosed = 'This event is over, so its registration can no longer be cancelled.'
export const confirmationClosed = 'This event is over, so its registration can no longer be confirmed.'
/** A guest ticket of another address, opened by a signed-in teacher through its link (README). */
export const guestTicketOfAnotherAddress =
  'This registration was made with another e-mail address: only the account of that address can change it.'
export const cancellationRefused = 'This registration can no longer be cancelled.'
export const noModuleToStart = 'This event has no module to start.'
export const surveyNeeded = 'Survey needed'
export const completeSurvey = 'Complete the Survey'
export const surveyNeededNote =
  'This session is over. Complete the survey to earn its credits and your PD certificate.'
/** A self-paced module has no end: its survey is offered once the module is started. */
export const moduleSurveyNote =
  'Finished the module? Complete the survey to earn its credits and your PD certificate.'
export const ticketsJoined = 'Your earlier registrations are now in your account.'
export const emailConfirmed = 'Your e-mail address is confirmed.'
/** A guest ticket waits for the address to be proven before it joins the account (README). */
export const guestTicketAwaitsConfirmation =
  'You registered for this event before you had an account. Follow the link in the e-mail we sent to confirm your address, and that registration will be in your account.'
/** When an event takes place, for one taken at the teacher's pace and one whose date is unknown. */
export const selfPacedAnyTime = 'Self-paced: start any time'
export const dateToBeAnnounced = 'Date to be announced'
