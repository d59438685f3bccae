import { act, fireEvent, screen, waitFor, within } from '@testing-library/preact'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import demoConfig from '../../../demo-site/site-config.json'
import { alertStore } from '../../../shared/alerts/alert-store'
import { callUrl, configureApi } from '../../../shared/api/client'
import { loadingStore } from '../../../shared/api/loading-store'
import { applyConfig } from '../../../shared/config/config'
import type { AnyCall } from '../../../shared/contract/define-call'
import { cancelPageLeaving } from '../../../shared/navigation/leave-page'
import { navigation } from '../../../shared/navigation/navigation'
import type { MountWidget } from '../../../shared/ui/mount-widget'
import { mount as mountAlerts } from '../../../widgets/alerts/entry'
import { mount as mountLoading } from '../../../widgets/loading/entry'
import { chooseOption } from '../../helpers/choose-option'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

/**
 * The per-widget fault matrix: each call of the contract, sent the way a person makes a widget
 * send it, gets each broken answer below. Whatever breaks, the person sees the call's §8 message
 * (once, in the alert banner), the widget keeps a usable screen, the loading indicator goes back
 * to idle and every form keeps what was typed. The client-level battery
 * (tests/shared/api/fault-injection.test.ts) covers the same faults on every call without a widget.
 */

export interface Fault {
  name: string
  answer: (call: AnyCall, server: WidgetServer) => (request: Request) => Response | Promise<Response>
  /** Set just before the call is sent (after logging in and mounting with the normal client). */
  arm?: () => void
  /** The answer is well formed but its info is wrong: only a failure for a call that reads its info. */
  breaksInfo?: boolean
}

/** The first value the call's info schema refuses, or undefined when the call does not read its info (§7.2, §7.3). */
export function brokenInfo(call: AnyCall): unknown {
  return [12345, 'not an object', { unexpected: true }].find(
    (candidate) => !v.safeParse(call.info, candidate).success,
  )
}

