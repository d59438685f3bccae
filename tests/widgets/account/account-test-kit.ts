import { afterEach, beforeEach, vi } from 'vitest'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn } from '../../../shared/session/session-store'
import { mount } from '../../../widgets/account/entry'
import { type SeedUserName, seed } from '../../helpers/seed-fixtures'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

/** Puts the page on a hash state and mounts the account area, as /account/ does. */
export function mountAccount(hash: string, inner = ''): { el: HTMLElement; unmount: () => void } {
  if (!document.querySelector('title')) document.head.append(document.createElement('title'))
  window.location.hash = hash
  const el = document.createElement('div')
  el.innerHTML = inner
  document.body.append(el)
  const unmount = mount(el, {})
  return { el, unmount }
}

export interface AccountServer {
  /** The reference server of the running test (a fresh in-memory database per test). */
  readonly server: WidgetServer
  /** Mounts the account area on a hash; the test's clean-up unmounts it. */
  mount(hash: string, inner?: string): { el: HTMLElement; unmount: () => void }
}

/**
 * The set-up every account widget test shares: a fresh reference server per test (logged in as
 * `logInAs` when given), and after it the account area unmounted, the server stopped, real timers
 * and every spy restored. Called at the top of a test file; not named use…, as it registers
 * vitest hooks, not a React hook.
 */
export function setUpAccountServer({ logInAs }: { logInAs?: SeedUserName } = {}): AccountServer {
  let server: WidgetServer | undefined
  let unmount: () => void = () => undefined
  beforeEach(async () => {
    server = await startWidgetServer()
    if (logInAs) await logIn(seed.users[logInAs].email, DEMO_PASSWORD)
  })
  afterEach(async () => {
    unmount()
    unmount = () => undefined
    if (server) await stopWidgetServer(server)
    server = undefined
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
  return {
    get server() {
      if (!server) throw new Error('setUpAccountServer: the server runs inside a test only')
      return server
    },
    mount(hash, inner) {
      const mounted = mountAccount(hash, inner)
      unmount = mounted.unmount
      return mounted
    },
  }
}

/** Watches page navigation (the browser would leave the page) and window.open. */
export function watchNavigation() {
  const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined)
  const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined)
  const open = vi.spyOn(navigation, 'open').mockImplementation(() => undefined)
  return { assign, replace, open }
}

/** The ticket id of a seeded ticket. */
export function ticketIdOf(
  db: WidgetServer['db'],
  eventId: number,
  userId: number = seed.users.verified.id,
): string {
  const row = db
    .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = ?')
    .get(eventId, userId) as {
    id: string
  }
  return row.id
}
