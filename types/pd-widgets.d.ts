/**
 * Types for host pages of pd-widgets: `window.PDWidgets`, each widget's options and every `pd:*`
 * DOM event with its detail. The build copies this file to dist/pd-widgets.d.ts; a unit test
 * (tests/types/) keeps it in step with shared/events/pd-events.ts and widgets/registry.ts.
 *
 * @example
 * /// <reference types="./pd-widgets" />  (or: import type {} from './pd-widgets')
 * const handle = await window.PDWidgets?.mount(el, 'event-registration', { eventId: '101' })
 * document.addEventListener('pd:registered', (event) => console.log(event.detail.ticketId))
 */

/** What `PDWidgets.mount` resolves with. */
export interface WidgetHandle {
  /** Unmounts the widget and frees its element for another mount. */
  unmount(): void
}

/** The models of the camp-form widget (`data-model`). */
export type CampFormModelName =
  | 'flight-info'
  | 'debate-info'
  | 'dorm-info'
  | 'student-health'
  | 'student'
  | 'guardian'

/** No options: the widget reads nothing from data-* attributes. */
export type NoOptions = Record<string, never>

/** Each widget's options, as its data-* attributes give them (`data-event-id` is `eventId`). */
export interface WidgetOptions {
  alerts: NoOptions
  loading: NoOptions
  account: NoOptions
  'event-registration': { eventId?: string }
  /** type: one of the site's event types (e.g. "VPD"); limit: "1" to "100". */
  'event-list': { type?: string; limit?: string }
  'survey-lookup': { eventId?: string }
  survey: { id?: string; ticketId?: string }
  search: NoOptions
  contact: NoOptions
  'blog-subscribe': NoOptions
  newsletter: NoOptions
  'camp-form': { model: CampFormModelName }
  login: { mode?: 'form' | 'modal'; trigger?: 'button' | 'none'; redirect?: string }
  logout: NoOptions
  signup: NoOptions
  'forgot-password': NoOptions
  'reset-password': NoOptions
  refer: NoOptions
}

export type WidgetName = keyof WidgetOptions

/** `window.PDWidgets`, the JavaScript API of the loader. */
export interface PDWidgetsApi {
  /** Mounts one widget with its options. Never rejects: problems are logged as `[pd-widgets] ...`. */
  mount<N extends WidgetName>(el: Element, name: N, options?: WidgetOptions[N]): Promise<WidgetHandle>
  /** Mounts the widget the element names in `data-pd-widget`, with its data-* options. */
  mount(el: Element): Promise<WidgetHandle>
  unmount(el: Element): void
  /** Mounts every `[data-pd-widget]` under `root` (the document by default). */
  mountAll(root?: ParentNode): Promise<void>
}

export type AlertType = 'info' | 'success' | 'error'

/** The `detail` of each `pd:*` event. */
export interface PdEventDetails {
  /** An alert was shown: on document. */
  'pd:alert': { type: AlertType; title?: string | undefined; text?: string | undefined }
  /** Dispatch it on document to open the login modal. */
  'pd:open-login': undefined
  /** A registration went through: on the registration element, bubbling. */
  'pd:registered': { eventId: string; ticketId: string }
  /** Just before the newsletter call: on the newsletter element, bubbling. */
  'pd:newsletter-subscribe': { email: string }
  /** A camp form was submitted; the host page decides where the answers go: bubbling. */
  'pd:camp-form-submit': { model: string; answers: Record<string, string> }
  /** The loader has mounted the page's widgets (once per page): on document. */
  'pd:ready': { widgets: string[] }
  /** Someone logged in, here or in another tab of the site: on document. */
  'pd:login': { fromOtherTab: boolean }
  /** The session ended, here or in another tab of the site: on document. */
  'pd:logout': { fromOtherTab: boolean }
}

export type PdEventName = keyof PdEventDetails

declare global {
  interface Window {
    PDWidgets?: PDWidgetsApi
  }

  // Every pd:* event reaches document (the bubbling ones from the widget's element).
  interface DocumentEventMap {
    'pd:alert': CustomEvent<PdEventDetails['pd:alert']>
    'pd:open-login': CustomEvent<PdEventDetails['pd:open-login']>
    'pd:registered': CustomEvent<PdEventDetails['pd:registered']>
    'pd:newsletter-subscribe': CustomEvent<PdEventDetails['pd:newsletter-subscribe']>
    'pd:camp-form-submit': CustomEvent<PdEventDetails['pd:camp-form-submit']>
    'pd:ready': CustomEvent<PdEventDetails['pd:ready']>
    'pd:login': CustomEvent<PdEventDetails['pd:login']>
    'pd:logout': CustomEvent<PdEventDetails['pd:logout']>
  }

  // The bubbling ones also reach the widget's element and its ancestors.
  interface HTMLElementEventMap {
    'pd:registered': CustomEvent<PdEventDetails['pd:registered']>
    'pd:newsletter-subscribe': CustomEvent<PdEventDetails['pd:newsletter-subscribe']>
    'pd:camp-form-submit': CustomEvent<PdEventDetails['pd:camp-form-submit']>
  }
}
