import { useCallback, useEffect, useState } from 'react'
import { alertError } from '../../shared/alerts/alert-store'
import { errorText } from '../../shared/api/api-error'
import type { EventOutput } from '../../shared/contract/schemas'
import * as messages from '../../shared/messages/messages'
import { fetchUpcomingEvents } from './api'
import type { EventListOptions } from './options'

export type EventListLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; events: EventOutput[] }

/** The list and a way to load it again; a failure is alerted once (§8) and offers Try again. */
export function useUpcomingEvents(options: EventListOptions): { load: EventListLoad; retry: () => void } {
  const [load, setLoad] = useState<EventListLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const { type, limit } = options
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) loads again
  useEffect(() => {
    let live = true
    setLoad({ status: 'loading' })
    fetchUpcomingEvents({ type, limit }).then(
      (events) => live && setLoad({ status: 'ready', events }),
      (error: unknown) => {
        if (!live) return
        alertError(errorText(error, messages.defaultError))
        setLoad({ status: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [type, limit, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { load, retry }
}
