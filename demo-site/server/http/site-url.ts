import type { Context } from 'hono'
import type { ServerContext } from '../server-context'

/** Makes a site path absolute: e-mails are read outside the site, where a relative link goes nowhere. */
export type SiteUrl = (path: string) => string

/** Absolute links on the site's own origin: `siteOrigin` from config, else the request's origin. */
export function siteUrl(c: Context, ctx: ServerContext): SiteUrl {
  const origin = ctx.config.siteOrigin ?? new URL(c.req.url).origin
  return (path) => new URL(path, origin).href
}
