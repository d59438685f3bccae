// The modules every page's widgets load, gathered into one chunk. esbuild splits code by the set
// of entry points that reach it, so these small modules came as some twenty files of 150 to 900
// bytes each, and over HTTP/1.1's six connections per host every six files cost a round trip
// (150 ms on a mobile network). build.mjs makes every entry and every lazily imported module
// re-export `core`, so all of them reach everything listed here and esbuild writes it as one
// file. Each module's every export is named here (namespace imports would need a helper that
// esbuild shares with the loader, one more request before it runs), so only small modules belong
// here: those nearly every widget needs. The small modules only the signed-in pages need join
// the schema engine's chunk instead (shared/signed-in-group.ts), which those pages load and the lighter
// widgets do not (README, Sizes). Of preact (or React)
// only what our code imports is named, so the rest is still left out.
// tests/architecture/core-chunk.test.ts checks the lists.
import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { createPortal } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { createStore } from 'zustand/vanilla'
import {
  alertError,
  alertStore,
  alertSuccess,
  carryAlerts,
  pushAlert,
  removeAlert,
  takeCarriedAlerts,
} from './alerts/alert-store'
import { ApiError, errorText, refusedByServer } from './api/api-error'
import { apiFetch, postEarly, setApiFetch, takeEarlyAnswer } from './api/early-answers'
import { lazyCall, sharedUntilFailure } from './api/lazy-call'
import { loadingStore, requestEnded, requestStarted } from './api/loading-store'
import { isSameOrigin, safeUrl } from './api/safe-url'
import { readCookie, setSiteHeaders } from './api/site-headers'
import { applyConfig, getConfig, loadConfig } from './config/config'
import { readSiteConfig, siteConfigDefaults } from './config/site-config-defaults'
import { EVENTS_BASE, GET_EVENT_PATH, LOGIN_BASE, LOGIN_PATH, USER_EVENTS_PATH } from './contract/paths'
import { XSRF_COOKIE, XSRF_EXPIRED_TEXT, XSRF_HEADER, XSRF_PATH, XSRF_REFUSED_STATUS } from './contract/xsrf'
import { noteServerDate, serverNow } from './dates/server-clock'
import { pageEventId, pageTicketId } from './domain/page-event'
import { dispatchPdEvent, PD_EVENTS } from './events/pd-events'
import { keptBy } from './kept'
import { logProblem } from './log'
import {
  closeDialog,
  creditOne,
  creditOther,
  dismissMessage,
  loadingIndicator,
  opensInNewTab,
  teacherOne,
  teacherOther,
  tryAgain,
} from './messages/catalogue/controls'
import {
  defaultError,
  missingAuth,
  notAuthorizedProjects,
  notLoggedIn,
  projectsDefault,
  projectsRetrieved,
  sessionExpired,
  tooManyLogins,
} from './messages/catalogue/envelope'
import { reload, widgetLoadFailed, widgetOptionsWrong } from './messages/catalogue/widget-load'
import { format, formatNumber, plural } from './messages/format'
import {
  currentLocale,
  DEFAULT_LOCALE,
  installCatalogue,
  resolveLocale,
  setLocale,
  translate,
} from './messages/locale'
import { text } from './messages/text'
import { navigation } from './navigation/navigation'
import { readToken, TOKEN_KEY, tokenRefused, whenTokenRefused } from './session/token'
import { nextTask } from './tasks'
import { ErrorBoundary } from './ui/error-boundary'
import { Field, withoutError } from './ui/field'
import { errorFeedback, FormFeedback, successFeedback, useFailureFeedback } from './ui/form-feedback'
import { lazyComponent } from './ui/lazy-component'
import { LoadFailedNotice, RetryNotice } from './ui/load-failed-notice'
import {
  loginRequestStore,
  openLoginModal,
  openLoginModalSaying,
  setLoginModalMounter,
  takeLoginRequests,
  useBehindLoginDialog,
} from './ui/login-request'
import { mountWidget } from './ui/mount-widget'
import { prepareWidgetRoot, themeAttribute } from './ui/theme'
import { DomIdScope, useDomId } from './ui/use-dom-id'
import { useFocusFirstInvalid } from './ui/use-focus-first-invalid'
import { focusLost, useFocusKeptWhileBusy, useFocusWhenShown } from './ui/use-focus-kept-while-busy'
import { useStore } from './ui/use-store'
import { WidgetOptionsError } from './ui/widget-options-error'

export const core = [
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  createPortal,
  createRoot,
  Fragment,
  jsx,
  jsxs,
  createStore,
  alertStore,
  pushAlert,
  removeAlert,
  carryAlerts,
  takeCarriedAlerts,
  alertError,
  alertSuccess,
  ApiError,
  errorText,
  refusedByServer,
  lazyCall,
  sharedUntilFailure,
  apiFetch,
  setApiFetch,
  postEarly,
  takeEarlyAnswer,
  isSameOrigin,
  safeUrl,
  readCookie,
  setSiteHeaders,
  EVENTS_BASE,
  LOGIN_BASE,
  LOGIN_PATH,
  USER_EVENTS_PATH,
  GET_EVENT_PATH,
  XSRF_COOKIE,
  XSRF_EXPIRED_TEXT,
  XSRF_HEADER,
  XSRF_PATH,
  XSRF_REFUSED_STATUS,
  readToken,
  TOKEN_KEY,
  tokenRefused,
  whenTokenRefused,
  nextTask,
  WidgetOptionsError,
  loadingStore,
  requestStarted,
  requestEnded,
  getConfig,
  applyConfig,
  loadConfig,
  siteConfigDefaults,
  noteServerDate,
  serverNow,
  readSiteConfig,
  PD_EVENTS,
  dispatchPdEvent,
  logProblem,
  keptBy,
  pageEventId,
  pageTicketId,
  creditOne,
  creditOther,
  teacherOne,
  teacherOther,
  loadingIndicator,
  closeDialog,
  dismissMessage,
  opensInNewTab,
  tryAgain,
  defaultError,
  missingAuth,
  notAuthorizedProjects,
  projectsDefault,
  projectsRetrieved,
  sessionExpired,
  tooManyLogins,
  notLoggedIn,
  widgetLoadFailed,
  widgetOptionsWrong,
  reload,
  format,
  plural,
  formatNumber,
  DEFAULT_LOCALE,
  currentLocale,
  translate,
  resolveLocale,
  setLocale,
  installCatalogue,
  text,
  navigation,
  ErrorBoundary,
  Field,
  withoutError,
  lazyComponent,
  LoadFailedNotice,
  RetryNotice,
  successFeedback,
  errorFeedback,
  FormFeedback,
  useFailureFeedback,
  loginRequestStore,
  setLoginModalMounter,
  openLoginModal,
  openLoginModalSaying,
  takeLoginRequests,
  useBehindLoginDialog,
  mountWidget,
  prepareWidgetRoot,
  themeAttribute,
  DomIdScope,
  useDomId,
  focusLost,
  useFocusFirstInvalid,
  useFocusKeptWhileBusy,
  useFocusWhenShown,
  useStore,
]
