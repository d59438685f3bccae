// §2.2 dashboard
export const tabUpcoming = 'UPCOMING SESSIONS'
export const tabBlog = "TODAY'S BLOG"
export const noUpcomingSessions = 'You currently have no upcoming events!'
export const viewMoreBlogPosts = 'View more Blog Posts'
export const academyPanelTitle = 'Academy'
export const creditsToNextStatus = 'You need just {n} {credits} to reach {nextGrade} status'
export const viewAllMyEvents = 'VIEW ALL MY EVENTS'
