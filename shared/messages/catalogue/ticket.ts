// §2.4 / §4.1 ticket detail
export const costFree = 'FREE'
export const cancelRegistration = 'Cancel Registration'
export const cancelApplication = 'Cancel Application'
export const cancelQuestion = 'Cancel this Registration?'
export const cancelNo = 'No, Do Not Cancel'
export const cancelYes = 'Yes, Cancel this Registration'
export const cancelled = 'Registration was successfuly cancelled' // (sic)
export const cancelFailed = 'There was an error. Registration was not cancelled'
export const confirmRegistration = 'Confirm Registration'
export const confirmQuestion = 'Confirm this Registration?'
export const confirmYes = 'Yes, Confirm this Registration'
export const confirmNo = 'No, Do Not Confirm'
export const confirmed = 'Registration was successfuly confirmed' // (sic)
export const confirmFailed = 'There was an error. Registration was not cancelled' // §4.1: same text as cancel
export const flaggedContact = 'Please contact {email} for more details.'
export const viewCertificate = 'View Your Certificate'
export const openCertificate = 'Open Your Certificate'
export const joinSession = 'JOIN {video} SESSION'
export const startModule = 'START MODULE'
export const openModule = 'OPEN MODULE'
export const addToCalendar = 'Add to {calendar} Calendar'
export const downloadIcs = 'Download ICS Event'
// Not in the spec: the Outlook links beside the calendar-service link (README, decisions).
export const addToOutlook = 'Add to Outlook Calendar'
export const addToOffice365 = 'Add to Office 365 Calendar'
