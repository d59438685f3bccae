import type { MountWidget } from '../shared/ui/mount-widget'

type WidgetModule = { mount: MountWidget }

/**
 * Every widget a page can place with `data-pd-widget="<name>"`, each a lazily imported chunk, so a
 * page downloads only the widgets it shows.
 */
export const registry: Record<string, () => Promise<WidgetModule>> = {
  alerts: () => import('./alerts/entry'),
  loading: () => import('./loading/entry'),
}

export type WidgetName = keyof typeof registry
