import type { AccountContent, SiteConfig } from './site-config'

/**
 * The defaults of the account's content (§2.1, §2.2: quick links, staff picks, the teacher
 * toolkit), apart from the other config defaults: only the account screens that show them load
 * this, not every page. The valibot schema (site-config.ts) holds the same defaults; a test checks
 * that they agree.
 */
export const accountContentDefaults: AccountContent = {
  quickLinks: [
    { label: 'Help Center', href: '/help-center/' },
    { label: 'Using {brand}', href: '/using{slug}/' },
    { label: 'Personal Finance Forms', href: '/personal-finance-forms/' },
    { label: 'Tech-Free Resources', href: '/tech-free-resources/' },
    { label: 'Spanish & ELL Directory', href: '/spanish-ell/' },
    { label: 'Retired Resources', href: 'https://sheets.example.org/retired-resources' },
  ],
  staffPicks: [
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
  ],
  toolkit: {
    title: 'My Teacher Toolkit',
    links: [
      { label: 'Answer Keys', href: '#!/answer-keys' },
      { label: 'Example resources', href: '#!/my-account-example' },
    ],
  },
}

/** The account's content of a config: what the site gives, else the defaults. */
export function accountContent(config: SiteConfig): AccountContent {
  const defaults = accountContentDefaults
  return {
    quickLinks: config.quickLinks ?? defaults.quickLinks,
    staffPicks: config.staffPicks ?? defaults.staffPicks,
    toolkit: {
      title: config.toolkit.title ?? defaults.toolkit.title,
      links: config.toolkit.links ?? defaults.toolkit.links,
    },
  }
}
