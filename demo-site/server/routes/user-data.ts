import type { Context, Hono } from 'hono'
import type * as v from 'valibot'
import * as userData from '../../../shared/contract/user-data'
import * as messages from '../../../shared/messages/messages'
import { requireUser } from '../http/auth'
import { EnvelopeError } from '../http/envelope'
import { serveCall } from '../http/serve-call'
import { siteUrl } from '../http/site-url'
import { queuedSince, queueEmail } from '../outbox'
import { resendWindowStart } from '../resend-window'
import { schoolsByZip } from '../schools'
import type { ServerContext } from '../server-context'
import { findUserById, saveExtras } from '../users'

function referralDefaults(ctx: ServerContext) {
  return {
    subject: `Free personal finance resources from ${ctx.config.brand}`,
    message: `I use ${ctx.config.brand} in my classroom: free lesson plans, activities and professional development for teaching personal finance. Sign up for a free teacher account and join me!`,
  }
}

/** §3.10 example items (the spec shows only the first 4; we return 6 so the cut is visible). */
const EXAMPLE_POSTS = [
  { cpPosts_url: '/blog/budgeting-unit-week-one/', cpPosts_name: 'A first week of budgeting' },
  { cpPosts_url: '/blog/credit-score-myths/', cpPosts_name: 'Five credit score myths students believe' },
  { cpPosts_url: '/blog/compound-interest-game/', cpPosts_name: 'The compound interest game' },
  { cpPosts_url: '/blog/paying-for-college-aid-letters/', cpPosts_name: 'Reading financial aid letters' },
  { cpPosts_url: '/blog/taxes-first-paycheck/', cpPosts_name: 'Taxes and the first paycheck' },
  { cpPosts_url: '/blog/insurance-basics/', cpPosts_name: 'Insurance basics in one class period' },
]

type ContactRequestBody = v.InferOutput<typeof userData.sendContactRequest.body>
type AddressBody = v.InferOutput<typeof userData.savePersonalAddress.body>
type ReferralBody = v.InferOutput<typeof userData.sendReferral.body>

/**
 * A send whose answer was lost is sent again by the visitor (the form keeps its words and says
 * "Try again"), so the same message from the same address within ten minutes is stored once.
 */
function saveContactRequest(ctx: ServerContext, body: ContactRequestBody): Record<string, never> {
  const form = body.contactForm
  const now = ctx.now()
  const since = resendWindowStart(now).toISOString()
  const stored = ctx.db
    .prepare(
      `SELECT 1 FROM contact_requests
       WHERE name = ? AND email = ? AND subject = ? AND message = ? AND created_at >= ?`,
    )
    .get(form.name, form.email, form.subject, form.message, since)
  if (stored) return {}
  ctx.db
    .prepare(
      'INSERT INTO contact_requests (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(form.name, form.email, form.subject, form.message, now.toISOString())
  return {}
}

function subscribe(ctx: ServerContext, list: string, email: string): Record<string, never> {
  ctx.db
    .prepare('INSERT INTO subscriptions (list, email, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .run(list, email, ctx.now().toISOString())
  return {}
}

function saveOwnAddress(c: Context, ctx: ServerContext, body: AddressBody): Record<string, never> {
  const user = requireUser(c, ctx)
  const { school_name, ...address } = body.addressForm
  saveExtras(ctx.db, user, {
    ...address,
    ...(school_name.trim() ? { school_name: school_name.trim() } : {}),
  })
  return {}
}

function sendReferralEmails(c: Context, ctx: ServerContext, body: ReferralBody) {
  const user = requireUser(c, ctx)
  const emails = body.emails.map((item) => item.email.toLowerCase())
  const duplicate = emails.find((email, index) => emails.indexOf(email) !== index)
  if (duplicate)
    throw new EnvelopeError(
      `${duplicate} is listed more than once. Please list each email address only once.`,
    )
  const sender = findUserById(ctx.db, user.id)!
  const signUp = siteUrl(c, ctx)(ctx.config.paths.signup)
  const text = `${body.message}\n\nSent by ${sender.first_name} ${sender.last_name} (${sender.email}).\n\nSign up: ${signUp}`
  // A send whose answer was lost is sent again from the form, which keeps its words: the same
  // invitation to the same colleague within ten minutes goes once, and counts once.
  const since = resendWindowStart(ctx.now())
  const toSend = emails.filter((to) => !queuedSince(ctx.db, { to, subject: body.subject, text }, since))
  if (!ctx.referralLimiter.allows(user.id, toSend.length)) throw new EnvelopeError(messages.referLimitReached)
  ctx.referralLimiter.record(user.id, toSend.length)
  for (const to of toSend) {
    // The sender's words go as they wrote them, with no link of ours made from them.
    queueEmail(ctx.db, { to, subject: body.subject, text, links: [signUp] }, ctx.now())
  }
  return { subject: body.subject, message: body.message }
}

function schoolsOfQueriedZip(c: Context) {
  const zip = (c.req.query('zip') ?? '').trim()
  if (!/^\d{5}$/.test(zip)) throw new EnvelopeError(messages.schoolZipInvalid)
  return schoolsByZip(zip)
}

function examplePostsForUser(c: Context, ctx: ServerContext) {
  requireUser(c, ctx)
  return EXAMPLE_POSTS
}

function projectsOfUser(c: Context, ctx: ServerContext) {
  const user = requireUser(c, ctx, messages.notAuthorizedProjects)
  return {
    projects: {
      budget: {
        id: 'budget',
        name: 'Classroom budget challenge',
        owner: user.uuid,
        updatedAt: ctx.now().toISOString(),
      },
      stocks: {
        id: 'stocks',
        name: 'Stock market game',
        owner: user.uuid,
        updatedAt: ctx.now().toISOString(),
      },
      savings: {
        id: 'savings',
        name: 'Savings goal tracker',
        owner: user.uuid,
        updatedAt: ctx.now().toISOString(),
      },
    },
  }
}

export function registerUserDataRoutes(app: Hono, ctx: ServerContext): void {
  serveCall(app, userData.sendContactRequest, (_c, body) => saveContactRequest(ctx, body))
  serveCall(app, userData.subscribeBlog, (_c, body) =>
    subscribe(ctx, 'blog', body.subscribeForm.subscriptions_email),
  )
  serveCall(app, userData.subscribeNewsletter, (_c, body) => subscribe(ctx, 'newsletter', body.email))
  serveCall(app, userData.savePersonalAddress, (c, body) => saveOwnAddress(c, ctx, body))
  serveCall(app, userData.getReferralDefaults, () => referralDefaults(ctx))
  serveCall(app, userData.sendReferral, (c, body) => sendReferralEmails(c, ctx, body))
  serveCall(app, userData.findSchoolsByZip, (c) => schoolsOfQueriedZip(c))
  serveCall(app, userData.getAccountExample, (c) => examplePostsForUser(c, ctx))
  serveCall(app, userData.viewProjects, (c) => projectsOfUser(c, ctx))
}
