import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type Alert, alertStore, removeAlert } from '../../../shared/alerts/alert-store'
import { getConfig } from '../../../shared/config/config'
import { currentLocale } from '../../../shared/messages/locale'
import * as messages from '../../../shared/messages/messages'
import { text } from '../../../shared/messages/text'
import { useStore } from '../../../shared/ui/use-store'

/**
 * §2.12, §4.7: alerts appended at the bottom, each removed after the configured time (1 s by
 * default). Both live regions exist before any message, so screen readers announce the first one:
 * info and success politely (role=status), errors at once (role=alert).
 */
export function AlertBanner({ host }: { host?: Element }) {
  const stored = useStore(alertStore, (state) => state.alerts)
  const [paused, setPaused] = useState(false)
  const banner = useRef<HTMLDivElement>(null)
  const cameFrom = useCameFrom(banner)
  // In the commit that draws it: a form that showed its own copy of an alert (no banner yet) lets
  // it go before the page is painted with both.
  useLayoutEffect(() => bannerDrawn(), [])
  // A page with two banner tags shows, and a screen reader hears, each alert once: in the first
  // banner on the page (another takes over if that one's element is removed).
  const first = document.querySelector('[data-pd-widget="alerts"][data-pd-mounted="true"]')
  const alerts = !host || !first || first === host ? stored : []
  const polite = alerts.filter((alert) => alert.type !== 'error')

  /**
   * The Dismiss button goes with its message, and the browser would drop its focus to the page's
   * body: the focus moves to the next message's Dismiss, or back where the person came from.
   */
  function dismiss(id: number, button: HTMLElement) {
    if (button === document.activeElement) {
      const others = [...(banner.current?.querySelectorAll<HTMLElement>('.pd-alert-close') ?? [])]
      const next = others.find((other) => other !== button)
      ;(next ?? (cameFrom.current?.isConnected ? cameFrom.current : undefined))?.focus()
    }
    removeAlert(id)
  }

  const urgent = alerts.filter((alert) => alert.type === 'error')
  useFocusKeptClear(banner, alerts.length > 0)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timers
    <div
      ref={banner}
      className="pd-alerts"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div role="status" aria-live="polite" className="pd-alerts-region">
        {polite.map((alert) => (
          <AlertMessage key={alert.id} alert={alert} paused={paused} onDismiss={dismiss} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="pd-alerts-region">
        {urgent.map((alert) => (
          <AlertMessage key={alert.id} alert={alert} paused={paused} onDismiss={dismiss} />
        ))}
      </div>
    </div>
  )
}

/** Room kept between a field brought out from under the banner and the banner's top edge. */
const CLEARANCE_PX = 8

/**
 * WCAG 2.4.11: the banner is fixed at the foot of the screen, which is where the browser scrolls a
 * field the keyboard reaches. While it shows messages (an error a site keeps until closed, a
 * longer duration), a field the focus reaches under it is scrolled up above it.
 */
function useFocusKeptClear(banner: RefObject<HTMLDivElement | null>, shown: boolean): void {
  useEffect(() => {
    if (!shown) return
    // A frame later: the browser scrolls the field into view after the focus event.
    const onFocus = (event: FocusEvent) =>
      requestAnimationFrame(() => scrollClear(banner.current, event.target))
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [banner, shown])
}

function scrollClear(banner: Element | null, target: EventTarget | null): void {
  // A dialog is drawn above the banner, in the top layer.
  if (!banner || !(target instanceof Element) || banner.contains(target) || target.closest('dialog')) return
  const cover = banner.getBoundingClientRect()
  const field = target.getBoundingClientRect()
  const under =
    field.bottom > cover.top &&
    field.top < cover.bottom &&
    field.right > cover.left &&
    field.left < cover.right
  if (!under) return
  const needed = field.bottom - cover.top + CLEARANCE_PX
  makeRoomBelow(needed)
  window.scrollBy(0, needed)
}

/**
 * A link at the page's very end cannot be scrolled up when the page ends there: room is added
 * below the page for it. The room stays after the banner goes, as taking it away would pull the
 * page down under a reader who is at its end.
 */
function makeRoomBelow(needed: number): void {
  const root = document.scrollingElement ?? document.documentElement
  const left = root.scrollHeight - root.clientHeight - root.scrollTop
  if (needed <= left) return
  let room = document.querySelector<HTMLElement>('.pd-alerts-room')
  if (!room) {
    room = document.createElement('div')
    room.className = 'pd-alerts-room'
    room.setAttribute('aria-hidden', 'true')
    document.body.append(room)
  }
  room.style.height = `${room.offsetHeight + Math.ceil(needed - left)}px`
}

/** The element the focus had before it entered the banner (its own focusin, for React and preact alike). */
function useCameFrom(banner: RefObject<HTMLDivElement | null>): RefObject<HTMLElement | null> {
  const cameFrom = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const element = banner.current
    const remember = (event: FocusEvent) => {
      const from = event.relatedTarget
      if (from instanceof HTMLElement && !element?.contains(from)) cameFrom.current = from
    }
    element?.addEventListener('focusin', remember)
    return () => element?.removeEventListener('focusin', remember)
  }, [banner])
  return cameFrom
}

interface AlertMessageProps {
  alert: Alert
  paused: boolean
  onDismiss: (id: number, button: HTMLElement) => void
}

function AlertMessage({ alert, paused, onDismiss }: AlertMessageProps) {
  const remaining = useRef(getConfig().alertDurationMs)
  const stays = alert.type === 'error' && getConfig().errorsStayUntilClosed

  useEffect(() => {
    if (paused || stays) return
    const startedAt = Date.now()
    const timer = setTimeout(() => removeAlert(alert.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [paused, stays, alert.id])

  return (
    <div className={`pd-alert pd-alert-${alert.type}`}>
      <div className="pd-alert-body" lang={alert.lang === currentLocale() ? undefined : alert.lang}>
        {/* The server's §8 texts are catalogue texts too: they read in the page's language. */}
        {alert.title ? <strong className="pd-alert-title">{text(alert.title)}</strong> : null}
        {alert.text ? <span className="pd-alert-text">{text(alert.text)}</span> : null}
      </div>
      <button
        type="button"
        className="pd-alert-close"
        aria-label={text(messages.dismissMessage)}
        onClick={(event) => onDismiss(alert.id, event.currentTarget)}
      >
        ×
      </button>
    </div>
  )
}

/** Called as a banner is drawn; the function it returns is called as that banner goes. */
function bannerDrawn(): () => void {
  alertStore.setState((state) => ({ banners: state.banners + 1 }))
  // Never below none: a store reset while a banner is drawn (between tests) has already counted it out.
  return () => alertStore.setState((state) => ({ banners: Math.max(0, state.banners - 1) }))
}
