import { alertError, alertSuccess } from '../../shared/alerts/alert-store'
import { pushEvent, pushEventThen } from '../../shared/analytics/data-layer'
import { errorText } from '../../shared/api/api-error'
import { callApi } from '../../shared/api/client'
import { getConfig } from '../../shared/config/config'
import { checkIfRegistered, getEvent, register } from '../../shared/contract/events'
import type { EventOutput, User } from '../../shared/contract/schemas'
import { ticketDetailLink } from '../../shared/domain/account-links'
import {
  brandEmailKey,
  commonQuestionKeys,
  questionKey,
  questionsFor,
  type RegistrationAnswers,
} from '../../shared/domain/registration-questions'
import { dispatchPdEvent, PD_EVENTS } from '../../shared/events/pd-events'
import * as messages from '../../shared/messages/messages'
import { text } from '../../shared/messages/text'
import { navigation } from '../../shared/navigation/navigation'
import { keepRegistrant } from '../../shared/session/registrant'
import { getUser } from '../../shared/session/session-store'
import { registrationDraft } from './draft'

export interface LoadedRegistration {
  event: EventOutput
  user: User | null
  /** Set when the logged-in user already holds a ticket: the screen then leaves for it. */
  existingTicketId?: string
}

/**
 * §4.2 steps 1-2: the event, then the user; a logged-in user already registered is sent to the
 * ticket detail. A failed check (not registered) changes nothing. The user and the check are
 * asked for while the event is on its way and read after it, in §4.2's order: a signed-in
 * teacher's form waits for two calls one after another (the user, then the check), not three.
 */
export async function loadRegistration(eventId: string): Promise<LoadedRegistration> {
  const eventAnswer = callApi(getEvent, { id: eventId })
  const userAnswer = getUser().catch(() => null)
  const registered = userAnswer.then((user) =>
    user ? callApi(checkIfRegistered, { eventID: eventId }).catch(() => undefined) : undefined,
  )
  const { event } = await eventAnswer
  const user = await userAnswer
  if (!user) return { event, user }
  const existingTicketId = await registered
  // In place of this page (§4.2 step 2's redirect): Back from the ticket must not land here and be sent on again.
  if (existingTicketId) navigation.replace(ticketDetailLink(getConfig(), eventId, existingTicketId))
  return existingTicketId ? { event, user, existingTicketId } : { event, user }
}

/**
 * §3.5 the registrationForm: the answers to the type's questions, question_12's default, and
 * for a logged-in user <brandSlug>Email and the e-mail answer (its field is hidden, §5.1).
 */
export function registrationForm(
  event: EventOutput,
  answers: RegistrationAnswers,
  user: User | null,
): RegistrationAnswers {
  const form: RegistrationAnswers = {}
  for (const question of questionsFor(event.type, getConfig().brand)) {
    const key = questionKey(question)
    const answer = answers[key] ?? ''
    // A choice is sent as its option's value: §5.1's VPD values keep their leading space.
    form[key] = question.input === 'select' ? answer : answer.trim()
    if (question.role === 'email' && user?.cpUsers_email) form[key] = user.cpUsers_email
  }
  if (answers.question_12 !== undefined && form.question_12 === undefined)
    form.question_12 = answers.question_12
  if (user?.cpUsers_email) form[brandEmailKey(getConfig().brandSlug)] = user.cpUsers_email
  return form
}

export type RegistrationOutcome =
  | { kind: 'leaving' }
  | { kind: 'done'; waitlisted: boolean; offerLogin: boolean }
  /** `message` was shown in the alert banner; the form shows it again beside its button. */
  | { kind: 'failed'; message: string }

interface SubmitInput {
  event: EventOutput
  answers: RegistrationAnswers
  user: User | null
  /** The widget's element: pd:registered is dispatched on it. */
  host: HTMLElement
}

function failed(message: string): RegistrationOutcome {
  alertError(message)
  return { kind: 'failed', message }
}

/** §4.2 steps 3-6: register (or join the waitlist), then alert and go where the spec says. */
export async function submitRegistration({
  event,
  answers,
  user,
  host,
}: SubmitInput): Promise<RegistrationOutcome> {
  let result: { ticketId?: string | null | undefined; alreadyMember: boolean; waitlisted: boolean }
  try {
    result = await callApi(register, {
      eventID: event.id,
      registrationForm: registrationForm(event, answers, user),
    })
  } catch (error) {
    return failed(errorText(error))
  }
  const ticketId = result.ticketId ?? undefined
  if (!ticketId) {
    if (user) alertSuccess(text(messages.formCompleted))
    return failed(text(messages.registrationNoTicket))
  }
  registrationDraft.clear(event.id)
  dispatchPdEvent(host, PD_EVENTS.registered, { eventId: event.id, ticketId }, { bubbles: true })
  const analytics = { event: 'vpd-register', eventId: event.id, eventType: event.type }
  if (user) {
    alertSuccess(text(messages.formCompleted))
    // In place of this page: back here, a registered teacher would only be sent to the ticket again.
    pushEventThen(analytics, () => navigation.replace(ticketDetailLink(getConfig(), event.id, ticketId)))
    return { kind: 'leaving' }
  }
  if (result.alreadyMember) {
    // The ticket detail needs a session, so a guest who has an account stays and is offered the login.
    pushEvent(analytics)
    alertSuccess(text(messages.guestAlreadyMember))
    // The done panel opens the login modal once it is drawn (registration-view.tsx).
    return { kind: 'done', waitlisted: result.waitlisted, offerLogin: true }
  }
  alertSuccess(text(messages.guestNewMember))
  handOverToSignUp(event, answers)
  pushEventThen(analytics, () => navigation.assign(getConfig().paths.onboarding))
  return { kind: 'leaving' }
}

/**
 * The onboarding page asks a new guest to sign up with the address they registered with: its
 * sign-up form starts with that address and name (shared/session/registrant.ts).
 */
function handOverToSignUp(event: EventOutput, answers: RegistrationAnswers): void {
  const keys = commonQuestionKeys(event.type)
  // As registered: the answers were sent trimmed.
  keepRegistrant({
    email: (answers[keys.email] ?? '').trim(),
    firstName: (answers[keys.firstName] ?? '').trim(),
    lastName: (answers[keys.lastName] ?? '').trim(),
  })
}
