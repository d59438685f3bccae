// §2.5 / §4.2 registration
export const registrationHeader = '{type} Registration'
export const applicationHeader = '{type} Application'
export const waitlistNotice =
  'This event is currently full. But you can still signup for the waitlist using this form.'
export const saving =
  'Saving... This make take a couple of minutes, especially if you are registering for multiple classes.' // (sic)
export const registrationNoTicket = 'There was an issue, feel free to try again.'
export const registrationFailed = 'There was an error. Registration was not completed'
export const formCompleted = 'Form was successfuly completed' // (sic)
export const guestAlreadyMember =
  'Form was successfully completed. You can also login to {brand} to avoid entering your information each time you register.'
export const guestNewMember =
  'Form was successfully completed. You can now create a free teacher account which will let you view and edit your registrations.'
export const emailTooltip =
  'If left blank, then your teacher account email will be used to send you event updates.'
export const acknowledgePrompt =
  'Do you agree that you will intend to prioritize your completion of this course?'
export const acknowledgeOption = 'I acknowledge'
export const notMyFirstPd = ' N/A not my first {brand} Online PD' // §3.5: the leading space is part of the value
