import { useEffect, useState } from 'react'
import { getConfig } from '../../shared/config/config'
import { type AccountRoute, parseAccountHash } from '../../shared/domain/account-links'

/** The account route of the current hash; follows back and forward (hashchange). */
export function useHashRoute(): AccountRoute {
  const read = () => parseAccountHash(window.location.hash, getConfig().brandSlug)
  const [route, setRoute] = useState(read)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read only uses the live location
  useEffect(() => {
    const onChange = () => setRoute(read())
    window.addEventListener('hashchange', onChange)
    window.addEventListener('popstate', onChange)
    return () => {
      window.removeEventListener('hashchange', onChange)
      window.removeEventListener('popstate', onChange)
    }
  }, [])
  return route
}
