import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Where a demo page takes the site's shared parts, as a CMS page takes its site template: a line
 * `  <!-- site-header -->` (or any other name with a file in pages/_partials/) is replaced by that
 * part, so the navigation and the footers have one copy each instead of one per page.
 */
const PART_LINE = /^ {2}<!-- ([a-z][a-z0-9-]*) -->\n/gm

/** A demo page's HTML with the shared parts filled in; what the browser and the search index see. */
export function withSharedParts(html: string, pagesDir: string): string {
  return html.replace(PART_LINE, (line, name: string) => {
    const file = join(pagesDir, '_partials', `${name}.html`)
    return existsSync(file) ? readFileSync(file, 'utf8') : line
  })
}
