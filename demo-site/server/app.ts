import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { SiteConfig } from '../../shared/config/site-config'
import { signUpWithFile } from '../../shared/contract/login-manager'
import { XSRF_PATH, XSRF_REFUSED_STATUS } from '../../shared/contract/xsrf'
import * as messages from '../../shared/messages/messages'
import type { Database } from './db'
import { compression } from './http/compression'
import { EmailLimiter, REFERRAL_ALLOWANCE, RESET_ALLOWANCE } from './http/email-limiter'
import { fail } from './http/envelope'
import { LoginLimiter } from './http/login-limiter'
import { answerError, routePath } from './http/serve-call'
import { checkXsrf, issueXsrfCookies, XSRF_EXPIRED_TEXT } from './http/xsrf'
import { DEFAULT_PASSWORD_COST } from './passwords'
import { registerConfirmEmail } from './routes/confirm-email'
import { registerDemoRoutes } from './routes/demo'
import { registerEventRoutes } from './routes/events'
import { registerLoginManagerRoutes } from './routes/login-manager'
import { isApiPath, registerDemoPages, registerWidgetFiles } from './routes/pages'
import { registerPrintables } from './routes/printables'
import { registerSearch } from './routes/search'
import { registerUserDataRoutes } from './routes/user-data'
import { SearchIndex } from './search-index'
import type { ServerContext } from './server-context'
import { loadSiteConfig } from './site-config-loader'

export interface AppOptions {
  db: Database
  /** Registers the /__demo/ tools and the /outbox/ page. Default true. */
  demo?: boolean
  /** Signs XSRF cookies; random per app when not given. */
  secret?: string
  /** scrypt N for new hashes; default 2**17 (tests use 2**10). */
  passwordCost?: number
  now?: () => Date
  pagesDir?: string
  distDir?: string
  /** Lifetime of a CPAUTH token; default 30 days. */
  tokenTtlMs?: number
  /** The site config; default demo-site/site-config.json. */
  config?: SiteConfig
  /** Builds the search index now instead of on the first search (the server process does). */
  indexSearchNow?: boolean
}

const JSON_BODY_LIMIT = 64 * 1024
const MULTIPART_BODY_LIMIT = 6 * 1024 * 1024
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000

/**
 * The repository root: PD_ROOT, else the working directory (npm start runs in the root), else,
 * for `node /path/to/dist/server/main.js` started from elsewhere, the repository that file is in
 * (two folders up, from the bundle as from this source file).
 */
export function repoRoot(): string {
  if (process.env.PD_ROOT) return process.env.PD_ROOT
  if (existsSync(join(process.cwd(), 'demo-site'))) return process.cwd()
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
}

function buildContext(options: AppOptions): ServerContext {
  const root = repoRoot()
  const now = options.now ?? (() => new Date())
  const pagesDir = options.pagesDir ?? join(root, 'demo-site', 'pages')
  return {
    db: options.db,
    config: options.config ?? loadSiteConfig(join(root, 'demo-site', 'site-config.json')),
    now,
    passwordCost: options.passwordCost ?? DEFAULT_PASSWORD_COST,
    secret: options.secret ?? randomBytes(32).toString('base64url'),
    tokenTtlMs: options.tokenTtlMs ?? THIRTY_DAYS_MS,
    demo: options.demo ?? true,
    pagesDir,
    distDir: options.distDir ?? join(root, 'dist'),
    loginLimiter: new LoginLimiter(now),
    referralLimiter: new EmailLimiter(now, REFERRAL_ALLOWANCE),
    resetLimiter: new EmailLimiter(now, RESET_ALLOWANCE),
    searchIndex: new SearchIndex(pagesDir),
  }
}

/** POST guards that run before any route: body size, then the XSRF check (§7.1). */
function registerPostGuards(app: Hono, ctx: ServerContext): void {
  const tooLarge = (limit: string) => (c: Parameters<typeof fail>[0]) =>
    fail(c, `The request is too large (limit ${limit}).`, 413)
  const multipartPath = routePath(signUpWithFile.path)
  app.post('*', async (c, next) => {
    const limit = c.req.path === multipartPath ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT
    const label = c.req.path === multipartPath ? '6 MiB' : '64 KiB'
    return bodyLimit({ maxSize: limit, onError: tooLarge(label) })(c, next)
  })
  app.post('*', async (c, next) => {
    // The /__demo/ tools are developer tools without a page to take the cookie from. A browser
    // names the page that sent a POST: one from another site (a form aimed at localhost) may not
    // reset a developer's database.
    if (ctx.demo && c.req.path.startsWith('/__demo/')) {
      if (fromAnotherSite(c.req.header('Origin'), c.req.url))
        return fail(c, XSRF_EXPIRED_TEXT, XSRF_REFUSED_STATUS)
      return next()
    }
    if (!checkXsrf(c, ctx.secret)) return fail(c, XSRF_EXPIRED_TEXT, XSRF_REFUSED_STATUS)
    return next()
  })
  // §7.1: a page served from a cache still gets its cookies on the first API GET.
  app.get('*', async (c, next) => {
    if (isApiPath(c.req.path)) issueXsrfCookies(c, ctx.secret)
    return next()
  })
  // The cookies come from the guard above; this answer only must never be cached, or a CDN would
  // hand one visitor's token to the next.
  app.get(XSRF_PATH, (c) => c.body(null, 204, { 'Cache-Control': 'no-store' }))
}

/**
 * The reference API server as a Hono app over a database. Importable without side effects:
 * widget tests call `app.fetch` on `openDatabase(':memory:')`.
 */
export function createApp(options: AppOptions): Hono {
  const ctx = buildContext(options)
  if (options.indexSearchNow) ctx.searchIndex.index()
  const app = new Hono()
  app.use('*', compression())
  registerPostGuards(app, ctx)
  registerEventRoutes(app, ctx)
  registerUserDataRoutes(app, ctx)
  registerLoginManagerRoutes(app, ctx)
  registerSearch(app, ctx)
  registerPrintables(app, ctx)
  registerConfirmEmail(app, ctx)
  if (ctx.demo) registerDemoRoutes(app, ctx)
  registerWidgetFiles(app, ctx)
  registerDemoPages(app, ctx)
  app.notFound((c) => fail(c, 'There is no such call.', 404))
  app.onError((error, c) => answerError(c, error, messages.defaultError))
  return app
}

/**
 * An Origin header that names another host than the request's own (absent: a tool, not a page).
 * The host alone: behind the HTTP/2 port the request's scheme may not be the page's.
 */
function fromAnotherSite(origin: string | undefined, url: string): boolean {
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== new URL(url).host
  } catch {
    return true
  }
}
