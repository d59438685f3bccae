import { createStore } from 'zustand/vanilla'
import { dispatchPdEvent, PD_EVENTS } from '../events/pd-events'
import { currentLocale } from '../messages/locale'
import { text } from '../messages/text'

/** §3.9 */
export type AlertType = 'info' | 'success' | 'error'
export interface AlertInput {
  type?: AlertType | string
  title?: string
  text?: string
  /** The language the texts are written in, when not the page's: an alert another page carried. */
  lang?: string | undefined
}
export interface Alert {
  id: number
  type: AlertType
  title: string
  text: string
  lang?: string | undefined
}

/**
 * One alert queue for every widget on the page (§2.12), shown by the alerts widget. `banners`
 * counts the banners drawn: a form whose copy of a text waits while the banner shows it must hear
 * of a banner that mounts after the alert was queued.
 */
export const alertStore = createStore<{ alerts: Alert[]; banners: number }>()(() => ({
  alerts: [],
  banners: 0,
}))

let nextId = 1

/** An alert's title or text as the banner shows it: in the page's language, placeholders filled. */
const shown = (value: string) => (value ? text(value) : '')

/**
 * Queues an alert. §5.9: ignored unless it has a known type and either a text or a title.
 * Returns the new alert's id, or undefined when it was ignored. The same alert while one is still
 * shown is not queued twice (two calls failing for one cause, such as the early re-login and the
 * client's own): its id is answered.
 *
 * @example pushAlert({ type: 'success', text: 'Your password has been updated' })
 */
export function pushAlert(input: AlertInput): number | undefined {
  if (!isAlertType(input.type)) return undefined
  if (!input.text && !input.title) return undefined
  const [type, title, body] = [input.type, input.title ?? '', input.text ?? '']
  const shownAlready = alertStore
    .getState()
    .alerts.find((alert) => alert.type === type && alert.title === title && alert.text === body)
  if (shownAlready) return shownAlready.id
  const alert: Alert = { id: nextId++, type, title, text: body, lang: input.lang }
  alertStore.setState((state) => ({ alerts: [...state.alerts, alert] }))
  if (typeof document !== 'undefined') {
    // As the banner shows it: a §8 text in the page's language, with its placeholders filled.
    dispatchPdEvent(document, PD_EVENTS.alert, {
      type: alert.type,
      title: shown(alert.title),
      text: shown(alert.text),
    })
  }
  return alert.id
}

export function removeAlert(id: number): void {
  alertStore.setState((state) => ({ alerts: state.alerts.filter((alert) => alert.id !== id) }))
}

function isAlertType(type: unknown): type is AlertType {
  return type === 'info' || type === 'success' || type === 'error'
}

/** Shorthands used by widgets after a call. */
export const alertError = (text: string) => pushAlert({ type: 'error', text })
export const alertSuccess = (text: string) => pushAlert({ type: 'success', text })

const CARRIED_KEY = 'pd-carried-alerts'

/**
 * §4.2, §4.3 alert and then redirect: the alerts still shown go with the person to the page they
 * are sent to, in the tab's sessionStorage (written just before the page changes), and
 * takeCarriedAlerts() shows them there: on the old page they lasted the half second before it
 * left, too short to read. They go as they were shown, in the old page's language, and say which
 * it was, so a Spanish message on an English page is read with Spanish pronunciation.
 */
export function carryAlerts(): void {
  const carried = alertStore.getState().alerts.map((alert) => ({
    type: alert.type,
    title: shown(alert.title),
    text: shown(alert.text),
    lang: alert.lang ?? currentLocale(),
  }))
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried))
  } catch {
    // no storage: the alert was shown on the old page only
  }
}

/** Shows, once, the alerts the previous page carried here. */
export function takeCarriedAlerts(): void {
  try {
    const carried: AlertInput[] = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? '[]')
    sessionStorage.removeItem(CARRIED_KEY)
    for (const alert of carried) pushAlert(alert)
  } catch {
    // nothing carried that could be read
  }
}
