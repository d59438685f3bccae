import { act, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sessionStore } from '../../../shared/session/session-store'
import { mount } from '../../../widgets/logout/entry'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

let server: WidgetServer
let unmount: () => void

beforeEach(async () => {
  server = await startWidgetServer()
  // A page with only the Log Out button, opened with a session stored: nothing on it logs in again.
  sessionStore.setState({ token: 'a-stored-token' })
})

afterEach(async () => {
  unmount?.()
  localStorage.clear()
  await stopWidgetServer(server)
})

describe('logout on a page of its own', () => {
  it('follows a log-out made in another tab: says so and tells the page (pd:logout)', async () => {
    const el = document.createElement('div')
    document.body.append(el)
    // act() runs the widget's effects, as a browser's next frame does.
    await act(async () => {
      unmount = mount(el, {})
    })
    await screen.findByRole('button', { name: 'Log Out' })
    const heard: unknown[] = []
    document.addEventListener('pd:logout', (event) => heard.push((event as CustomEvent).detail))
    // The other tab removes `t`; this tab hears it as a storage event.
    localStorage.removeItem('t')
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 't', newValue: null }))
    })
    expect(await screen.findByText(/You are not logged in\./)).toBeTruthy()
    expect(heard).toEqual([{ fromOtherTab: true }])
  })
})
