import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { escapeHtml, type SafeHtml, safeHtml } from './html'

/**
 * Where a demo page takes the site's shared parts, as a CMS page takes its site template: a line
 * `  <!-- site-header -->` (or any other name with a file in pages/_partials/) is replaced by that
 * part, so the navigation and the footers have one copy each instead of one per page.
 */
const PART_LINE = /^ {2}<!-- ([a-z][a-z0-9-]*) -->\n/gm
/** In a part: the address of the same page in the other language (README, Languages). */
const TWIN = '{{language-twin}}'
const SPANISH_ROOT = '/es/'

/** The page a request asked for: its path and query. */
export interface PageAddress {
  path: string
  search: string
}

/**
 * The same page in the other language, query kept, so a teacher switching language keeps the
 * event they were on (a half-typed registration comes back from the tab's draft): a Spanish page's
 * English twin, or an English page's Spanish one when the demo has it.
 */
function languageTwin(address: PageAddress, pagesDir: string): string | undefined {
  const { path, search } = address
  if (path.startsWith(SPANISH_ROOT)) {
    const english = path.slice(SPANISH_ROOT.length - 1)
    // "/es//evil.example/" must not become "//evil.example/", another site.
    return /^\/[^/\\]/.test(english) || english === '/' ? `${english}${search}` : '/'
  }
  const spanish = `${SPANISH_ROOT}${path.slice(1)}`
  return existsSync(join(pagesDir, spanish, 'index.html')) ? `${spanish}${search}` : undefined
}

/** A part's twin links: filled in, or the line that holds one left out when the page has no twin. */
function withTwin(part: string, twin: string | undefined): string {
  if (!part.includes(TWIN)) return part
  if (twin === undefined) return part.replace(/^.*\{\{language-twin\}\}.*\n/gm, '')
  // A function, not a string: in a replacement string "$`" and "$&" are patterns, and a query
  // holding "$`" wrote the part's own text, up to href=", into the link.
  const link = escapeHtml(twin)
  return part.replaceAll(TWIN, () => link)
}

/** A demo page's HTML with the shared parts filled in; what the browser and the search index see. */
export function withSharedParts(html: string, pagesDir: string, address?: PageAddress): string {
  const twin = address ? languageTwin(address, pagesDir) : undefined
  return html.replace(PART_LINE, (line, name: string) => {
    const file = join(pagesDir, '_partials', `${name}.html`)
    return existsSync(file) ? withTwin(readFileSync(file, 'utf8'), twin) : line
  })
}

/**
 * A page the server writes itself (the confirmation link's answer) in the site's template, as a
 * CMS would show it: the site's header with its menu and log-in, the footer, the stylesheets and
 * the alert banner, so the link of an e-mail opens on the site, not on a bare page.
 */
export function sitePage(title: string, body: SafeHtml, pagesDir: string, address: PageAddress): string {
  const page = safeHtml`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="stylesheet" href="/site.css">
  <link rel="stylesheet" href="/widgets/pd-widgets.css">
  <script type="module" src="/widgets/pd-widgets.js" data-config="/widgets/site-config.json"></script>
</head>
<body>
  <!-- site-header -->
  <main id="main">
${body}
  </main>
  <!-- site-footer -->
  <div data-pd-widget="alerts"></div>
</body>
</html>
`
  return withSharedParts(page.toString(), pagesDir, address)
}
