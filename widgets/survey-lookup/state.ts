import { alertError } from '../../shared/alerts/alert-store'
import { errorText, refusedByServer } from '../../shared/api/api-error'
import { callApi } from '../../shared/api/client'
import { getConfig } from '../../shared/config/config'
import { checkIfRegistered, findSurveyTicket, getEvent } from '../../shared/contract/events'
import type { EventOutput } from '../../shared/contract/schemas'
import { serverNow } from '../../shared/dates/server-clock'
import { surveyViewLink } from '../../shared/domain/account-links'
import { surveyOpen } from '../../shared/domain/event-phase'
import { navigation } from '../../shared/navigation/navigation'
import { getUser } from '../../shared/session/session-store'
import { errorFeedback, type Feedback } from '../../shared/ui/form-feedback'

/**
 * The survey state of the account area, which guests reach too (§2.7), in place of the lookup
 * (§4.3's redirect): back on the lookup, a registered teacher would only be sent on again.
 */
export function openSurvey(eventId: string, ticketId: string): void {
  navigation.replace(surveyViewLink(getConfig(), eventId, ticketId))
}

/** `refused`: the server said no to the event (no such event): trying again would get the same. */
export type LookupLoad =
  | { kind: 'ready'; event: EventOutput }
  | { kind: 'leaving' }
  | { kind: 'failed'; refused: boolean }

/**
 * §4.3 lookup steps 1-2: the event, the user, then check-if-registered; a ticket found goes
 * straight to the survey view, a failed check shows the e-mail form. The user is asked for while
 * the event is on its way and read after it, in §4.3's order: one round trip less.
 */
export async function loadLookup(eventId: string): Promise<LookupLoad> {
  const userAnswer = getUser().catch(() => null)
  let event: EventOutput
  try {
    event = (await callApi(getEvent, { id: eventId })).event
  } catch (error) {
    alertError(errorText(error))
    return { kind: 'failed', refused: refusedByServer(error) }
  }
  // Before the session the lookup shows that the survey is not open yet, with nothing to look up.
  if (!surveyOpen(event, serverNow())) return { kind: 'ready', event }
  const user = await userAnswer
  if (!user) return { kind: 'ready', event }
  const ticketId = await callApi(checkIfRegistered, { eventID: eventId }).catch(() => undefined)
  if (!ticketId) return { kind: 'ready', event }
  openSurvey(eventId, ticketId)
  return { kind: 'leaving' }
}

/**
 * §4.3 lookup step 3: find the ticket by the e-mail used at sign-up. Resolves undefined when the
 * survey opens, else the §8 text (alerted too), which the form keeps beside its button.
 */
export async function openSurveyByEmail(eventId: string, email: string): Promise<Feedback | undefined> {
  try {
    const ticketId = await callApi(findSurveyTicket, { eventID: eventId, emailAddressUsed: email.trim() })
    openSurvey(eventId, ticketId)
    return undefined
  } catch (error) {
    const failure = errorText(error)
    alertError(failure)
    return errorFeedback(failure)
  }
}
