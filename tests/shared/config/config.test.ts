import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyConfig, getConfig } from '../../../shared/config/config'

afterEach(() => vi.restoreAllMocks())

describe('site config', () => {
  it('fills defaults for everything a site leaves out', () => {
    const config = applyConfig({ brand: 'Money Class' })
    expect(config.brand).toBe('Money Class')
    expect(config.alertDurationMs).toBe(1000)
    expect(config.videoService.linkField).toBe('zoomLink')
    expect(config.referral.requiredCount).toBe(1)
  })

  it('names a bad field in one [pd-widgets] console error and keeps the previous config', () => {
    applyConfig({ brand: 'FinLit' })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    applyConfig({ brand: 'Other', alertDurationMs: 'soon' })
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toMatch(/^\[pd-widgets\] config: "alertDurationMs"/)
    expect(getConfig().brand).toBe('FinLit')
  })
})
