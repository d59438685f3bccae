/**
 * Every user-facing text of the product spec, word for word. Typos the spec marks "(sic)" are
 * kept on purpose: pages and e-mails elsewhere on the site quote them. Placeholders: {brand},
 * {email}, {type}, {title}, {n} and friends are filled by `format` (./format.ts).
 *
 * One export per text, imported as a namespace (`import * as messages from`), so a page's bundle
 * carries only the texts its widgets use.
 */
// §7.1 / §8: envelope defaults
export const defaultError = 'There was an issue. Feel free to try again.'
export const missingAuth = 'No User Authorization header sent.'
export const notAuthorizedProjects = 'User is not authorized to view this resource...'
export const projectsDefault = 'Projects not found'
export const projectsRetrieved = 'Projects retrieved: {n}'
export const notLoggedIn = 'Not logged in'

// §5.10 request guards
export const guardNoDefaultError = 'No default error message provided'
export const guardNoUrl = 'No URL defined'
export const guardNoMethod = 'No method defined'
export const guardOnlyPostGet = 'Only post and get methods allowed'
export const guardNoPostData = 'No data for post object'
export const guardNoFieldId = 'Field ID not specified'
export const guardNoForm = 'No Form object'
export const guardNoUploadUrl = 'No URL specified'
export const guardNoErrorMessage = 'No error message defined'
export const uploadDefault = 'File not uploaded'
export const noFileSelected = 'No file selected.'
// Upload progress of a file a form sends (our addition: the spec gives no texts for it).
export const uploadProgressLabel = 'Uploading your file'
export const uploadProgressPercent = '{percent}% uploaded'
export const uploadCancel = 'Cancel'
export const uploadCancelled =
  'Upload cancelled. Everything you typed is still here; send the form again when you are ready.'

// The words of "N credit(s)" (§2.2) and "N teacher(s)" (§2.9), by the language's plural rules.
export const creditOne = 'credit'
export const creditOther = 'credits'
export const teacherOne = 'teacher'
export const teacherOther = 'teachers'

// §2.12 loading indicator: the spec shows a spinner; its words are ours.
export const loadingIndicator = 'Loading…'

// Controls the spec shows without words (our texts).
export const closeDialog = 'Close'
export const dismissMessage = 'Dismiss message'

// §8 cookie helper
export const cookieNoKey = 'No key passed. Cannot check cookies.'
export const cookieNotFound = "No cookie of key '{key}' found"
export const featureFailed = 'File failed to load: '

// §2.1 account root and titles
export const accountWelcome = 'Welcome to My {brand}, your personal account with the {brand} Team...'
export const titleAcademy = 'My {brand} Academy'
export const titleProfile = 'My Profile'
export const titleSurvey = 'Survey'
export const titleAnswerKeys = 'Answer Keys'
export const navLeftDashboard = 'MY DASHBOARD'
export const navLeftAcademy = 'MY {brand} ACADEMY'
export const navLeftProfile = 'MY PROFILE'
export const navLeftRefer = 'REFER TEACHERS TO {brand}'
export const navTopToolkit = 'MY TEACHER TOOLKIT'
export const navTopAcademy = 'MY ACADEMY'
export const navTopProfile = 'MY PROFILE'
export const navTopRefer = 'REFER A TEACHER'

// §2.2 dashboard
export const tabUpcoming = 'UPCOMING SESSIONS'
export const tabBlog = "TODAY'S BLOG"
export const noUpcomingSessions = 'You currently have no upcoming events!'
export const viewMoreBlogPosts = 'View more Blog Posts'
export const academyPanelTitle = 'Academy'
export const creditsToNextStatus = 'You need just {n} {credits} to reach {nextGrade} status'
export const viewAllMyEvents = 'VIEW ALL MY EVENTS'

