import { useEffect, useState } from 'react'
import { getConfig } from '../../shared/config/config'
import { type AccountRoute, parseAccountHash } from '../../shared/domain/account-links'

/**
 * A hash that is the page's own in-page link, not a route: `#main` from the site's "Skip to
 * content" names an element of the page and has no `#!` or `#/` before it. Read as a state, it
 * was an unknown one, and the screen turned to the dashboard.
 */
function isPageAnchor(hash: string): boolean {
  if (/^#[!/]/.test(hash) || hash.length < 2) return false
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1))) !== null
  } catch {
    return false
  }
}

/** The account route of the current hash; follows back and forward (hashchange). */
export function useHashRoute(): AccountRoute {
  const read = () => parseAccountHash(window.location.hash, getConfig().brandSlug)
  const [route, setRoute] = useState(read)
  // biome-ignore lint/correctness/useExhaustiveDependencies: read only uses the live location
  useEffect(() => {
    const onChange = () => {
      if (!isPageAnchor(window.location.hash)) setRoute(read())
    }
    window.addEventListener('hashchange', onChange)
    window.addEventListener('popstate', onChange)
    return () => {
      window.removeEventListener('hashchange', onChange)
      window.removeEventListener('popstate', onChange)
    }
  }, [])
  return route
}
