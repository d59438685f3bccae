import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import demoConfig from '../../../demo-site/site-config.json'
import { accountContent } from '../../../shared/config/account-content'
import type { SiteConfig } from '../../../shared/config/site-config'
import { SiteConfigSchema } from '../../../shared/config/site-config'
import { readSiteConfig, siteConfigDefaults } from '../../../shared/config/site-config-defaults'

/** What the valibot schema, the reference, makes of a raw config, in readSiteConfig's terms. */
function bySchema(raw: unknown) {
  const result = v.safeParse(SiteConfigSchema, raw)
  if (result.success) return { config: result.output }
  return { problem: result.issues[0].path?.map((item) => String(item.key)).join('.') || '(root)' }
}

/** The browser's reading, with the account's content filled in as its screens do. */
function byHand(raw: unknown) {
  const result = readSiteConfig(raw)
  const [problem] = result.problems
  return problem ? { problem: problem.path } : { config: withContent(result.config) }
}

const withContent = (config: SiteConfig) => ({ ...config, ...accountContent(config) })

const schemaDefaults = v.parse(SiteConfigSchema, {})

/** Every leaf of the defaults, as a dotted path and its value. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[path, value]]
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key))
}

function withValue(path: string, value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  const keys = path.split('.')
  let node = root
  keys.slice(0, -1).forEach((key, index) => {
    node[key] = /^\d+$/.test(keys[index + 1] as string) ? [] : {}
    node = node[key] as Record<string, unknown>
  })
  node[keys.at(-1) as string] = value
  return root
}

describe('the hand-written site config check against the valibot schema', () => {
  it('has the same defaults', () => {
    expect(withContent(siteConfigDefaults)).toEqual(schemaDefaults)
  })

  it("leaves the account's content out of the config every page carries unless the site gives it", () => {
    expect(siteConfigDefaults).not.toHaveProperty('quickLinks')
    expect(siteConfigDefaults).not.toHaveProperty('staffPicks')
    expect(siteConfigDefaults.toolkit).toEqual({})
    const links = [{ label: 'Help', href: '/help/' }]
    const read = readSiteConfig({ quickLinks: links, toolkit: { title: 'Kit' } })
    expect('config' in read && read.config.quickLinks).toEqual(links)
    expect('config' in read && accountContent(read.config).toolkit.title).toBe('Kit')
    expect('config' in read && accountContent(read.config).toolkit.links).toEqual(
      schemaDefaults.toolkit.links,
    )
  })

  it('reads the demo site config and a full override the same way', () => {
    expect(byHand(demoConfig)).toEqual(bySchema(demoConfig))
    const full = { ...schemaDefaults, brand: 'Money Class', siteOrigin: 'https://example.org' }
    expect(byHand(full)).toEqual(bySchema(full))
  })

  it('refuses a wrong type in every field, naming the same field', () => {
    for (const [path, value] of leaves(schemaDefaults)) {
      const wrong = typeof value === 'string' ? 42 : 'text'
      const raw = withValue(path.replace(/\.\d+(\.|$)/, '.0$1'), wrong)
      expect([path, byHand(raw)]).toEqual([path, bySchema(raw)])
    }
  })

  it.each([
    ['empty brand', { brand: '' }],
    ['slug with capitals', { brandSlug: 'FinLit' }],
    ['module path with a slash', { moduleService: { pathSegment: 'a/b' } }],
    ['unknown search provider', { search: { provider: 'bing' } }],
    ['scopes without every list', { search: { scopes: { blog: [] } } }],
    ['referral count 0', { referral: { requiredCount: 0 } }],
    ['referral count 4', { referral: { requiredCount: 4 } }],
    ['referral count 1.5', { referral: { requiredCount: 1.5 } }],
    ['negative alert duration', { alertDurationMs: -1 }],
    ['origin with a path', { siteOrigin: 'https://example.org/x' }],
    ['origin that is no URL', { siteOrigin: 'example.org' }],
    ['origin as a number', { siteOrigin: 5 }],
    ['unknown account navigation', { accountNavigation: 'sidebar' }],
    ['dark theme as text', { darkTheme: 'no' }],
    ['locale that is no language tag', { locale: 'Spanish please' }],
    ['locale as a number', { locale: 7 }],
    ['link without href', { quickLinks: [{ label: 'Help' }] }],
    ['API prefix on another site', { apiPrefix: 'https://api.example.org' }],
    ['API prefix with a double slash', { apiPrefix: '//api.example.org' }],
    ['API prefix with a backslash', { apiPrefix: '/\\api.example.org' }],
    ['API prefix without its slash', { apiPrefix: 'api' }],
    ['API prefix ending in a slash', { apiPrefix: '/api/' }],
    ['null field', { brand: null }],
    ['not an object', 'FinLit'],
  ])('agrees on %s', (_name, raw) => {
    const schema = bySchema(raw)
    expect('problem' in schema).toBe(true)
    expect(byHand(raw)).toEqual(schema)
  })

  it.each([
    ['origin', { siteOrigin: 'http://localhost:8080' }],
    ['referral count 3', { referral: { requiredCount: 3 } }],
    ['API prefix', { apiPrefix: '/api-proxy/v1' }],
    [
      'the left menu, no dark theme, Spanish',
      { accountNavigation: 'menu', darkTheme: false, locale: 'es-MX' },
    ],
    ['unknown fields, dropped', { brand: 'X', extra: 1, emails: { support: 'a@b.org', other: 'x' } }],
    ['a list for an object, as valibot reads it', { emails: [] }],
    ['empty lists', { quickLinks: [], staffPicks: [], toolkit: { links: [] } }],
    ['links with more fields', { quickLinks: [{ label: 'A', href: '/a', target: '_blank' }] }],
    [
      'all scopes',
      { search: { scopes: { blog: [], resources: [], community: [], 'teacher-pd': [], advocacy: [] } } },
    ],
  ])('agrees on a good config: %s', (_name, raw) => {
    const schema = bySchema(raw)
    expect('config' in schema).toBe(true)
    expect(byHand(raw)).toEqual(schema)
  })
})
