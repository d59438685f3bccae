import * as v from 'valibot'
import { isSameOrigin, safeUrl } from '../../shared/api/safe-url'

/** Only pages of this site: a data-redirect must not send a person elsewhere after login. */
const SameSiteUrlSchema = v.pipe(
  v.string(),
  v.check((url) => safeUrl(url) !== undefined && isSameOrigin(url), 'must be a page of this site'),
)

/**
 * data-mode: "form" (default, the login page) or "modal" (a header button that opens the form in
 * a dialog, and opens it on `pd:open-login`). data-trigger="none" hides that button.
 * data-redirect: a page to go to after login instead of reloading.
 */
export const LoginOptionsSchema = v.looseObject({
  mode: v.optional(v.picklist(['form', 'modal']), 'form'),
  trigger: v.optional(v.picklist(['button', 'none']), 'button'),
  redirect: v.optional(SameSiteUrlSchema),
})
