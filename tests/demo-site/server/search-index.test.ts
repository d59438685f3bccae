import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SearchIndex } from '../../../demo-site/server/search-index'

let pagesDir: string

function writeHtml(path: string, html: string): void {
  const dir = join(pagesDir, path)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), html)
}

function writePage(path: string, title: string, body: string): void {
  writeHtml(
    path,
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`,
  )
}

beforeAll(() => {
  pagesDir = mkdtempSync(join(tmpdir(), 'pd-search-index-'))
  // "Payroll" is in every body but only one title, and that page's path sorts last.
  writePage('a-first', 'Taxes', '<p>Payroll payroll payroll: withholding and payroll forms.</p>')
  writePage('b-second', 'Paychecks', '<p>Payroll deductions on a paycheck, payroll again.</p>')
  writePage('z-last', 'Payroll basics', '<p>What payroll is.</p>')
  writePage('budget', 'Budget builder', '<p>Build a budget by the book; a budget beats a bill.</p>')
  writePage('entities', 'Saving &middot; Spending', '<p>Write &amp;middot; to get a dot &middot; here.</p>')
  writeHtml(
    'with-chrome',
    '<!doctype html><html><head><title>Savings goals</title></head><body>' +
      '<header><nav><a href="/events/">Events</a> <a href="/certification-course/">Certification Course</a></nav></header>' +
      '<main><h1>Savings goals</h1><p>Students set a savings goal for the term.</p></main>' +
      '<footer>Help Center · Newsletter</footer></body></html>',
  )
  writePage(
    'hostile',
    'Hostile &lt;img src=x onerror=alert(1)&gt;',
    '<p>Hostile text &lt;script&gt;alert(1)&lt;/script&gt; and hostile <script>alert(2)</script> markup.</p>',
  )
})

afterAll(() => rmSync(pagesDir, { recursive: true, force: true }))

function search(query: string) {
  return new SearchIndex(pagesDir).search(query, 1, 'http://localhost')
}

/** The elements a fragment of result HTML makes, as a browser would parse it. */
function elementsOf(fragment: string): string[] {
  const template = document.createElement('template')
  template.innerHTML = fragment
  return [...template.content.querySelectorAll('*')].map((el) => el.tagName.toLowerCase())
}

/** True when every tag in the fragment is <b> or </b> and they nest as pairs. */
function onlyBalancedBold(fragment: string): boolean {
  let depth = 0
  for (const [tag] of fragment.matchAll(/<\/?[^>]*>/g)) {
    if (tag === '<b>') depth += 1
    else if (tag === '</b>') depth -= 1
    else return false
    if (depth < 0 || depth > 1) return false
  }
  return depth === 0
}

describe('search index on SQLite FTS5 (§7.5, §9)', () => {
  it('ranks the page whose title holds the term first', () => {
    const answer = search('payroll')
    expect(answer.searchInformation.totalResults).toBe('3')
    expect(new URL(answer.items[0]?.link ?? '').pathname).toBe('/z-last/')
    expect(answer.items[0]?.htmlTitle).toBe('<b>Payroll</b> basics')
  })

  it('highlights "budget b" with balanced <b> tags and nothing else', () => {
    const answer = search('budget b')
    expect(answer.items.length).toBeGreaterThan(0)
    for (const item of answer.items) {
      for (const html of [item.htmlTitle, item.htmlSnippet]) {
        expect(onlyBalancedBold(html), html).toBe(true)
        expect(elementsOf(html).every((tag) => tag === 'b')).toBe(true)
      }
    }
    const budget = answer.items.find((item) => item.link.endsWith('/budget/'))
    expect(budget?.htmlTitle).toBe('<b>Budget</b> <b>builder</b>')
    expect(budget?.htmlSnippet).toContain('<b>budget</b>')
  })

  it('decodes entities once: &middot; is a dot and &amp;middot; stays the text "&middot;"', () => {
    const [item] = search('spending').items
    expect(item?.title).toBe('Saving · Spending')
    expect(item?.snippet).toContain('Write &middot; to get a dot · here.')
    expect(item?.htmlSnippet).toContain('Write &amp;middot; to get a dot · here.')
  })

  it('never lets page text become markup in htmlSnippet or htmlTitle', () => {
    const [item] = search('hostile').items
    expect(item?.title).toBe('Hostile <img src=x onerror=alert(1)>')
    expect(item?.snippet).toContain('<script>alert(1)</script>')
    expect(item?.snippet).not.toContain('alert(2)')
    expect(item?.htmlSnippet).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(elementsOf(item?.htmlSnippet ?? '')).toEqual(['b', 'b'])
    expect(elementsOf(item?.htmlTitle ?? '')).toEqual(['b'])
  })

  it("reads a page's own text, not the header and footer every page shares", () => {
    expect(search('certification').searchInformation.totalResults).toBe('0')
    expect(search('newsletter').searchInformation.totalResults).toBe('0')
    const [item] = search('savings').items
    expect(item?.snippet.startsWith('Savings goals Students set a savings goal')).toBe(true)
  })

  it('treats quotes and FTS5 operators typed by a person as plain words', () => {
    expect(search('"payroll').searchInformation.totalResults).toBe('3')
    expect(search('payroll NEAR(').searchInformation.totalResults).toBe('0')
  })
})
