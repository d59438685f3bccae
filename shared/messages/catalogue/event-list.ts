// The events list (our addition: upcoming events open for registration)
export const noUpcomingEventsRightNow = 'No upcoming events right now.'
export const eventFullJoinWaitlist = 'Full: join the waitlist'
