// The event calls and the account's links, in one chunk (build.mjs, scripts/chunk-groups.mjs): the
// account, event registration and the two survey widgets load both, and esbuild wrote them as two
// files because the events list needs the calls and not the links. One request fewer on those
// pages, for 0.5 KiB that the events list now loads too. The forms' drafts in the tab go with them:
// event registration and the survey keep one, and alone they were a chunk of their own.
// tests/architecture/core-chunk.test.ts checks that the list names every export.
import {
  academyDashboardLink,
  accountHash,
  accountLink,
  guestSurveyLink,
  needsLogin,
  parseAccountHash,
  readAccountHash,
  stateNames,
  surveyViewLink,
  ticketDetailLink,
} from '../domain/account-links'
import { sessionDraft } from '../ui/session-draft'
import {
  cancelEvent,
  checkIfRegistered,
  confirmEvent,
  findSurveyTicket,
  getEvent,
  getIcsForEvent,
  getSurveyQuestions,
  getTicket,
  listEvents,
  RegistrationFormSchema,
  register,
  startModule,
  submitSurvey,
  userEvents,
} from './events'

export const group = [
  academyDashboardLink,
  accountHash,
  accountLink,
  guestSurveyLink,
  needsLogin,
  parseAccountHash,
  readAccountHash,
  stateNames,
  surveyViewLink,
  ticketDetailLink,
  cancelEvent,
  checkIfRegistered,
  confirmEvent,
  findSurveyTicket,
  getEvent,
  getIcsForEvent,
  getSurveyQuestions,
  getTicket,
  listEvents,
  RegistrationFormSchema,
  register,
  startModule,
  submitSurvey,
  userEvents,
  sessionDraft,
]
