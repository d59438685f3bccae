import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Where a demo page takes the site's shared header, as a CMS page takes its site template: one
 * copy of the navigation in pages/_partials/site-header.html instead of one per page.
 */
const SITE_HEADER_LINE = '  <!-- site-header -->\n'

/** A demo page's HTML with the shared parts filled in; what the browser and the search index see. */
export function withSharedParts(html: string, pagesDir: string): string {
  if (!html.includes(SITE_HEADER_LINE)) return html
  return html.replace(SITE_HEADER_LINE, readFileSync(join(pagesDir, '_partials', 'site-header.html'), 'utf8'))
}
