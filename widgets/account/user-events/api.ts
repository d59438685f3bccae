import { checkAnswer } from '../../../shared/api/check-answer'
import { callApi } from '../../../shared/api/client'
import { userEvents } from '../../../shared/contract/events'
import type { UserEventsOutput } from '../../../shared/contract/schemas'
import { sessionStore } from '../../../shared/session/session-store'

/** An early answer is only taken by the same session, and only while it is fresh. */
const EARLY_ANSWER_MAX_AGE_MS = 10_000
let early: { token: string | null; at: number; answer: Promise<UserEventsOutput> } | undefined

/**
 * Starts user-events/ as soon as the route is known, while the screen's chunk and the user are
 * still on their way; the screen's next load takes this answer instead of asking again.
 */
export function prefetchUserEvents(): void {
  if (early && isUsable(early)) return
  const answer = askUserEvents()
  // A failed answer is not kept: "Try again" within its ten seconds must ask again (offline, then
  // back online).
  answer.catch(() => {
    if (early?.answer === answer) early = undefined
  })
  early = { token: sessionStore.getState().token, at: Date.now(), answer }
}

/** §7.2 user-events/ with {}. */
export function loadUserEvents(): Promise<UserEventsOutput> {
  const taken = early
  early = undefined
  return taken && isUsable(taken) ? taken.answer : askUserEvents()
}

/** A teacher may hold a thousand events: their check must not hold a phone's main thread. */
function askUserEvents(): Promise<UserEventsOutput> {
  return callApi(userEvents, {}, { checkInfo: checkAnswer })
}

function isUsable(answer: NonNullable<typeof early>): boolean {
  return answer.token === sessionStore.getState().token && Date.now() - answer.at < EARLY_ANSWER_MAX_AGE_MS
}
