import { useEffect } from 'react'
import type { EventOutput } from '../contract/schemas'
import { serverNow } from '../dates/server-clock'
import { surveyOpensAt, waitUntil } from '../domain/event-phase'

/** After the opening, by the server's clock as this page knows it, so the server agrees. */
const OPENING_MARGIN_MS = 2000

/**
 * A survey page opened before the survey opens (the session's end) calls `onOpen` then,
 * so a teacher who keeps the page open gets the form without a reload.
 */
export function useSurveyOpening(event: EventOutput, onOpen: () => void): void {
  useEffect(() => {
    const opensAt = surveyOpensAt(event)
    const wait = waitUntil(opensAt && new Date(opensAt.getTime() + OPENING_MARGIN_MS), serverNow())
    if (wait === undefined) return
    const timer = setTimeout(onOpen, wait)
    return () => clearTimeout(timer)
  }, [event, onOpen])
}
