import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyConfig, getConfig, loadConfig } from '../../../shared/config/config'

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

  it('names each field it does not know (a misspelt name) in a console line and applies the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const config = applyConfig({
      brand: 'Acme',
      brnad: 'typo',
      locale: 'es',
      siteOrigin: 'https://acme.example.org',
      paths: { onbording: '/es/onboarding/' },
      quickLinks: [{ label: 'Help', href: '/help/' }],
      toolkit: { title: 'Toolkit', links: [] },
    })
    expect(config.brand).toBe('Acme')
    expect(error.mock.calls.map(([line]) => line)).toEqual([
      '[pd-widgets] config: "paths.onbording" is not a config field; left out',
      '[pd-widgets] config: "brnad" is not a config field; left out',
    ])
  })

  it("reads the config from the loader's fetch when it started one, without fetching again", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const pending = Promise.resolve(new Response(JSON.stringify({ brand: 'Money Class' })))
    const config = await loadConfig('/widgets/site-config.json', pending)
    expect(config.brand).toBe('Money Class')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it("names the config's URL in one console error when the loader's fetch failed", async () => {
    applyConfig({ brand: 'FinLit' })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await loadConfig('/widgets/site-config.json', Promise.resolve(new Error('offline')))
    expect(error).toHaveBeenCalledWith(
      '[pd-widgets] config: could not load /widgets/site-config.json (offline)',
    )
    expect(getConfig().brand).toBe('FinLit')
  })
})
