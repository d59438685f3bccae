import { vi } from 'vitest'
import { navigation } from '../../../shared/navigation/navigation'
import { mount } from '../../../widgets/account/entry'
import type { WidgetServer } from '../../helpers/widget-server'

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

/** Watches page navigation (the browser would leave the page) and window.open. */
export function watchNavigation() {
  const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined)
  const open = vi.spyOn(navigation, 'open').mockImplementation(() => undefined)
  return { assign, open }
}

/** The ticket id of a seeded ticket. */
export function ticketIdOf(db: WidgetServer['db'], eventId: number, userId = 1): string {
  const row = db
    .prepare('SELECT id FROM tickets WHERE event_id = ? AND user_id = ?')
    .get(eventId, userId) as {
    id: string
  }
  return row.id
}
