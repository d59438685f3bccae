import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cancelPageLeaving, leavePageAfter, pageNavigation } from '../../../shared/navigation/leave-page'

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined)
  vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined)
})

afterEach(() => {
  cancelPageLeaving()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('leavePageAfter', () => {
  it('reloads after 0.5 s and again at the 4 s fallback (§4.5, §9)', () => {
    leavePageAfter()
    vi.advanceTimersByTime(499)
    expect(pageNavigation.reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(pageNavigation.reload).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(3500)
    expect(pageNavigation.reload).toHaveBeenCalledTimes(2)
  })

  it('goes to the given page instead of reloading (logout goes home, §4.5)', () => {
    leavePageAfter({ url: '/' })
    vi.advanceTimersByTime(500)
    expect(pageNavigation.assign).toHaveBeenCalledWith('/')
    expect(pageNavigation.reload).not.toHaveBeenCalled()
  })

  it('skips a fallback that is not later than the delay (sign-up: one reload at 5 s)', () => {
    leavePageAfter({ delay: 5000, fallback: 5000 })
    vi.advanceTimersByTime(10_000)
    expect(pageNavigation.reload).toHaveBeenCalledTimes(1)
  })

  it('can be cancelled', () => {
    const cancel = leavePageAfter()
    cancel()
    vi.advanceTimersByTime(5000)
    expect(pageNavigation.reload).not.toHaveBeenCalled()
  })
})
