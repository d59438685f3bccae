import { useCallback, useEffect, useRef, useState } from 'react'
import { alertError } from '../../shared/alerts/alert-store'
import { errorText, refusedByServer } from '../../shared/api/api-error'
import { serverNow } from '../../shared/dates/server-clock'
import * as messages from '../../shared/messages/messages'
import { navigation } from '../../shared/navigation/navigation'

export interface Loaded<T> {
  data: T | undefined
  failed: boolean
  /** The server answered with its own errorText (§7.1): asking again gets the same answer. */
  refused: boolean
  loading: boolean
  reload: () => void
}

/** setTimeout's longest wait (about 24.8 days); a moment further off is met on a later visit. */
const LONGEST_WAIT_MS = 2 ** 31 - 1
/** After the moment, by the server's clock as this page knows it, so the server agrees. */
const MARGIN_MS = 2000

/**
 * Loads a screen's data once per `key`. A failure is alerted once (§7.1); "No User Authorization
 * header sent." sends the browser to "/" (§6), the alert with it, when `homeOnMissingAuth` is set.
 * `refreshAt`: the moment the data goes stale (a listed session starts or ends), when the screen
 * asks again, so a page left open follows the event's life; the data stays on screen meanwhile.
 * Such a screen also asks again when its tab is shown again.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
  homeOnMissingAuth = false,
  refreshAt?: (data: T, now: Date) => Date | undefined,
): Loaded<T> {
  const [state, setState] = useState<{ data?: T; failed: boolean; refused: boolean; loading: boolean }>({
    failed: false,
    refused: false,
    loading: true,
  })
  const [round, setRound] = useState(0)
  const quietRound = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on key and round only
  useEffect(() => {
    let live = true
    // A check made because the tab was shown again leaves the screen as it is (data, or Try
    // again) until an answer changes it.
    const quiet = quietRound.current
    quietRound.current = false
    if (!quiet) setState((previous) => ({ ...previous, loading: true, failed: false, refused: false }))
    load().then(
      (data) => {
        if (!live) return
        // The same answer keeps the same object: the screen neither redraws nor moves the focus.
        if (quiet && JSON.stringify(data) === JSON.stringify(state.data)) return
        setState({ data, failed: false, refused: false, loading: false })
      },
      (error: unknown) => {
        if (!live) return
        const text = errorText(error)
        // A laptop woken before its network: the screen it showed is kept, without an alert.
        if (quiet && text !== messages.missingAuth) return
        // §8 gives the missing-auth text with its redirect: the banner carries it to "/", so the
        // teacher sees why the account closed (a session ended elsewhere, a password changed).
        alertError(text)
        if (homeOnMissingAuth && text === messages.missingAuth) {
          navigation.goHome()
          return
        }
        setState({ failed: true, refused: refusedByServer(error), loading: false })
      },
    )
    return () => {
      live = false
    }
  }, [key, round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer sets its own moment
  useEffect(() => {
    const now = serverNow()
    const at = state.data === undefined ? undefined : refreshAt?.(state.data, now)
    if (!at) return
    const wait = at.getTime() - now.getTime() + MARGIN_MS
    if (wait > LONGEST_WAIT_MS) return
    const timer = setTimeout(reload, Math.max(0, wait))
    return () => clearTimeout(timer)
  }, [state.data])
  const followsTheEvent = refreshAt !== undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload is stable
  useEffect(() => {
    if (!followsTheEvent) return
    // A tab the teacher comes back to asks again: another tab may have cancelled the ticket or
    // sent its survey meanwhile, and its Cancel or survey button would only be refused.
    const onShow = () => {
      if (document.visibilityState !== 'visible') return
      quietRound.current = true
      reload()
    }
    document.addEventListener('visibilitychange', onShow)
    return () => document.removeEventListener('visibilitychange', onShow)
  }, [followsTheEvent])
  return { ...state, data: state.data, reload }
}
