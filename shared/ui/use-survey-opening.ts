import { useEffect } from 'react'
import type { EventOutput } from '../contract/schemas'
import { serverNow } from '../dates/server-clock'
import { surveyOpensAt } from '../domain/event-phase'

/** setTimeout's longest wait (about 24.8 days); a survey further off opens on a later visit. */
const LONGEST_WAIT_MS = 2 ** 31 - 1
/** After the opening, by the server's clock as this page knows it, so the server agrees. */
const OPENING_MARGIN_MS = 2000

/**
 * A survey page opened before the survey opens (the session's end) calls `onOpen` then,
 * so a teacher who keeps the page open gets the form without a reload.
 */
export function useSurveyOpening(event: EventOutput, onOpen: () => void): void {
  useEffect(() => {
    const opensAt = surveyOpensAt(event)
    if (!opensAt) return
    const wait = opensAt.getTime() - serverNow().getTime() + OPENING_MARGIN_MS
    if (wait > LONGEST_WAIT_MS) return
    const timer = setTimeout(onOpen, Math.max(0, wait))
    return () => clearTimeout(timer)
  }, [event, onOpen])
}
