import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { accountContentDefaults } from '../../../shared/config/account-content'
import type { SiteConfig } from '../../../shared/config/site-config'
import { withSharedParts } from '../demo-page'
import { htmlPage, safeHtml } from '../html'
import { issueXsrfCookies } from '../http/xsrf'
import type { ServerContext } from '../server-context'
import { SPANISH_ACCOUNT_CONTENT } from '../spanish-content'
import { contentTypeOf, isDirectory, readPlainFile, safeJoin } from '../static-files'

/** Paths of data calls: an unknown one answers a JSON 404, never an HTML page. */
export function isApiPath(path: string): boolean {
  return (
    path.startsWith('/aaa-content/') ||
    path.startsWith('/projects/') ||
    path.startsWith('/__demo/') ||
    path.startsWith('/search-api/')
  )
}

/**
 * The demo CMS pages run the widgets under the strict policy a careful host site would use:
 * scripts and styles from the site only, no plugins, no <base>, and Trusted Types required, so
 * any HTML the bundle writes must come through DOMPurify's policy (DESIGN "Safety rules").
 */
export const WIDGET_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types dompurify',
].join('; ')

/**
 * Pages the server renders itself (certificate, transcript, outbox) run its print script only, and
 * no other site may frame them: a transcript shows a teacher's name and e-mail.
 */
const SERVER_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"

/** Security headers of every HTML page. */
export function htmlResponse(
  c: Context,
  ctx: ServerContext,
  html: string,
  status: 200 | 404 | 410 = 200,
  csp: string = SERVER_PAGE_CSP,
): Response {
  issueXsrfCookies(c, ctx.secret)
  c.header('Content-Security-Policy', csp)
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Referrer-Policy', 'same-origin')
  c.header('Cache-Control', 'no-store')
  return c.html(html, status)
}

export function notFoundPage(
  c: Context,
  ctx: ServerContext,
  message = 'The page you asked for does not exist.',
  heading = 'Page not found',
): Response {
  const body = safeHtml`<h1>${heading}</h1>\n<p>${message}</p>\n<p><a href="/">Back to the home page</a></p>`
  return htmlResponse(c, ctx, htmlPage(heading, body), 404)
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}

/**
 * Chunks are named by their content's hash (build.mjs: chunks/[name]-[hash]), so a browser may keep
 * them for good; the loader and the widget entries keep their names and are checked every time.
 */
function widgetFileCaching(relativePath: string): string {
  return /^\/?chunks\/[^/]+-[A-Z0-9]{8}\.(js|css)(\.map|\.LEGAL\.txt)?$/.test(relativePath)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache'
}

/**
 * The Spanish pages' site config: the site's own, but a guest who registers there is sent to the
 * Spanish onboarding page, and a teacher to the Spanish account page; the account's content in
 * Spanish where the site gives none of its own. A CMS gives each language section its own config
 * file the same way (README, Languages).
 */
function spanishConfig(config: SiteConfig): SiteConfig {
  // The server's config has the defaults filled in: a list equal to its default is none of the site's.
  const ownOr = <T>(value: T | undefined, englishDefault: T, spanish: T): T =>
    value === undefined || JSON.stringify(value) === JSON.stringify(englishDefault) ? spanish : value
  const english = accountContentDefaults
  const spanish = SPANISH_ACCOUNT_CONTENT
  return {
    ...config,
    quickLinks: ownOr(config.quickLinks, english.quickLinks, spanish.quickLinks),
    staffPicks: ownOr(config.staffPicks, english.staffPicks, spanish.staffPicks),
    toolkit: {
      title: ownOr(config.toolkit.title, english.toolkit.title, spanish.toolkit.title),
      links: ownOr(config.toolkit.links, english.toolkit.links, spanish.toolkit.links),
    },
    paths: {
      ...config.paths,
      home: '/es/',
      account: '/es/account/',
      onboarding: '/es/onboarding-step1/',
      eventRegistration: '/es/event/',
    },
  }
}

