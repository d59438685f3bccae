import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pushEventThen } from '../../../shared/analytics/data-layer'
import { cancelPageLeaving, leavePageAfter } from '../../../shared/navigation/leave-page'
import { navigation } from '../../../shared/navigation/navigation'

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(navigation, 'reload').mockImplementation(() => undefined)
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined)
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
    expect(navigation.reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(navigation.reload).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(3500)
    expect(navigation.reload).toHaveBeenCalledTimes(2)
  })

  it('goes to the given page instead of reloading (logout goes home, §4.5)', () => {
    leavePageAfter({ url: '/' })
    vi.advanceTimersByTime(500)
    expect(navigation.assign).toHaveBeenCalledWith('/')
    expect(navigation.reload).not.toHaveBeenCalled()
  })

  it('skips a fallback that is not later than the delay (sign-up: one reload at 5 s)', () => {
    leavePageAfter({ delay: 5000, fallback: 5000 })
    vi.advanceTimersByTime(10_000)
    expect(navigation.reload).toHaveBeenCalledTimes(1)
  })

  it('can be cancelled', () => {
    const cancel = leavePageAfter()
    cancel()
    vi.advanceTimersByTime(5000)
    expect(navigation.reload).not.toHaveBeenCalled()
  })
})

describe('the analytics hand-over before a page change', () => {
  it('is stopped by cancelPageLeaving, like every delayed page change', () => {
    pushEventThen({ event: 'vpd-register' }, () => navigation.assign('/onboarding-step1/'))
    cancelPageLeaving()
    vi.advanceTimersByTime(10_000)
    expect(navigation.assign).not.toHaveBeenCalled()
  })

  it('goes on after 0.5 s when nothing cancels it', () => {
    pushEventThen({ event: 'vpd-register' }, () => navigation.assign('/onboarding-step1/'))
    vi.advanceTimersByTime(500)
    expect(navigation.assign).toHaveBeenCalledTimes(1)
  })
})
