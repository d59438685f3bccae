import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { plainText } from '../../shared/html/plain-text'
import { withSharedParts } from './demo-page'
import { escapeHtml } from './html'

export interface SearchPage {
  path: string
  title: string
  text: string
}

export const SEARCH_PAGE_SIZE = 10
/** The third-party search API never pages past 100 results. */
export const SEARCH_MAX_RESULTS = 100
/** bm25 weights of the title and body columns: a title hit outranks any number of body hits. */
const TITLE_WEIGHT = 10
const BODY_WEIGHT = 1
const SNIPPET_TOKENS = 28
const SNIPPET_CHARS = 180

/**
 * FTS5 marks matches with these private-use characters; they are turned into <b> only after the
 * text has been escaped, so a match can never cut through markup. Page text never holds them.
 */
const OPEN = '\uE000'
const CLOSE = '\uE001'
const MARKERS = /[\uE000\uE001]/g

/**
 * A page's title and its own text, each decoded once (`&amp;middot;` stays `&middot;`). Only the
 * `<main>` is read where there is one: the site's header and footer are on every page, so they
 * would match every search and open every snippet with the navigation.
 */
export function pageText(html: string): { title: string; text: string } {
  const title = plainText(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '')
  const body =
    /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ??
    /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ??
    html.replace(/<title[^>]*>[\s\S]*?<\/title>/i, '')
  const text = plainText(body.replace(/<noscript[^>]*>[\s\S]*?<\/noscript>/gi, ' '))
  return {
    title: title.replace(/\s+/g, ' ').replace(MARKERS, ''),
    text: text.replace(/\s+/g, ' ').replace(MARKERS, ''),
  }
}

function findIndexFiles(dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return findIndexFiles(full)
    return name === 'index.html' ? [full] : []
  })
}

interface ParsedQuery {
  include: string[]
  exclude: string[]
  words: string[]
}

/** `site:host/path` and `-site:host/path` match on the URL path prefix (the host is ignored). */
function parseQuery(query: string): ParsedQuery {
  const parsed: ParsedQuery = { include: [], exclude: [], words: [] }
  for (const term of query.split(/\s+/).filter(Boolean)) {
    const site = /^(-?)site:(.*)$/i.exec(term)
    if (site) {
      const target = site[2] ?? ''
      const slash = target.indexOf('/')
      const path = slash === -1 ? '/' : target.slice(slash)
      ;(site[1] ? parsed.exclude : parsed.include).push(path)
    } else if (/[\p{L}\p{N}]/u.test(term)) {
      // A term without a letter or digit has no token to match, as with the real provider.
      parsed.words.push(term)
    }
  }
  return parsed
}

/**
 * Every word must be present, each as a prefix ("budget b" finds "budget" and "b…"). Each word is
 * an FTS5 string, so quotes, NEAR, AND or a colon typed by a person are only text.
 */
function matchExpression(words: string[]): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' AND ')
}

/** Escapes marked text, then turns the markers into <b>…</b>, always balanced. */
function markedToHtml(marked: string): string {
  let open = false
  let html = ''
  for (const part of escapeHtml(marked).split(/([\uE000\uE001])/)) {
    if (part === OPEN) {
      if (!open) html += '<b>'
      open = true
    } else if (part === CLOSE) {
      if (open) html += '</b>'
      open = false
    } else {
      html += part
    }
  }
  return open ? `${html}</b>` : html
}

function leadOf(text: string): string {
  return text.length > SNIPPET_CHARS ? `${text.slice(0, SNIPPET_CHARS).trim()}...` : text
}

interface Row {
  path: string
  title: string
  htmlTitle: string
  snippet: string
}

/** A search over the demo pages shaped like the third-party search API (§3.10, §7.5), on SQLite FTS5. */
export class SearchIndex {
  private db: BetterSqlite3.Database | undefined

  constructor(private readonly pagesDir: string) {}

  /** The pages as indexed: read once, so pages written after start (demo edits) are seen after a restart. */
  pages(): SearchPage[] {
    return this.index()
      .prepare('SELECT path, title, body AS text FROM pages ORDER BY path')
      .all() as SearchPage[]
  }

  /**
   * Built on first use rather than in the constructor, so the many in-process apps of the tests
   * that never search do not read every page; main.ts calls it at start.
   */
  index(): BetterSqlite3.Database {
    if (this.db) return this.db
    const db = new BetterSqlite3(':memory:')
    db.exec(
      "CREATE VIRTUAL TABLE pages USING fts5(title, body, path UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')",
    )
    const insert = db.prepare('INSERT INTO pages (title, body, path) VALUES (?, ?, ?)')
    db.transaction(() => {
      for (const file of findIndexFiles(this.pagesDir)) {
        const folder = relative(this.pagesDir, join(file, '..')).split(sep).filter(Boolean).join('/')
        const { title, text } = pageText(withSharedParts(readFileSync(file, 'utf8'), this.pagesDir))
        insert.run(title, text, folder ? `/${folder}/` : '/')
      }
    })()
    this.db = db
    return db
  }

  private matches(parsed: ParsedQuery): Row[] {
    const where: string[] = []
    const params: string[] = []
    if (parsed.words.length > 0) {
      where.push('pages MATCH ?')
      params.push(matchExpression(parsed.words))
    }
    if (parsed.include.length > 0) {
      where.push(`(${parsed.include.map(() => 'substr(path, 1, length(?)) = ?').join(' OR ')})`)
      for (const prefix of parsed.include) params.push(prefix, prefix)
    }
    for (const prefix of parsed.exclude) {
      where.push('substr(path, 1, length(?)) <> ?')
      params.push(prefix, prefix)
    }
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''
    if (parsed.words.length === 0) {
      const rows = this.index()
        .prepare(
          `SELECT path, title, title AS htmlTitle, body AS snippet FROM pages ${filter} ORDER BY path LIMIT ?`,
        )
        .all(...params, SEARCH_MAX_RESULTS) as Row[]
      return rows.map((row) => ({ ...row, snippet: leadOf(row.snippet) }))
    }
    return this.index()
      .prepare(
        `SELECT path, title,
           highlight(pages, 0, '${OPEN}', '${CLOSE}') AS htmlTitle,
           snippet(pages, 1, '${OPEN}', '${CLOSE}', '...', ${SNIPPET_TOKENS}) AS snippet
         FROM pages ${filter}
         ORDER BY bm25(pages, ${TITLE_WEIGHT}, ${BODY_WEIGHT}), path
         LIMIT ?`,
      )
      .all(...params, SEARCH_MAX_RESULTS) as Row[]
  }

  search(query: string, start: number, origin: string) {
    const matches = this.matches(parseQuery(query))
    const first = Math.max(1, Math.floor(start) || 1)
    const host = new URL(origin).host
    const items = matches.slice(first - 1, first - 1 + SEARCH_PAGE_SIZE).map((page) => ({
      kind: 'customsearch#result',
      title: page.title,
      htmlTitle: markedToHtml(page.htmlTitle),
      link: `${origin}${page.path}`,
      displayLink: host,
      snippet: page.snippet.replace(MARKERS, ''),
      htmlSnippet: markedToHtml(page.snippet),
    }))
    const nextStart = first + SEARCH_PAGE_SIZE
    return {
      kind: 'customsearch#search',
      items,
      searchInformation: { totalResults: String(matches.length) },
      queries: {
        request: [{ searchTerms: query, startIndex: first, count: items.length }],
        ...(nextStart <= matches.length
          ? { nextPage: [{ startIndex: nextStart, count: SEARCH_PAGE_SIZE }] }
          : {}),
      },
    }
  }
}
