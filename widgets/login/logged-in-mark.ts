import { useLayoutEffect } from 'react'

/** The attribute on <html> that tells the host page's own CSS someone is logged in. */
export const LOGGED_IN_ATTRIBUTE = 'data-pd-logged-in'

/**
 * Marks <html> while someone is logged in, so a site can hide links meant for visitors (its
 * "Sign up") with CSS alone: `html[data-pd-logged-in] .site-nav-signup { display: none }`.
 */
export function useLoggedInMark(loggedIn: boolean): void {
  // A layout effect: the mark changes with the render that shows the new state, never a frame
  // later, so the host's "Sign up" never shows beside "Hi, name" and a check of the mark after the
  // header changed is never early.
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute(LOGGED_IN_ATTRIBUTE, loggedIn)
    return () => document.documentElement.removeAttribute(LOGGED_IN_ATTRIBUTE)
  }, [loggedIn])
}
