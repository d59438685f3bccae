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

  it("names a bad field in one [pd-widgets] console error, gives it its default and keeps the site's other fields", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    applyConfig({
      brand: 'Acme',
      brandSlug: 'acme',
      alertDurationMs: 'soon',
      paths: { home: '/acme/' },
      colour: 'red',
    })
    expect(error.mock.calls.map(([line]) => line)).toEqual([
      '[pd-widgets] config: "alertDurationMs" expected number, got string; defaults used',
      '[pd-widgets] config: "colour" is not a config field; left out',
    ])
    expect(getConfig()).toMatchObject({ brand: 'Acme', brandSlug: 'acme', alertDurationMs: 1000 })
    expect(getConfig().paths.home).toBe('/acme/')
  })

  it('names every bad field in that one line; a bad list item spoils its list, which takes its default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const config = applyConfig({
      brand: 'Acme',
      referral: { requiredCount: 9 },
      quickLinks: [{ label: 'Help' }],
      siteOrigin: 'acme.example.org',
    })
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toBe(
      '[pd-widgets] config: "referral.requiredCount" must be a whole number from 1 to 3; ' +
        '"quickLinks.0.href" is required; "siteOrigin" must be an origin such as https://example.org; ' +
        'defaults used',
    )
    expect(config).toMatchObject({ brand: 'Acme', referral: { requiredCount: 1 } })
    expect(config).not.toHaveProperty('quickLinks')
    expect(config).not.toHaveProperty('siteOrigin')
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

  it('gives way to the config file when the inline config is not JSON, and says where it broke', async () => {
    applyConfig({})
    const inline = document.createElement('script')
    inline.type = 'application/json'
    inline.id = 'pd-widgets-config'
    inline.textContent = '{ "brand": "Acme", }'
    document.body.append(inline)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const pending = Promise.resolve(new Response(JSON.stringify({ brand: 'FileBrand' })))
      const config = await loadConfig('/widgets/site-config.json', pending)
      expect(config.brand).toBe('FileBrand')
      expect(error).toHaveBeenCalledTimes(1)
      expect(error.mock.calls[0]?.[0]).toMatch(
        /^\[pd-widgets\] config: the inline config is not valid JSON \(.+\)$/,
      )
    } finally {
      inline.remove()
    }
  })

  it('says so when the page gives no config at all, as the widgets then show the defaults', async () => {
    applyConfig({})
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect((await loadConfig(null)).brand).toBe('FinLit')
    expect(error.mock.calls.map(([line]) => line)).toEqual(['[pd-widgets] config: none given; defaults used'])
  })

  it('says a config that is a list is not one object, and uses the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(applyConfig([1, 2]).brand).toBe('FinLit')
    expect(error.mock.calls.map(([line]) => line)).toEqual([
      '[pd-widgets] config: "(root)" expected object, got array; defaults used',
    ])
  })
})
