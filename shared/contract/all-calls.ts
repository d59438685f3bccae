import * as events from './events'
import * as loginManager from './login-manager'
import * as userData from './user-data'

/**
 * Every data call of §7 in one list, for the tests that go through them all (the server's contract
 * and security tests, the client's fault injection). Widgets import the single calls they use.
 */
export const allCalls = [
  events.getEvent,
  events.checkIfRegistered,
  events.register,
  events.findSurveyTicket,
  events.getTicket,
  events.getSurveyQuestions,
  events.submitSurvey,
  events.userEvents,
  events.listEvents,
  events.cancelEvent,
  events.confirmEvent,
  events.startModule,
  events.getIcsForEvent,
  userData.sendContactRequest,
  userData.subscribeBlog,
  userData.subscribeNewsletter,
  userData.savePersonalAddress,
  userData.getReferralDefaults,
  userData.sendReferral,
  userData.findSchoolsByZip,
  userData.getAccountExample,
  userData.viewProjects,
  loginManager.login,
  loginManager.signUp,
  loginManager.signUpWithFile,
  loginManager.updateUser,
  loginManager.forgotPassword,
  loginManager.resetPassword,
  loginManager.logout,
] as const
