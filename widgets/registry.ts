import type { MountWidget } from '../shared/ui/mount-widget'

type WidgetModule = { mount: MountWidget }

/**
 * Every widget a page can place with `data-pd-widget="<name>"`, each a lazily imported chunk, so a
 * page downloads only the widgets it shows.
 */
export const registry: Record<string, () => Promise<WidgetModule>> = {
  alerts: () => import('./alerts/entry'),
  loading: () => import('./loading/entry'),
  account: () => import('./account/entry'),
  'event-registration': () => import('./event-registration/entry'),
  'event-list': () => import('./event-list/entry'),
  'survey-lookup': () => import('./survey-lookup/entry'),
  survey: () => import('./survey/entry'),
  search: () => import('./search/entry'),
  contact: () => import('./contact/entry'),
  'blog-subscribe': () => import('./blog-subscribe/entry'),
  newsletter: () => import('./newsletter/entry'),
  'camp-form': () => import('./camp-form/entry'),
  login: () => import('./login/entry'),
  logout: () => import('./logout/entry'),
  signup: () => import('./signup/entry'),
  'forgot-password': () => import('./forgot-password/entry'),
  'reset-password': () => import('./reset-password/entry'),
  refer: () => import('./refer/entry'),
}

export type WidgetName = keyof typeof registry