export const faults: Fault[] = [
  {
    name: 'a 500',
    answer: () => () => new Response('Internal Server Error', { status: 500 }),
  },
  {
    name: 'a timeout',
    arm: () => configureApi({ timeoutMs: 40 }),
    answer: () => (request) =>
      new Promise<Response>((_resolve, reject) => {
        // On a busy machine the client may have given up before this answer was asked for: then
        // the abort event is already gone and only `aborted` tells.
        if (request.signal.aborted) reject(request.signal.reason)
        else request.signal.addEventListener('abort', () => reject(request.signal.reason))
      }),
  },
  {
    name: 'an offline network',
    answer: () => () => {
      throw new TypeError('Failed to fetch')
    },
  },
  {
    name: 'a body that is not JSON',
    answer: () => () =>
      new Response('<html>Gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
  },
  {
    name: 'success false without errorText',
    answer: () => () => Response.json({ success: false }),
  },
  {
    // The server does its work (a call that does not read its info then really succeeded); only
    // the info of its answer is replaced.
    name: 'an info that breaks its schema',
    breaksInfo: true,
    answer: (call, server) => async (request) => {
      const real = await server.app.fetch(request)
      const headers = new Headers(real.headers)
      headers.delete('Content-Length')
      const envelope = (await real.json()) as object
      return Response.json({ ...envelope, success: true, info: brokenInfo(call) ?? 12345 }, { headers })
    },
  },
]

/** A broken info is only a failure for a call that reads its info. */
function isFailure(fault: Fault, call: AnyCall): boolean {
  return !fault.breaksInfo || brokenInfo(call) !== undefined
}

export interface MatrixContext {
  server: WidgetServer
  /** Mounts a widget into a new element at the end of the page, as the loader would. */
  mount: (widget: MountWidget, options?: Record<string, string | undefined>) => HTMLElement
  /** The element of the widget under test (the last one mounted). */
  host: () => HTMLElement
}

export interface MatrixRow {
  call: AnyCall
  /** The widget and what sends the call, as the test names show it. */
  via: string
  /** Everything before the call: log in, mount, type. Runs with the normal server answers. */
  prepare?: (context: MatrixContext) => Promise<void>
  /** What sends the call: a click, or mounting the widget for a call made on load. */
  act: (context: MatrixContext) => unknown
  /** The §8 text a person must see in the alert banner, or null where the spec has the failure pass silently. */
  message: string | null
  /**
   * Where the message is told instead of the banner: a modal dialog that stays open after the
   * failure says it itself, as the page behind it is inert and the banner under its backdrop.
   */
  toldIn?: () => HTMLElement
  /** The widget is still there and usable after the failure (not blank, not stuck). */
  stillShown: (context: MatrixContext) => Promise<void> | void
  /** A form was filled in `prepare`: every field must keep its value after the failure. */
  form?: boolean
  /** The button a person clicks to send the call: a double click on it sends one request. */
  button?: () => HTMLElement
  /** For calls whose info is not read (§7.2, §7.3): what success looks like, since such an answer is one. */
  succeeded?: (context: MatrixContext) => Promise<void> | void
}

interface FieldValue {
  name: string
  value: string
  checked?: boolean
}

/** The values of every field on the page (modals included), in page order. */
function fieldValues(): FieldValue[] {
  return Array.from(document.body.querySelectorAll<HTMLInputElement>('input, select, textarea')).map(
    (field) =>
      field.type === 'checkbox' || field.type === 'radio'
        ? { name: field.name, value: field.value, checked: field.checked }
        : { name: field.name, value: field.value },
  )
}

/** The texts of the error alerts queued for the banner. */
function errorAlerts(): string[] {
  return alertStore
    .getState()
    .alerts.filter((alert) => alert.type === 'error')
    .map((alert) => alert.text)
}

/** The path the in-process server sees for a call (start-{module}/ filled from config). */
export function pathOf(call: AnyCall): string {
  return new URL(callUrl(call)).pathname
}

/** Types into the field with this label, or picks the option of a select, as a person would. */
export function type(label: RegExp | string, value: string): void {
  const field = screen.getByLabelText(label)
  if (field instanceof HTMLSelectElement) chooseOption(field, value)
  else fireEvent.input(field, { target: { value } })
}

/** A row per call and widget, a test per fault: "<call> via <widget> > <fault>". */
export function faultMatrix(title: string, rows: MatrixRow[]): void {
  let server: WidgetServer
  let unmounts: (() => void)[] = []
  let hosts: HTMLElement[] = []
  let alerts: HTMLElement
  let loading: HTMLElement
  let consoleError: ReturnType<typeof vi.spyOn>

  const mount = (widget: MountWidget, options: Record<string, string | undefined> = {}) => {
    const el = document.createElement('div')
    document.body.append(el)
    unmounts.push(widget(el, options))
    hosts.push(el)
    return el
  }
  const context = (): MatrixContext => ({
    server,
    mount,
    host: () => hosts.at(-1) as HTMLElement,
  })

  beforeEach(async () => {
    // Errors stay until closed, so the check does not race the banner's 1 s (§9).
    applyConfig({ ...demoConfig, errorsStayUntilClosed: true })
    configureApi({ retryBackoffMs: 1 })
    server = await startWidgetServer()
    window.dataLayer = []
    vi.spyOn(navigation, 'assign').mockImplementation(() => undefined)
    vi.spyOn(navigation, 'replace').mockImplementation(() => undefined)
    vi.spyOn(navigation, 'reload').mockImplementation(() => undefined)
    vi.spyOn(navigation, 'open').mockImplementation(() => undefined)
    consoleError = vi.spyOn(console, 'error')
    alerts = mount(mountAlerts)
    // Marked as the loader marks it: a form's own copy of a text waits while the banner shows it.
    alerts.dataset.pdWidget = 'alerts'
    alerts.dataset.pdMounted = 'true'
    loading = mount(mountLoading)
    hosts = []
  })

  afterEach(async () => {
    for (const unmount of unmounts.reverse()) unmount()
    unmounts = []
    hosts = []
    cancelPageLeaving()
    vi.restoreAllMocks()
    await stopWidgetServer(server)
    configureApi({ timeoutMs: 30_000, retryBackoffMs: 300 })
    history.replaceState(null, '', '/')
  })

  /** How many requests the server has had for the call. */
  const requestsFor = (call: AnyCall) =>
    server.requests.filter((request) => request.path === pathOf(call)).length
  /** The call has ended: the loading indicator is idle again (§4.7). */
  const idle = () =>
    waitFor(async () => {
      // Renders and effects the answer caused (and calls they start) come first.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
      expect(loadingStore.getState().inFlight).toBe(0)
      expect(within(loading).queryByText('Loading…')).toBeNull()
    })

  describe.each(rows.map((row) => [`${row.call.name} via ${row.via}`, row] as const))(
    `${title}: %s`,
    (_name, row) => {
      it.each(faults.map((fault) => [fault.name, fault] as const))('%s', async (_fault, fault) => {
        await row.prepare?.(context())
        const typed = fieldValues()
        if (row.form)
          expect(typed.some((field) => field.checked === undefined && field.value !== '')).toBe(true)
        const sentBefore = requestsFor(row.call)
        server.override(pathOf(row.call), fault.answer(row.call, server))
        fault.arm?.()
        await row.act(context())

        // The call was sent (then idle() waits until it has ended).
        await waitFor(() => expect(requestsFor(row.call)).toBeGreaterThan(sentBefore))

        if (isFailure(fault, row.call)) {
          await idle()
          if (row.message !== null) {
            const urgent = within(row.toldIn?.() ?? alerts).getByRole('alert')
            expect(await within(urgent).findByText(row.message)).toBeTruthy()
            // On the page once: a search for the text (a person's Find, a check by text) finds one.
            expect(screen.getAllByText(row.message)).toHaveLength(1)
          }
          await row.stillShown(context())
          // Shown once, and nothing else went wrong on the way.
          expect(errorAlerts()).toEqual(row.message === null || row.toldIn ? [] : [row.message])
          if (row.form) expect(fieldValues()).toEqual(typed)
        } else {
          expect(row.succeeded, 'a call that does not read its info needs a success check').toBeDefined()
          await row.succeeded?.(context())
          await idle()
          expect(errorAlerts()).toEqual([])
        }
        // Never blank, never the error boundary's notice, never an uncaught error.
        expect(context().host().textContent?.trim()).not.toBe('')
        expect(screen.queryByText(/This part of the page could not be shown/)).toBeNull()
        expect(consoleError).not.toHaveBeenCalled()
      })

      if (row.button) {
        const button = row.button
        it('sends one request for a double click', async () => {
          await row.prepare?.(context())
          const sentBefore = requestsFor(row.call)
          const target = button()
          fireEvent.click(target)
          fireEvent.click(target)
          await waitFor(() => expect(requestsFor(row.call)).toBeGreaterThan(sentBefore))
          await idle()
          expect(requestsFor(row.call) - sentBefore).toBe(1)
        })
      }
    },
  )
}
