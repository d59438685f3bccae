import type { AlertType } from '../alerts/alert-store'

/**
 * Every DOM event the widgets dispatch or listen to, by name. Host pages listen on `document`
 * (bubbling events also reach the widget's element and its ancestors).
 */
export const PD_EVENTS = {
  /** An alert was shown (§2.12): on document. */
  alert: 'pd:alert',
  /** Dispatched by a host page (or a widget) to open the login modal: on document. */
  openLogin: 'pd:open-login',
  /** A registration went through (§4.2): on the registration element, bubbling. */
  registered: 'pd:registered',
  /** Just before the newsletter call (§7.3): on the newsletter element, bubbling. */
  newsletterSubscribe: 'pd:newsletter-subscribe',
  /** A camp form was submitted; the host page decides where the answers go: bubbling. */
  campFormSubmit: 'pd:camp-form-submit',
  /** The loader has mounted the page's widgets (once per page): on document. */
  ready: 'pd:ready',
  /** Someone logged in, in this tab or another one: on document. */
  login: 'pd:login',
  /** The session ended, in this tab or another one: on document. */
  logout: 'pd:logout',
} as const

/** The `detail` of each event. */
export interface PdEventDetails {
  'pd:alert': { type: AlertType; title?: string | undefined; text?: string | undefined }
  'pd:open-login': undefined
  'pd:registered': { eventId: string; ticketId: string }
  'pd:newsletter-subscribe': { email: string }
  'pd:camp-form-submit': { model: string; answers: Record<string, string> }
  /** The names of the widgets that mounted, as in data-pd-widget. */
  'pd:ready': { widgets: string[] }
  /** `fromOtherTab`: the login happened in another tab of the site and this one followed. */
  'pd:login': { fromOtherTab: boolean }
  'pd:logout': { fromOtherTab: boolean }
}

export type PdEventName = keyof PdEventDetails

/** Dispatches a typed `pd:*` event; the ones a widget's element sends bubble to the host page. */
export function dispatchPdEvent<N extends PdEventName>(
  target: EventTarget,
  name: N,
  detail: PdEventDetails[N],
  options: { bubbles?: boolean } = {},
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: options.bubbles ?? false }))
}
