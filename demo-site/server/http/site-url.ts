import type { Context } from 'hono'

/** Absolute URLs on this site for e-mails, from the request's own origin. */
export function siteUrlOf(c: Context): (path: string) => string {
  const origin = new URL(c.req.url).origin
  return (path) => new URL(path, origin).href
}
