import { act, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '../../../shared/session/session-store'
import { mount } from '../../../widgets/login/entry'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

// A file of its own: the session follows other tabs from its first use on, for the module's life,
// and a test before this one that read the session would let it pass without the modal's part.

let server: WidgetServer
let unmount: () => void

beforeEach(async () => {
  server = await startWidgetServer()
})

afterEach(async () => {
  unmount?.()
  localStorage.clear()
  await stopWidgetServer(server)
})

describe('the log-in dialog without its button (data-trigger="none")', () => {
  it('follows a log-in made in another tab before it was ever opened, and tells the page (pd:login)', async () => {
    const el = document.createElement('div')
    document.body.append(el)
    await act(async () => {
      unmount = mount(el, { mode: 'modal', trigger: 'none' })
    })
    const heard: unknown[] = []
    document.addEventListener('pd:login', (event) => heard.push((event as CustomEvent).detail))
    // The other tab stores its token; this tab hears it as a storage event.
    localStorage.setItem('t', 'from-another-tab')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 't', newValue: 'from-another-tab' }))
    })
    expect(heard).toEqual([{ fromOtherTab: true }])
    await waitFor(() => expect(sessionStore.getState().token).toBe('from-another-tab'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
