// §1 event types and §3.1 ticket statuses as a page shows them, in its language; the server's
// values stay English ("Virtual PD" and the FinCamp names are programme names, kept as they are)
export const typeWebinar = 'Webinar'
export const typeCertificationCourse = 'Certification Course'
export const typeConference = 'Conference'
export const typeOnDemand = '{brand} On-Demand'
export const statusRegistered = 'Registered'
export const statusAttended = 'Attended'
export const statusFlagged = 'Flagged'
export const statusWaitlisted = 'Waitlisted'
export const statusCancelled = 'Cancelled'
