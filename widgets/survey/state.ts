import { alertError, alertSuccess } from '../../shared/alerts/alert-store'
import { errorText } from '../../shared/api/api-error'
import { callApi } from '../../shared/api/client'
import { getConfig } from '../../shared/config/config'
import { getSurveyQuestions, getTicket, submitSurvey } from '../../shared/contract/events'
import type { EventOutput, SurveyQuestions } from '../../shared/contract/schemas'
import { serverNow } from '../../shared/dates/server-clock'
import { academyDashboardLink } from '../../shared/domain/account-links'
import { surveyOpen } from '../../shared/domain/event-phase'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { navigation } from '../../shared/navigation/navigation'
import { getUser } from '../../shared/session/session-store'
import type { SurveyIds } from './options'

export type SurveyAnswers = Record<string, string>

export type SurveyLoad =
  | { kind: 'ready'; event: EventOutput; survey: SurveyQuestions; ids: { id: string; ticketId: string } }
  | { kind: 'not-open'; event: EventOutput }
  | { kind: 'leaving' }
  | { kind: 'failed' }

/** Time for the alert to be read before the page changes (§9: 0.5 s). */
const LEAVE_DELAY_MS = 500

/**
 * §4.3: the academy dashboard when logged in, else the public virtual-PD page. The survey's entry
 * is replaced, so Back does not return to a survey that is done and send the person on again.
 */
async function leave(): Promise<void> {
  const loggedIn = await getUser().then(
    () => true,
    () => false,
  )
  const target = loggedIn ? academyDashboardLink(getConfig()) : getConfig().paths.publicVirtualPd
  setTimeout(() => navigation.replace(target), LEAVE_DELAY_MS)
}

function guard(message: string): SurveyLoad {
  alertError(message)
  void leave()
  return { kind: 'leaving' }
}

/**
 * §4.3 survey screen: the ticket and the questions, then the guards in order, each alerting and
 * leaving. A failed get-ticket counts as "no event id".
 */
export async function loadSurvey({ id, ticketId }: SurveyIds): Promise<SurveyLoad> {
  if (!id || !ticketId) return guard(text(messages.ticketNotFound))
  const [ticket, questions] = await Promise.allSettled([
    callApi(getTicket, { id, ticketId }),
    callApi(getSurveyQuestions, { id, ticketId }),
  ])
  if (ticket.status === 'rejected' || !ticket.value.event.id) return guard(text(messages.ticketNotFound))
  const { event } = ticket.value
  if (!event.EID) return guard(text(messages.eventNotFound))
  if (event.status === 'Attended') return guard(text(messages.surveyAlreadyDone))
  if (event.status === 'Waitlisted') return guard(text(messages.surveyWaitlisted))
  if (event.status === 'Cancelled') return guard(text(messages.surveyCancelled))
  // Before the session there is nothing to give feedback on; the server refuses the questions too.
  const refusedAsEarly =
    questions.status === 'rejected' && errorText(questions.reason, '') === messages.surveyNotOpenYet
  if (!surveyOpen(event, serverNow()) || refusedAsEarly) return { kind: 'not-open', event }
  if (questions.status === 'rejected') {
    alertError(errorText(questions.reason))
    return { kind: 'failed' }
  }
  return { kind: 'ready', event, survey: questions.value, ids: { id, ticketId } }
}

/**
 * §4.3 step 3: submit; success alerts and leaves. A survey the server finds in already (the first
 * send saved, its answer lost on the way back; another tab) meets §4.3's guard on the way out: it
 * alerts and leaves as on the way in, since sending again can never succeed. Any other failure
 * comes back as its text, for the form to tell beside its button while keeping every answer.
 */
export async function sendSurvey(
  ids: { id: string; ticketId: string },
  answers: SurveyAnswers,
): Promise<{ sent: true } | { sent: false; failure: string }> {
  try {
    await callApi(submitSurvey, { ...ids, answers })
  } catch (error) {
    const said = errorText(error)
    if (said !== messages.surveyAlreadyDone) return { sent: false, failure: said }
    guard(said)
    return { sent: true }
  }
  alertSuccess(text(messages.surveyCompleted))
  await leave()
  return { sent: true }
}
