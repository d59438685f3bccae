/**
 * Every user-facing text of the product spec, word for word. Typos the spec marks "(sic)" are
 * kept on purpose: pages and e-mails elsewhere on the site quote them. Placeholders: {brand},
 * {email}, {type}, {title}, {n} and friends are filled by `format`.
 */
export const messages = {
  // §7.1 / §8: envelope defaults
  defaultError: 'There was an issue. Feel free to try again.',
  missingAuth: 'No User Authorization header sent.',
  notAuthorizedProjects: 'User is not authorized to view this resource...',
  projectsDefault: 'Projects not found',
  projectsRetrieved: 'Projects retrieved: {n}',
  notLoggedIn: 'Not logged in',

  // §5.10 request guards
  guardNoDefaultError: 'No default error message provided',
  guardNoUrl: 'No URL defined',
  guardNoMethod: 'No method defined',
  guardOnlyPostGet: 'Only post and get methods allowed',
  guardNoPostData: 'No data for post object',
  guardNoFieldId: 'Field ID not specified',
  guardNoForm: 'No Form object',
  guardNoUploadUrl: 'No URL specified',
  guardNoErrorMessage: 'No error message defined',
  uploadDefault: 'File not uploaded',
  noFileSelected: 'No file selected.',

  // §8 cookie helper
  cookieNoKey: 'No key passed. Cannot check cookies.',
  cookieNotFound: "No cookie of key '{key}' found",
  featureFailed: 'File failed to load: ',

  // §2.1 account root and titles
  accountWelcome: 'Welcome to My {brand}, your personal account with the {brand} Team...',
  titleAcademy: 'My {brand} Academy',
  titleProfile: 'My Profile',
  titleSurvey: 'Survey',
  titleAnswerKeys: 'Answer Keys',
  navLeftDashboard: 'MY DASHBOARD',
  navLeftAcademy: 'MY {brand} ACADEMY',
  navLeftProfile: 'MY PROFILE',
  navLeftRefer: 'REFER TEACHERS TO {brand}',
  navTopToolkit: 'MY TEACHER TOOLKIT',
  navTopAcademy: 'MY ACADEMY',
  navTopProfile: 'MY PROFILE',
  navTopRefer: 'REFER A TEACHER',

  // §2.2 dashboard
  tabUpcoming: 'UPCOMING SESSIONS',
  tabBlog: "TODAY'S BLOG",
  noUpcomingSessions: 'You currently have no upcoming events!',
  viewMoreBlogPosts: 'View more Blog Posts',
  academyPanelTitle: 'Academy',
  creditsToNextStatus: 'You need just {n} {credits} to reach {nextGrade} status',
  viewAllMyEvents: 'VIEW ALL MY EVENTS',

  // §2.3 academy dashboard
  creditsSince: 'Credits earned since July 1st, 2023: {pdHours}',
  creditsToNext: 'You need just {n} {credits} to reach {nextGrade}',
  reportCreditsError: 'Report an error in my credits',
  viewTranscript: 'View Transcript',
  transcriptAll: 'View / Print Attended Events (All)',
  transcriptCurrent: 'View / Print Attended Events (Current Year)',
  learnMore: 'LEARN MORE',
  tableUpcoming: 'Upcoming Events',
  tableOnDemand: 'On-Demand PD',
  tableAttendedCurrent: 'Attended Events (Current School Year)',
  tableArchived: 'Archived Events (Previous School Years)',
  noUpcomingEvents: 'No upcoming events.',
  flaggedOnDemand: 'Please contact {email} for more details.',

  // §2.4 / §4.1 ticket detail
  costFree: 'FREE',
  cancelRegistration: 'Cancel Registration',
  cancelApplication: 'Cancel Application',
  cancelQuestion: 'Cancel this Registration?',
  cancelNo: 'No, Do Not Cancel',
  cancelYes: 'Yes, Cancel this Registration',
  cancelled: 'Registration was successfuly cancelled', // (sic)
  cancelFailed: 'There was an error. Registration was not cancelled',
  confirmRegistration: 'Confirm Registration',
  confirmQuestion: 'Confirm this Registration?',
  confirmYes: 'Yes, Confirm this Registration',
  confirmNo: 'No, Do Not Confirm',
  confirmed: 'Registration was successfuly confirmed', // (sic)
  confirmFailed: 'There was an error. Registration was not cancelled', // §4.1: same text as cancel
  flaggedContact: 'Please contact {email} for more details.',
  viewCertificate: 'View Your Certificate',
  openCertificate: 'Open Your Certificate',
  joinSession: 'JOIN {video} SESSION',
  startModule: 'START MODULE',
  openModule: 'OPEN MODULE',
  addToCalendar: 'Add to {calendar} Calendar',
  downloadIcs: 'Download ICS Event',

  // §2.5 / §4.2 registration
  registrationHeader: '{type} Registration',
  applicationHeader: '{type} Application',
  waitlistNotice: 'This event is currently full. But you can still signup for the waitlist using this form.',
  saving:
    'Saving... This make take a couple of minutes, especially if you are registering for multiple classes.', // (sic)
  registrationNoTicket: 'There was an issue, feel free to try again.',
  registrationFailed: 'There was an error. Registration was not completed',
  formCompleted: 'Form was successfuly completed', // (sic)
  guestAlreadyMember:
    'Form was successfully completed. You can also login to {brand} to avoid entering your information each time you register.',
  guestNewMember:
    'Form was successfully completed. You can now create a free teacher account which will let you view and edit your registrations.',
  emailTooltip: 'If left blank, then your teacher account email will be used to send you event updates.',
  acknowledgePrompt: 'Do you agree that you will intend to prioritize your completion of this course?',
  acknowledgeOption: 'I acknowledge',
  notMyFirstPd: ' N/A not my first {brand} Online PD', // §3.5: the leading space is part of the value

  // §2.6 / §2.7 / §4.3 survey
  surveyLookupIntro:
    'To complete the survey, you can enter your email address (the one you used to sign up for the event) below.',
  surveyLookupLabel: 'What email address did you use to sign up for the event?',
  continue: 'Continue',
  surveyThanks: 'Thank you for attending our {type}: "{title}". We want to hear your feedback!',
  surveyCertificateNote: 'Your PD Certificate will be sent after you fill out this survey.',
  submitSurvey: 'Submit Survey',
  surveyLookupFailed:
    'Email was not found. Feel free to try again. To find your registration, you will need to use the email address you used to sign up for the event.',
  surveyNoTicket: 'Registration ticket was not found',
  surveyNoEvent: 'Event was not found',
  surveyAlreadyDone: 'A survey has already been submitted for this event',
  surveySubmitFailed: 'There was an error. Survey was not submitted',
  surveyCompleted: 'Survey was successfully completed',

  // §2.8 / §5.3 / §5.4 profile
  logOut: 'Log Out',
  yourProfile: 'Your Profile',
  changePassword: '(change password)',
  editProfile: 'Edit Profile',
  getSwag: 'Get Swag',
  editAddress: 'Edit Address',
  saveAddress: 'Save Address',
  cancel: 'Cancel',
  updateAccount: 'Update Account',
  saveAccount: 'Save Account',
  passwordEmpty: 'You need enter a password if you want to change it',
  passwordRetype: 'Will you please retype your password?',
  passwordMismatch: 'Passwords do not match.',
  passwordUpdated: 'Your password has been updated',
  updateFailed: 'User Account was not updated. You can reload this page and try again.',
  updateFailedShort: 'There was an error, feel free to try again.',

  // §6 account types
  accountType2: 'Verified Teacher Account',
  accountType5: 'Pending Teacher Account',
  accountType5Text: 'Please allow up to 24 hours for your account to be processed.',
  accountType6: 'Pending Teacher Account - Action Required',
  accountType7: 'Limited Access Account',
  // §6 gives the content of the type 6 and 7 texts, not their words; {email}: the teacher-accounts address
  accountType6Text:
    'Please e-mail {email} with proof that you are an educator, for example a selfie with your school badge, a screenshot of your grade book or a link to your school staff directory. We need this proof so that students cannot get our answer keys and assessments.',
  accountType7Text:
    'Please e-mail {email} with your account email, your school or organization, and proof of your employment there.',

  // §2.9 / §5.5 refer
  referAtLeast: 'You must refer at least {n} {teachers}',
  referDuplicate: '{email} is listed more than once. Please list each email address only once.',
  referFailed: 'There was an error, feel free to try again',
  referDefaultsFailed: 'There was an error, feel free to try again!',

  // §2.10 search
  searchFailed: 'There was an error, feel free to refresh and try again',

  // §2.11 / §8 login and sign-up
  schoolLookupFailed: 'There was an error, feel free to try again',
  loginFailed: 'There was an error, feel free to try again.',
  userNotFound: 'User not found',
  forgotFailed: 'User / email was not found in our system, feel free to try again.',
  forgotFailedVariant: 'User / email not found in our system, feel free to try again.',
  resetFailed: 'Password was not reset, feel free to try again.',
  signUpFailed: 'User Account was not created. You can reload this page and try again.',
  signUpThanks: 'Thank you for signing up! Feel free to browse our website',

  // §5.8 subscriptions
  newsletterNoEmail: 'Your must enter an email address to subscribe', // (sic)
} as const

export type MessageKey = keyof typeof messages

/** Fills `{name}` placeholders. Unknown placeholders stay visible so a missing value is noticed. */
export function format(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

const pluralRules = new Intl.PluralRules('en-US')

/** "credit" or "credits" for n, by the language's plural rules. */
export function plural(n: number, one: string, other: string): string {
  return pluralRules.select(n) === 'one' ? one : other
}
