import type { SiteConfig } from './site-config'

/**
 * The site config's defaults and its check, written by hand for the browser. The valibot schema
 * (site-config.ts) stays the reference, used by the server and by the tests, which check that the
 * two agree on every default and on which configs they refuse; the browser's schema engine
 * (valibot-lite.ts) would add some 2 KiB gzip to every page before any widget could mount.
 */
export const siteConfigDefaults: SiteConfig = {
  brand: 'FinLit',
  brandSlug: 'finlit',
  emails: {
    support: 'support@finlit.example.org',
    onDemandSupport: 'ondemand@finlit.example.org',
    teacherAccounts: 'teachers@finlit.example.org',
  },
  calendarService: 'Google',
  videoService: { name: 'Zoom', linkField: 'zoomLink', hostField: 'zoomHost' },
  moduleService: { name: 'Nearpod', pathSegment: 'nearpod' },
  search: {
    provider: 'json',
    endpoint: '/search-api/v1',
    key: '',
    engineId: '',
    searchPagePath: '/search/',
    siteHost: '',
    scopes: {
      blog: ['site:{host}/blog/'],
      resources: ['-site:{host}/blog/'],
      community: [
        'site:{host}/community/',
        'site:{host}/podcasts/',
        'site:{host}/fellows/',
        'site:{host}/flash-surveys/',
        'site:{host}/newsletters/',
      ],
      'teacher-pd': [
        'site:{host}/camps/',
        'site:{host}/teacher-toolkit/',
        'site:{host}/webinars/',
        'site:{host}/pd/virtual-pd/',
        'site:{host}/plc/',
        'site:{host}/events/',
        'site:{host}/summit/',
      ],
      advocacy: ['site:{host}/school-search/', 'site:{host}/advocacy/'],
    },
  },
  paths: {
    home: '/',
    account: '/account/',
    refer: '/refer/',
    onboarding: '/onboarding-step1/',
    academyInfo: '/{slug}-academy/',
    virtualPd: '/pd/virtual-pd/',
    certificationCourse: '/certification-course/',
    publicVirtualPd: '/pd/virtual-pd/',
    eventRegistration: '/event/',
    surveyLookup: '/survey/',
    surveyView: '/survey/view/',
    survey: '/account/',
    blog: '/blog/',
    certificates: '/event-certificates/',
    reports: '/reports/',
    vpdTutorial: '/pd/virtual-pd/tutorial/',
    onDemandPromo: '/pd/on-demand/',
    creditsErrorForm: 'https://forms.example.org/credits-error',
    retiredResources: 'https://sheets.example.org/retired-resources',
    spanishEll: '/spanish-ell/',
    login: '/login/',
    signup: '/sign-up/',
    forgotPassword: '/forgot-password/',
    resetPassword: '/reset-password/',
  },
  toolkit: {},
  referral: { requiredCount: 1 },
  alertDurationMs: 1000,
  errorsStayUntilClosed: false,
  analytics: true,
  autoMount: true,
  darkTheme: true,
  accountNavigation: 'tabs',
  apiPrefix: '',
}

/** What is wrong with a config: the dotted path of the first bad field and why. */
export type ConfigProblem = { path: string; message: string }

class BadField extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message)
  }
}

const SLUG = /^[a-z0-9-]+$/

/** The schema's rules beyond a field's type (site-config.ts), by path. */
const fieldRules: Record<string, (value: never) => string | undefined> = {
  brand: (value: string) => (value.length < 1 ? 'must not be empty' : undefined),
  brandSlug: (value: string) => (SLUG.test(value) ? undefined : 'must be lower-case letters, digits and -'),
  'moduleService.pathSegment': (value: string) =>
    SLUG.test(value) ? undefined : 'must be lower-case letters, digits and -',
  'search.provider': (value: string) =>
    value === 'google' || value === 'json' ? undefined : 'must be "google" or "json"',
  'referral.requiredCount': (value: number) =>
    Number.isInteger(value) && value >= 1 && value <= 3 ? undefined : 'must be a whole number from 1 to 3',
  alertDurationMs: (value: number) => (value >= 0 ? undefined : 'must not be negative'),
  apiPrefix: (value: string) =>
    /^(\/[\w.~%-]+)*$/.test(value) ? undefined : 'must be a path of this site, like "/api"',
  accountNavigation: (value: string) =>
    value === 'tabs' || value === 'menu' ? undefined : 'must be "tabs" or "menu"',
}

/**
 * The account's content fields, read only when a site gives them: their defaults come with the
 * account screens (account-content.ts), so the other pages do not carry them. By the path of the
 * object that holds them, the shape a given value must have.
 */
const contentShapes: Record<string, Record<string, unknown>> = {
  '': { quickLinks: [{ label: '', href: '' }], staffPicks: [{ title: '', text: '', href: '' }] },
  toolkit: { title: '', links: [{ label: '', href: '' }] },
}

/** Objects whose fields must all be given when the object is (the schema gives them no defaults). */
const wholeObjects = new Set(['search.scopes'])

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)

/** As valibot's object(): any non-null object passes for an object, an array too. */
const sameKind = (fallback: unknown, raw: unknown) =>
  kindOf(fallback) === kindOf(raw) || (kindOf(fallback) === 'object' && kindOf(raw) === 'array')

