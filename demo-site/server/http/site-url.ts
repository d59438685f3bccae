import type { Context } from 'hono'
import type { ServerContext } from '../server-context'

/** Makes a site path absolute: e-mails are read outside the site, where a relative link goes nowhere. */
export type SiteUrl = (path: string) => string

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/**
 * The origin e-mail links take without `siteOrigin`: the request's, only when it names this
 * machine. The Host header is the caller's to write: taken as it came, a forgot/ call with
 * `Host: evil.example` had the reset link, key and all, sent to the account's owner pointing there.
 */
function requestOrigin(c: Context): string {
  const url = new URL(c.req.url)
  if (LOOPBACK_HOST.test(url.hostname)) return url.origin
  return `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`
}

/** Absolute links on the site's own origin: `siteOrigin` from config, else this machine's (above). */
export function siteUrl(c: Context, ctx: ServerContext): SiteUrl {
  const origin = ctx.config.siteOrigin ?? requestOrigin(c)
  return (path) => new URL(path, origin).href
}
