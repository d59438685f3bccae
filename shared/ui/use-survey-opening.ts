import { useEffect } from 'react'
import type { EventOutput } from '../contract/schemas'
import { serverNow } from '../dates/server-clock'
import { surveyOpensAt } from '../domain/event-phase'

/** setTimeout's longest wait (about 24.8 days); a moment further off is met on a later visit. */
const LONGEST_WAIT_MS = 2 ** 31 - 1
/** After the moment, by the server's clock as this page knows it, so the server agrees. */
const MARGIN_MS = 2000

/**
 * Calls `onTime` once the server's clock reaches `at` (a little after), for a page left open across
 * an event's start, end or survey opening; nothing when `at` is undefined.
 */
export function useServerTimeReached(at: Date | undefined, onTime: () => void): void {
  const time = at?.getTime()
  useEffect(() => {
    if (time === undefined) return
    const wait = time - serverNow().getTime() + MARGIN_MS
    if (wait > LONGEST_WAIT_MS) return
    const timer = setTimeout(onTime, Math.max(0, wait))
    return () => clearTimeout(timer)
  }, [time, onTime])
}

/**
 * A survey page opened before the survey opens (the session's end) calls `onOpen` then, so a
 * teacher who keeps the page open gets the form without a reload.
 */
export function useSurveyOpening(event: EventOutput, onOpen: () => void): void {
  useServerTimeReached(surveyOpensAt(event), onOpen)
}
