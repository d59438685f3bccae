import type { Context, Hono } from 'hono'
import { academyDashboardLink } from '../../../shared/domain/account-links'
import * as messages from '../../../shared/messages/messages'
import { sitePage } from '../demo-page'
import { CONFIRM_EMAIL_PATH, claimGuestTickets } from '../guest-tickets'
import { type SafeHtml, safeHtml } from '../html'
import type { ServerContext } from '../server-context'
import { htmlResponse, WIDGET_PAGE_CSP } from './pages'

/** The page an e-mail's confirmation link opens: the guest tickets join the account (README). */
export function registerConfirmEmail(app: Hono, ctx: ServerContext): void {
  // Each answer is a page of the site, under the widget pages' policy (it runs the loader).
  const answer = (c: Context, title: string, body: SafeHtml, status: 200 | 410 = 200) =>
    htmlResponse(
      c,
      ctx,
      sitePage(`${title} | ${ctx.config.brand}`, body, ctx.pagesDir, {
        path: CONFIRM_EMAIL_PATH,
        search: '',
      }),
      status,
      WIDGET_PAGE_CSP,
    )
  app.get(CONFIRM_EMAIL_PATH, (c) => {
    const claimed = claimGuestTickets(ctx, c.req.query('key') ?? '')
    const academy = academyDashboardLink(ctx.config)
    if (claimed === 'expired') {
      const body = safeHtml`<h1>This confirmation link has expired</h1>
<p>Links are good for a week. Log in to My ${ctx.config.brand} with this address, and we will e-mail you a new one.</p>
<p><a href="${ctx.config.paths.login}">Log in</a></p>`
      return answer(c, 'Confirmation link expired', body, 410)
    }
    if (!claimed) {
      // Most often the link was followed once already, and the registrations are in the account;
      // else the account's address changed since it was sent, and nothing moved.
      const body = safeHtml`<h1>This confirmation link is not valid any more</h1>
<p>It may have been used already: then your earlier registrations are in your account.</p>
<p>If your account's e-mail address has changed since we sent it, the registrations made with the earlier address stay out of your account.</p>
<p><a href="${academy}">Go to My ${ctx.config.brand} Academy</a></p>`
      return answer(c, 'Confirmation link not valid', body, 410)
    }
    const body = safeHtml`<h1>Thank you, ${claimed.user.first_name}!</h1>
<p>${claimed.moved > 0 ? messages.ticketsJoined : messages.emailConfirmed}</p>
<p><a href="${academy}">Go to My ${ctx.config.brand} Academy</a></p>`
    return answer(c, 'Your e-mail address is confirmed', body)
  })
}
