// §2.6 / §2.7 / §4.3 survey
export const surveyLookupIntro =
  'To complete the survey, you can enter your email address (the one you used to sign up for the event) below.'
export const surveyLookupLabel = 'What email address did you use to sign up for the event?'
export const continueLabel = 'Continue'
export const surveyThanks = 'Thank you for attending our {type}: "{title}". We want to hear your feedback!'
export const surveyCertificateNote = 'Your PD Certificate will be sent after you fill out this survey.'
export const submitSurvey = 'Submit Survey'
export const surveyLookupFailed =
  'Email was not found. Feel free to try again. To find your registration, you will need to use the email address you used to sign up for the event.'
// §8's survey guards; the server answers every missing ticket or event with them too.
export const ticketNotFound = 'Registration ticket was not found'
export const eventNotFound = 'Event was not found'
export const surveyAlreadyDone = 'A survey has already been submitted for this event'
export const surveySubmitFailed = 'There was an error. Survey was not submitted'
export const surveyCompleted = 'Survey was successfully completed'
/** Where the spec is silent: only a seat holder attended, so only they have a survey (README). */
export const surveyWaitlisted =
  'A place on the waitlist has no survey: the survey is for those who had a seat.'
export const surveyCancelled = 'This registration was cancelled, so it has no survey.'
