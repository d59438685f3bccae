import * as v from 'valibot'

/**
 * The site settings that the spec leaves as placeholders ({brand}, {email}, service names, URL
 * paths). One JSON object per site; every field has a default so a page can give only what differs.
 */
const LinkSchema = v.object({ label: v.string(), href: v.string() })
const CardSchema = v.object({ title: v.string(), text: v.string(), href: v.string() })

const SearchScopesSchema = v.object({
  blog: v.array(v.string()),
  resources: v.array(v.string()),
  community: v.array(v.string()),
  'teacher-pd': v.array(v.string()),
  advocacy: v.array(v.string()),
})

export const SiteConfigSchema = v.object({
  brand: v.optional(v.pipe(v.string(), v.minLength(1)), 'FinLit'),
  brandSlug: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), 'finlit'),
  /** https://host of the public site, for absolute links in e-mails; else the request's origin. */
  siteOrigin: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\/[^/?#]+$/))),
  emails: v.optional(
    v.object({
      support: v.optional(v.string(), 'support@finlit.example.org'),
      onDemandSupport: v.optional(v.string(), 'ondemand@finlit.example.org'),
      teacherAccounts: v.optional(v.string(), 'teachers@finlit.example.org'),
    }),
    {},
  ),
  calendarService: v.optional(v.string(), 'Google'),
  videoService: v.optional(
    v.object({
      name: v.optional(v.string(), 'Zoom'),
      linkField: v.optional(v.string(), 'zoomLink'),
      hostField: v.optional(v.string(), 'zoomHost'),
    }),
    {},
  ),
  moduleService: v.optional(
    v.object({
      name: v.optional(v.string(), 'Nearpod'),
      pathSegment: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)), 'nearpod'),
    }),
    {},
  ),
  search: v.optional(
    v.object({
      provider: v.optional(v.picklist(['google', 'json']), 'json'),
      endpoint: v.optional(v.string(), '/search-api/v1'),
      key: v.optional(v.string(), ''),
      engineId: v.optional(v.string(), ''),
      searchPagePath: v.optional(v.string(), '/search/'),
      siteHost: v.optional(v.string(), ''),
      scopes: v.optional(SearchScopesSchema, {
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
      }),
    }),
    {},
  ),
  paths: v.optional(
    v.object({
      home: v.optional(v.string(), '/'),
      account: v.optional(v.string(), '/account/'),
      refer: v.optional(v.string(), '/refer/'),
      onboarding: v.optional(v.string(), '/onboarding-step1/'),
      academyInfo: v.optional(v.string(), '/{slug}-academy/'),
      virtualPd: v.optional(v.string(), '/pd/virtual-pd/'),
      certificationCourse: v.optional(v.string(), '/certification-course/'),
      publicVirtualPd: v.optional(v.string(), '/pd/virtual-pd/'),
      eventRegistration: v.optional(v.string(), '/event/'),
      surveyLookup: v.optional(v.string(), '/survey/'),
      surveyView: v.optional(v.string(), '/survey/view/'),
      survey: v.optional(v.string(), '/account/'),
      blog: v.optional(v.string(), '/blog/'),
      certificates: v.optional(v.string(), '/event-certificates/'),
      reports: v.optional(v.string(), '/reports/'),
      vpdTutorial: v.optional(v.string(), '/pd/virtual-pd/tutorial/'),
      onDemandPromo: v.optional(v.string(), '/pd/on-demand/'),
      creditsErrorForm: v.optional(v.string(), 'https://forms.example.org/credits-error'),
      retiredResources: v.optional(v.string(), 'https://sheets.example.org/retired-resources'),
      spanishEll: v.optional(v.string(), '/spanish-ell/'),
      login: v.optional(v.string(), '/login/'),
      signup: v.optional(v.string(), '/sign-up/'),
      forgotPassword: v.optional(v.string(), '/forgot-password/'),
      resetPassword: v.optional(v.string(), '/reset-password/'),
    }),
    {},
  ),
  quickLinks: v.optional(v.array(LinkSchema), [
    { label: 'Help Center', href: '/help-center/' },
    { label: 'Using {brand}', href: '/using{slug}/' },
    { label: 'Personal Finance Forms', href: '/personal-finance-forms/' },
    { label: 'Tech-Free Resources', href: '/tech-free-resources/' },
    { label: 'Spanish & ELL Directory', href: '/spanish-ell/' },
    { label: 'Retired Resources', href: 'https://sheets.example.org/retired-resources' },
  ]),
  staffPicks: v.optional(v.array(CardSchema), [
    {
      title: 'Budgeting Basics',
      text: 'A one-week unit on needs, wants and a first budget.',
      href: '/resources/budgeting-basics/',
    },
    {
      title: 'Credit Scores Explained',
      text: 'Slides and a worksheet on what moves a credit score.',
      href: '/resources/credit-scores/',
    },
    {
      title: 'Paying for College',
      text: 'An activity comparing aid offers, loans and grants.',
      href: '/resources/paying-for-college/',
    },
    {
      title: 'Investing 101',
      text: 'A simulation on compound growth and risk.',
      href: '/resources/investing-101/',
    },
  ]),
  toolkit: v.optional(
    v.object({
      title: v.optional(v.string(), 'My Teacher Toolkit'),
      links: v.optional(v.array(LinkSchema), [
        { label: 'Answer Keys', href: '#!/answer-keys' },
        { label: 'Example resources', href: '#!/my-account-example' },
      ]),
    }),
    {},
  ),
  referral: v.optional(
    v.object({
      requiredCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)), 1),
    }),
    {},
  ),
  alertDurationMs: v.optional(v.pipe(v.number(), v.minValue(0)), 1000),
  errorsStayUntilClosed: v.optional(v.boolean(), false),
  analytics: v.optional(v.boolean(), true),
  autoMount: v.optional(v.boolean(), true),
  /** The dark palette under prefers-color-scheme: dark; false for a host page that is always light. */
  darkTheme: v.optional(v.boolean(), true),
  /** §2.1 gives two account navigations: top tabs or a left menu. One is shown. */
  accountNavigation: v.optional(v.picklist(['tabs', 'menu']), 'tabs'),
  /** The widgets' language ("en", "es"); unset: the host page's `<html lang>`, else English. */
  locale: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]+)*$/))),
  /**
   * Put before every call's path: the API under another path of the page's own origin. A path only
   * (no host, no "//", no backslash, which a URL reads as a slash): the session token goes with the
   * calls and must never reach another site.
   */
  apiPrefix: v.optional(v.pipe(v.string(), v.regex(/^(\/[\w.~%-]+)*$/)), ''),
})

/** The config as the schema reads it, every default filled in (the server's). */
export type FullSiteConfig = v.InferOutput<typeof SiteConfigSchema>

/** The account's own content: its defaults come with the account screens (account-content.ts). */
export type AccountContent = Pick<FullSiteConfig, 'quickLinks' | 'staffPicks' | 'toolkit'>

/**
 * The config in the browser: as the schema reads it, but the account's content lists are unset
 * when the site gives none, and their defaults are filled in by the screens that show them, so
 * every other page does not carry them (site-config-defaults.ts).
 */
export type SiteConfig = Omit<FullSiteConfig, keyof AccountContent> & {
  quickLinks?: AccountContent['quickLinks']
  staffPicks?: AccountContent['staffPicks']
  toolkit: Partial<AccountContent['toolkit']>
}
