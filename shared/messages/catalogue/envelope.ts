// §7.1 / §8: envelope defaults
export const defaultError = 'There was an issue. Feel free to try again.'
export const missingAuth = 'No User Authorization header sent.'
export const notAuthorizedProjects = 'User is not authorized to view this resource...'
export const projectsDefault = 'Projects not found'
export const projectsRetrieved = 'Projects retrieved: {n}'
export const notLoggedIn = 'Not logged in'
