import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
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

function decodeEntities(text: string): string {
  return text
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
}

export function pageText(html: string): { title: string; text: string } {
  const title = decodeEntities(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? '')
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
  const text = decodeEntities(
    body
      .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  return { title, text }
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
    } else {
      parsed.words.push(term.toLowerCase())
    }
  }
  return parsed
}

function snippetOf(text: string, words: string[]): string {
  const lower = text.toLowerCase()
  const at = Math.max(
    0,
    ...words
      .map((word) => lower.indexOf(word))
      .filter((index) => index >= 0)
      .slice(0, 1),
  )
  const start = Math.max(0, at - 60)
  return `${start > 0 ? '...' : ''}${text.slice(start, start + 180).trim()}${start + 180 < text.length ? '...' : ''}`
}

function highlight(text: string, words: string[]): string {
  let html = escapeHtml(text)
  for (const word of words) {
    const escaped = escapeHtml(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    if (escaped) html = html.replace(new RegExp(`(${escaped})`, 'gi'), '<b>$1</b>')
  }
  return html
}

/** A search over the demo pages shaped like the third-party search API (§3.10, §7.5). */
export class SearchIndex {
  private cached: SearchPage[] | undefined

  constructor(private readonly pagesDir: string) {}

  /** Built on first use, so pages written after start (demo edits) are seen after a restart. */
  pages(): SearchPage[] {
    this.cached ??= findIndexFiles(this.pagesDir).map((file) => {
      const folder = relative(this.pagesDir, join(file, '..')).split(sep).filter(Boolean).join('/')
      const html = withSharedParts(readFileSync(file, 'utf8'), this.pagesDir)
      return { path: folder ? `/${folder}/` : '/', ...pageText(html) }
    })
    return this.cached
  }

  search(query: string, start: number, origin: string) {
    const parsed = parseQuery(query)
    const matches = this.pages()
      .filter(
        (page) =>
          parsed.include.length === 0 || parsed.include.some((prefix) => page.path.startsWith(prefix)),
      )
      .filter((page) => !parsed.exclude.some((prefix) => page.path.startsWith(prefix)))
      .filter((page) => {
        const haystack = `${page.title} ${page.text}`.toLowerCase()
        return parsed.words.every((word) => haystack.includes(word))
      })
      .sort((a, b) => a.path.localeCompare(b.path))
      .slice(0, SEARCH_MAX_RESULTS)
    const first = Math.max(1, Math.floor(start) || 1)
    const host = new URL(origin).host
    const items = matches.slice(first - 1, first - 1 + SEARCH_PAGE_SIZE).map((page) => {
      const snippet = snippetOf(page.text, parsed.words)
      return {
        kind: 'customsearch#result',
        title: page.title,
        htmlTitle: highlight(page.title, parsed.words),
        link: `${origin}${page.path}`,
        displayLink: host,
        snippet,
        htmlSnippet: highlight(snippet, parsed.words),
      }
    })
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
