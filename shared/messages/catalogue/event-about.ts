// The "about" blurbs of the event types (§2.5; the spec gives the facts, not the wording). They
// do not repeat the type's name, which the screen shows above them: one "Virtual PD" on the page.
// {video} and {brand} come from the site config.
export const aboutVpdHeading = 'About this session'
export const aboutVpdLive =
  'It is a live professional-development session held in a {video} meeting with a {brand} facilitator and other teachers.'
export const aboutVpdNewTo = 'New to {video}? Watch our 5-minute tutorial before the session.'
export const aboutVpdTutorialLink = 'Watch the 5-minute {video} tutorial'
export const aboutOnDemandHeading = 'About this module'
export const aboutOnDemandHour =
  'This self-paced module takes about one hour. Please complete it in one sitting.'
export const aboutOnDemandReview =
  'Credit is subject to review of the time spent and the quality of your responses.'
export const aboutCourseHeading = 'About this course'
export const aboutCourseHours =
  'It is a 10-hour course: 9 hours of professional development plus a 1-hour exam.'
export const aboutCourseAward = 'Complete 6 courses to earn the Distinguished Educator award.'
export const aboutCourseCeu = 'Teachers in eligible states may also receive CEU credits.'
export const aboutFinCampHeading = 'About this camp'
export const aboutFinCampDay = 'It is a one-day, in-person training led by two facilitators.'
export const aboutFinCampPlusHeading = 'About this camp'
export const aboutFinCampPlusApplication =
  'This camp takes an application rather than a registration. We will contact you about your application.'
