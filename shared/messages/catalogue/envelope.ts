// §7.1 / §8: envelope defaults
export const defaultError = 'There was an issue. Feel free to try again.'
export const missingAuth = 'No User Authorization header sent.'
export const notAuthorizedProjects = 'User is not authorized to view this resource...'
export const projectsDefault = 'Projects not found'
export const projectsRetrieved = 'Projects retrieved: {n}'
export const notLoggedIn = 'Not logged in'
// Refusals of the reference server the spec does not name; the client shows them as sent, so they
// are catalogue texts (and read in Spanish on a Spanish page).
export const sessionExpired = 'Your session has expired. Please reload the page and try again.'
export const tooManyLogins = 'Too many login attempts. Please wait 15 minutes and try again.'
