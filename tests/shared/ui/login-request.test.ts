import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loginRequestStore,
  openLoginModal,
  openLoginModalSaying,
  setLoginModalMounter,
  takeLoginRequests,
} from '../../../shared/ui/login-request'

beforeEach(() => {
  loginRequestStore.setState(loginRequestStore.getInitialState(), true)
  setLoginModalMounter(() => undefined)
})

describe('login modal requests (§4.2)', () => {
  it('opens the mounted modal at once', () => {
    const open = vi.fn()
    const stop = takeLoginRequests(open)
    openLoginModal()
    expect(open).toHaveBeenCalledTimes(1)
    stop()
  })

  it('hands the modal the reason it opens for, once: a later plain request has none', () => {
    const open = vi.fn()
    const stop = takeLoginRequests(open)
    openLoginModalSaying('Form was successfully completed.')
    openLoginModal()
    expect(open.mock.calls).toEqual([['Form was successfully completed.'], [undefined]])
    stop()
  })

  it('asks the runtime for a modal when the page has none, which takes the waiting request', () => {
    const mountModal = vi.fn()
    setLoginModalMounter(mountModal)
    openLoginModal()
    expect(mountModal).toHaveBeenCalledTimes(1)
    const open = vi.fn()
    const stop = takeLoginRequests(open)
    expect(open).toHaveBeenCalledTimes(1)
    stop()
  })

  it("leaves the request to a modal still on the page when another one's element was removed", () => {
    const gone = vi.fn()
    const live = vi.fn()
    const stops = [takeLoginRequests(gone, () => false), takeLoginRequests(live, () => true)]
    openLoginModal()
    expect(gone).not.toHaveBeenCalled()
    expect(live).toHaveBeenCalledTimes(1)
    for (const stop of stops) stop()
  })

  it('asks the runtime for a modal when the only one was removed from the page with its element', () => {
    const mountModal = vi.fn()
    setLoginModalMounter(mountModal)
    const gone = vi.fn()
    const stopGone = takeLoginRequests(gone, () => false)
    openLoginModal()
    expect(gone).not.toHaveBeenCalled()
    expect(mountModal).toHaveBeenCalledTimes(1)
    const added = vi.fn()
    const stopAdded = takeLoginRequests(added)
    expect(added).toHaveBeenCalledTimes(1)
    stopGone()
    stopAdded()
  })

  it('opens one modal per request, not every modal on the page', () => {
    const first = vi.fn()
    const second = vi.fn()
    const stops = [takeLoginRequests(first), takeLoginRequests(second)]
    openLoginModal()
    expect(first.mock.calls.length + second.mock.calls.length).toBe(1)
    for (const stop of stops) stop()
  })

  it('adds a modal when every modal that took requests has unmounted', () => {
    const mountModal = vi.fn()
    setLoginModalMounter(mountModal)
    const stop = takeLoginRequests(vi.fn())
    stop()
    openLoginModal()
    expect(mountModal).toHaveBeenCalledTimes(1)
  })
})
