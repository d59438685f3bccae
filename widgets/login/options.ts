import { isSameOrigin, safeUrl } from '../../shared/api/safe-url'
import { WidgetOptionsError } from '../../shared/ui/widget-options-error'

export interface LoginOptions {
  mode: 'form' | 'modal'
  trigger: 'button' | 'none'
  redirect?: string
}

function oneOf<T extends string>(attribute: string, value: unknown, allowed: readonly T[]): T {
  if (value === undefined) return allowed[0] as T
  if (allowed.includes(value as T)) return value as T
  throw new WidgetOptionsError(`${attribute} must be ${allowed.map((item) => `"${item}"`).join(' or ')}`)
}

/**
 * data-mode: "form" (default, the login page) or "modal" (a header button that opens the form in
 * a dialog, and opens it on `pd:open-login`). data-trigger="none" hides that button.
 * data-redirect: a page to go to after login instead of reloading; only pages of this site, so a
 * data-redirect cannot send a person elsewhere after login.
 *
 * Checked by hand rather than with a valibot schema like other widgets' options: the modal is the
 * header's log-in button on every page, and the schema engine would add some 2 KiB gzip to each.
 */
export function parseLoginOptions(options: Record<string, unknown>): LoginOptions {
  const mode = oneOf('data-mode', options.mode, ['form', 'modal'])
  const trigger = oneOf('data-trigger', options.trigger, ['button', 'none'])
  const { redirect } = options
  if (redirect === undefined) return { mode, trigger }
  if (typeof redirect !== 'string' || safeUrl(redirect) === undefined || !isSameOrigin(redirect)) {
    throw new WidgetOptionsError('data-redirect must be a page of this site')
  }
  return { mode, trigger, redirect }
}
