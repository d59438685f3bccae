import { useCallback, useEffect, useState } from 'react'
import { alertError } from '../../shared/alerts/alert-store'
import { errorText, refusedByServer } from '../../shared/api/api-error'
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

/**
 * Loads a screen's data once per `key`. A failure is alerted once (§7.1); "No User Authorization
 * header sent." sends the browser to "/" (§6), the alert with it, when `homeOnMissingAuth` is set.
 */
export function useLoad<T>(load: () => Promise<T>, key: string, homeOnMissingAuth = false): Loaded<T> {
  const [state, setState] = useState<{ data?: T; failed: boolean; refused: boolean; loading: boolean }>({
    failed: false,
    refused: false,
    loading: true,
  })
  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on key and round only
  useEffect(() => {
    let live = true
    setState((previous) => ({ ...previous, loading: true, failed: false, refused: false }))
    load().then(
      (data) => live && setState({ data, failed: false, refused: false, loading: false }),
      (error: unknown) => {
        if (!live) return
        const text = errorText(error)
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
  return { ...state, data: state.data, reload }
}
