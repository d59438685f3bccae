// Small modules of the signed-in pages: the event types, the transcript links, the safe link and
// the account, log-in and profile texts, under 600 bytes each. Apart, the account page and event
// registration fetched each as a file of its own (over HTTP/1.1 those files cost the academy
// 140-180 ms); in the core they put 1.1 KiB on every page, the newsletter's included; in a chunk of
// their own, some 240 B of imports and a request more on every signed-in page. So they join
// the schema engine's chunk (build.mjs), which every widget that reached one of them loads already, but for
// the log-out widget without a token; the lighter widgets load neither (README, Sizes).
// tests/architecture/core-chunk.test.ts checks that the list names every export.
import { EVENT_TYPE, isOnDemand, showsCredits, typeLabel, typeText } from './domain/event-types'
import { certificateLink, certificatePageUrl, randomToken, transcriptUrl } from './domain/transcript-link'
import {
  accountWelcome,
  navLeftAcademy,
  navLeftDashboard,
  navLeftProfile,
  navLeftRefer,
  navTopAcademy,
  navTopProfile,
  navTopRefer,
  navTopToolkit,
  titleAcademy,
  titleAnswerKeys,
  titleProfile,
  titleSurvey,
} from './messages/catalogue/account'
import {
  forgotFailed,
  forgotFailedVariant,
  loginFailed,
  resetFailed,
  schoolLookupFailed,
  signUpFailed,
  signUpThanks,
  userNotFound,
} from './messages/catalogue/login-signup'
import {
  cancel,
  changePassword,
  editAddress,
  editProfile,
  getSwag,
  logOut,
  passwordEmpty,
  passwordMismatch,
  passwordRetype,
  passwordUpdated,
  saveAccount,
  saveAddress,
  updateAccount,
  updateFailed,
  updateFailedShort,
  yourProfile,
} from './messages/catalogue/profile'
import { SafeLink } from './ui/safe-link'

export const group = [
  EVENT_TYPE,
  isOnDemand,
  showsCredits,
  typeLabel,
  typeText,
  certificateLink,
  certificatePageUrl,
  randomToken,
  transcriptUrl,
  accountWelcome,
  navLeftAcademy,
  navLeftDashboard,
  navLeftProfile,
  navLeftRefer,
  navTopAcademy,
  navTopProfile,
  navTopRefer,
  navTopToolkit,
  titleAcademy,
  titleAnswerKeys,
  titleProfile,
  titleSurvey,
  forgotFailed,
  forgotFailedVariant,
  loginFailed,
  resetFailed,
  schoolLookupFailed,
  signUpFailed,
  signUpThanks,
  userNotFound,
  cancel,
  changePassword,
  editAddress,
  editProfile,
  getSwag,
  logOut,
  passwordEmpty,
  passwordMismatch,
  passwordRetype,
  passwordUpdated,
  saveAccount,
  saveAddress,
  updateAccount,
  updateFailed,
  updateFailedShort,
  yourProfile,
  SafeLink,
]