/**
 * A field read against its default. `inList`: a list item, present and with every field given,
 * as the schema's link and card items have no defaults.
 */
function readField(fallback: unknown, raw: unknown, path: string, inList = false): unknown {
  if (raw === undefined && !inList) return fallback
  if (!sameKind(fallback, raw)) throw new BadField(path, `expected ${kindOf(fallback)}, got ${kindOf(raw)}`)
  if (Array.isArray(fallback)) return readList(fallback, raw as unknown[], path)
  if (kindOf(fallback) === 'object') {
    const whole = inList || wholeObjects.has(path)
    return readObject(fallback as Record<string, unknown>, raw as Record<string, unknown>, path, whole)
  }
  const problem = fieldRules[path]?.(raw as never)
  if (problem) throw new BadField(path, problem)
  return raw
}

/** Lists hold items shaped like the default's first item. */
function readList(fallback: unknown[], raw: unknown[], path: string): unknown[] {
  return raw.map((item, index) => readField(fallback[0], item, `${path}.${index}`, true))
}

function readObject(
  fallback: Record<string, unknown>,
  raw: Record<string, unknown>,
  path: string,
  whole: boolean,
) {
  const result: Record<string, unknown> = {}
  const join = (key: string) => (path ? `${path}.${key}` : key)
  // A bad field inside a list item or a whole object spoils that item or object, which the
  // nearest plain field above then gives up for its default.
  const read = whole ? (value: () => unknown) => value() : orDefault
  for (const key of Object.keys(fallback)) {
    const field = join(key)
    result[key] = read(() => {
      if (whole && raw[key] === undefined) throw new BadField(field, 'is required')
      return readField(fallback[key], raw[key], field)
    }, fallback[key])
  }
  const content = Object.entries(contentShapes[path] ?? {}).filter(([key]) => raw[key] !== undefined)
  for (const [key, shape] of content) {
    const value = read(() => readField(shape, raw[key], join(key)), undefined)
    if (value !== undefined) result[key] = value
  }
  for (const key of Object.keys(raw)) {
    const known = key in result || key in (contentShapes[path] ?? {}) || (!path && OWN_CHECKS.includes(key))
    if (!known) unknownFields.push(join(key))
  }
  return result
}

/**
 * A field's value, or its default when it is bad: the problem is kept for the console, and the
 * config's good fields (the brand, the paths) stay the site's.
 */
function orDefault(value: () => unknown, fallback: unknown): unknown {
  try {
    return value()
  } catch (error) {
    if (!(error instanceof BadField)) throw error
    badFields.push({ path: error.path || '(root)', message: error.message })
    return fallback
  }
}

/** Top-level fields without a default, read by readSiteOrigin and readLocale. */
const OWN_CHECKS = ['siteOrigin', 'locale']
/** Fields the schema does not know, as the last read found them: a misspelt name, most often. */
let unknownFields: string[] = []
/** Fields the last read found bad and gave their defaults. */
let badFields: ConfigProblem[] = []

/** siteOrigin has no default: a bare http(s) origin when given (§7.6 e-mail links). */
function readSiteOrigin(raw: unknown): string | undefined {
  if (raw === undefined) return undefined
  if (typeof raw !== 'string') throw new BadField('siteOrigin', `expected string, got ${kindOf(raw)}`)
  if (!URL.canParse(raw) || !/^https?:\/\/[^/?#]+$/.test(raw)) {
    throw new BadField('siteOrigin', 'must be an origin such as https://example.org')
  }
  return raw
}

/** locale has no default either (unset: the page's <html lang>): a language tag when given. */
function readLocale(raw: unknown): string | undefined {
  if (raw === undefined) return undefined
  if (typeof raw !== 'string') throw new BadField('locale', `expected string, got ${kindOf(raw)}`)
  if (!/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]+)*$/.test(raw))
    throw new BadField('locale', 'must be a language tag such as "es"')
  return raw
}

/**
 * The config with every missing field set to its default, and every bad field too: `problems`
 * names them, in the order the schema meets them (so the first is valibot's first issue).
 * `unknown`: the fields it left out as no config field has their name (the schema drops them too).
 */
export function readSiteConfig(raw: unknown): {
  config: SiteConfig
  unknown: string[]
  problems: ConfigProblem[]
} {
  unknownFields = []
  badFields = []
  const given = (raw ?? {}) as { siteOrigin?: unknown; locale?: unknown }
  const config = orDefault(() => {
    // The whole config is one JSON object: a list's items would be named as fields "0", "1"…
    if (Array.isArray(raw)) throw new BadField('', 'expected object, got array')
    return readField(siteConfigDefaults, raw, '')
  }, siteConfigDefaults) as SiteConfig
  const siteOrigin = orDefault(() => readSiteOrigin(given.siteOrigin), undefined) as string | undefined
  const locale = orDefault(() => readLocale(given.locale), undefined) as string | undefined
  return {
    config: {
      ...config,
      ...(siteOrigin === undefined ? {} : { siteOrigin }),
      ...(locale === undefined ? {} : { locale }),
    },
    unknown: unknownFields,
    problems: badFields,
  }
}