/**
 * What a browser may fetch from dist/: the loader, the stylesheet, the widget entries and the
 * chunks (and their maps and the licence notices their last lines point to). The server's own
 * bundle and the build's records (metafile, size report, chunk releases) stay on the machine: the
 * recipe keeps them off the public site.
 */
const PUBLIC_BUILD_FILE =
  /^(pd-widgets\.(js|css)|widgets\/[\w-]+\.js|chunks\/[\w-]+\.(js|css))(\.map|\.LEGAL\.txt)?$/

/** A validator for the no-cache files, so a revalidation costs a 304, not the whole file again. */
const etagOf = (content: Uint8Array) =>
  `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`

/**
 * The headers of a build file or site config: public code a CDN may serve to any origin (module
 * scripts from another origin are fetched with CORS), validated by its ETag.
 */
function buildFileAnswer(c: Context, content: Uint8Array, type: string, caching: string): Response {
  const etag = etagOf(content)
  const headers = {
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': caching,
    'Access-Control-Allow-Origin': '*',
    ETag: etag,
  }
  const known = c.req
    .header('If-None-Match')
    ?.split(',')
    .map((tag) => tag.trim())
  if (known?.includes(etag)) return c.body(null, 304, headers)
  return c.body(new Uint8Array(content), 200, headers)
}

const configAnswer = (c: Context, config: SiteConfig) =>
  buildFileAnswer(c, new TextEncoder().encode(JSON.stringify(config)), 'application/json', 'no-cache')

/** GET /widgets/<file>: the build output in distDir; the site configs come from the server. */
export function registerWidgetFiles(app: Hono, ctx: ServerContext): void {
  app.get('/widgets/site-config.json', (c) => configAnswer(c, ctx.config))
  app.get('/widgets/site-config-es.json', (c) => configAnswer(c, spanishConfig(ctx.config)))
  app.get('/widgets/*', async (c) => {
    const relativePath = decodePath(c.req.path.slice('/widgets/'.length)) ?? ''
    const file = PUBLIC_BUILD_FILE.test(relativePath) ? safeJoin(ctx.distDir, relativePath) : undefined
    const type = file && contentTypeOf(file)
    const content = file && type ? await readPlainFile(file) : undefined
    if (!content || !type) return c.text('Not found', 404)
    return buildFileAnswer(c, content, type, widgetFileCaching(relativePath))
  })
}

/** A stylesheet, script or image beside the demo pages (site.css), by its extension's type. */
async function assetResponse(c: Context, file: string): Promise<Response | undefined> {
  const type = contentTypeOf(file)
  if (!type || type.startsWith('text/html')) return undefined
  const content = await readPlainFile(file)
  if (!content) return undefined
  return c.body(new Uint8Array(content), 200, {
    'Content-Type': type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  })
}

/**
 * Every other GET serves demo-site/pages: `/x/y/` is pages/x/y/index.html, `/x` redirects to `/x/`
 * when that folder exists, anything else is a plain 404 page.
 */
export function registerDemoPages(app: Hono, ctx: ServerContext): void {
  app.get('*', async (c) => {
    const path = decodePath(c.req.path)
    if (isApiPath(c.req.path)) return c.json({ success: false, errorText: 'There is no such call.' }, 404)
    const folder = path === undefined ? undefined : safeJoin(ctx.pagesDir, path)
    if (!folder || !path) return notFoundPage(c, ctx)
    if (!path.endsWith('/')) return fileOrFolder(c, ctx, folder)
    const page = await readPlainFile(safeJoin(folder, '/index.html') ?? '')
    if (!page) return notFoundPage(c, ctx)
    return htmlResponse(
      c,
      ctx,
      withSharedParts(page.toString('utf8'), ctx.pagesDir, { path, search: new URL(c.req.url).search }),
      200,
      WIDGET_PAGE_CSP,
    )
  })
}

/** `/x` without its slash: the folder's page when `x` is a folder, else the file `x`. */
async function fileOrFolder(c: Context, ctx: ServerContext, path: string): Promise<Response> {
  if (await isDirectory(path)) return c.redirect(`${c.req.path}/${new URL(c.req.url).search}`, 301)
  return (await assetResponse(c, path)) ?? notFoundPage(c, ctx)
}