// §2.3 academy dashboard
export const creditsSince = 'Credits earned since July 1st, 2023: {pdHours}'
export const creditsToNext = 'You need just {n} {credits} to reach {nextGrade}'
export const reportCreditsError = 'Report an error in my credits'
export const viewTranscript = 'View Transcript'
export const transcriptAll = 'View / Print Attended Events (All)'
export const transcriptCurrent = 'View / Print Attended Events (Current Year)'
export const learnMore = 'LEARN MORE'
export const tableUpcoming = 'Upcoming Events'
export const tableOnDemand = 'On-Demand PD'
export const tableAttendedCurrent = 'Attended Events (Current School Year)'
export const tableArchived = 'Archived Events (Previous School Years)'
export const noUpcomingEvents = 'No upcoming events.'
export const flaggedOnDemand = 'Please contact {email} for more details.'

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
export const surveyNoTicket = 'Registration ticket was not found'
export const surveyNoEvent = 'Event was not found'
export const surveyAlreadyDone = 'A survey has already been submitted for this event'
export const surveySubmitFailed = 'There was an error. Survey was not submitted'
export const surveyCompleted = 'Survey was successfully completed'

// §2.8 / §5.3 / §5.4 profile
export const logOut = 'Log Out'
export const yourProfile = 'Your Profile'
export const changePassword = '(change password)'
export const editProfile = 'Edit Profile'
export const getSwag = 'Get Swag'
export const editAddress = 'Edit Address'
export const saveAddress = 'Save Address'
export const cancel = 'Cancel'
export const updateAccount = 'Update Account'
export const saveAccount = 'Save Account'
export const passwordEmpty = 'You need enter a password if you want to change it'
export const passwordRetype = 'Will you please retype your password?'
export const passwordMismatch = 'Passwords do not match.'
export const passwordUpdated = 'Your password has been updated'
export const updateFailed = 'User Account was not updated. You can reload this page and try again.'
export const updateFailedShort = 'There was an error, feel free to try again.'

// §6 account types
export const accountType2 = 'Verified Teacher Account'
export const accountType5 = 'Pending Teacher Account'
export const accountType5Text = 'Please allow up to 24 hours for your account to be processed.'
export const accountType6 = 'Pending Teacher Account - Action Required'
export const accountType7 = 'Limited Access Account'
// §6 gives the content of the type 6 and 7 texts, not their words; {email}: the teacher-accounts address
export const accountType6Text =
  'Please e-mail {email} with proof that you are an educator, for example a selfie with your school badge, a screenshot of your grade book or a link to your school staff directory. We need this proof so that students cannot get our answer keys and assessments.'
export const accountType7Text =
  'Please e-mail {email} with your account email, your school or organization, and proof of your employment there.'

// §2.9 / §5.5 refer
export const referAtLeast = 'You must refer at least {n} {teachers}'
export const referDuplicate = '{email} is listed more than once. Please list each email address only once.'
export const referFailed = 'There was an error, feel free to try again'
export const referDefaultsFailed = 'There was an error, feel free to try again!'

// §2.10 search
export const searchFailed = 'There was an error, feel free to refresh and try again'

// §2.11 / §8 login and sign-up
export const schoolLookupFailed = 'There was an error, feel free to try again'
export const loginFailed = 'There was an error, feel free to try again.'
export const userNotFound = 'User not found'
export const forgotFailed = 'User / email was not found in our system, feel free to try again.'
export const forgotFailedVariant = 'User / email not found in our system, feel free to try again.'
export const resetFailed = 'Password was not reset, feel free to try again.'
export const signUpFailed = 'User Account was not created. You can reload this page and try again.'
export const signUpThanks = 'Thank you for signing up! Feel free to browse our website'

// §5.8 subscriptions
export const newsletterNoEmail = 'Your must enter an email address to subscribe' // (sic)

// Beside a form's button after a save, where the spec is silent (README: decisions)
export const accountSaved = 'Your account has been updated'
export const addressSaved = 'Your address has been saved'

// The event lifecycle, where the spec is silent (README: decisions)
export const registrationClosed = 'Registration for this event is closed.'
export const surveyNotOpenYet = 'The survey opens when the session is over.'
export const surveyNeeded = 'Survey needed'
export const completeSurvey = 'Complete the Survey'
export const surveyNeededNote =
  'This session is over. Complete the survey to earn its credits and your PD certificate.'
export const ticketsJoined = 'Your earlier registrations are now in your account.'

// The events list (our addition: upcoming events open for registration)
export const noUpcomingEventsRightNow = 'No upcoming events right now.'
export const eventFullJoinWaitlist = 'Full: join the waitlist'

// A widget whose code did not download (a network drop, or a release that removed its file)
export const widgetLoadFailed = 'This part of the page could not be loaded. Reload the page to try again.'
export const reload = 'Reload'
