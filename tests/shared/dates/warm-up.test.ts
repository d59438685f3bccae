import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmUpTimeZones } from '../../../shared/dates/warm-up'

type Made = string[]
const ORIGINALS = {
  Locale: Intl.Locale,
  NumberFormat: Intl.NumberFormat,
  DateTimeFormat: Intl.DateTimeFormat,
}

/** Intl's constructors, each noting what it made (and in which zone) in `made`. */
function noteConstructions(made: Made, failing: keyof typeof ORIGINALS | '' = ''): void {
  for (const [name, Original] of Object.entries(ORIGINALS)) {
    const Base = Original as unknown as new (...args: unknown[]) => object
    const Noting = class extends Base {
      constructor(...args: unknown[]) {
        if (name === failing) throw new TypeError(`Intl.${name} is not a constructor`)
        super(...args)
        const zone = (args[1] as { timeZone?: string } | undefined)?.timeZone
        made.push(zone ? `${name} in ${zone}` : name)
      }
    }
    Object.defineProperty(Intl, name, { value: Noting, configurable: true, writable: true })
  }
}

afterEach(() => {
  Object.assign(Intl, ORIGINALS)
  vi.useRealTimers()
})

describe('the time-zone warm-up', () => {
  it('sets up Intl in parts, each in a task of its own, the time zones last', () => {
    vi.useFakeTimers()
    const made: Made = []
    noteConstructions(made)
    warmUpTimeZones()
    expect(made).toEqual(['Locale'])
    vi.advanceTimersToNextTimer()
    expect(made).toEqual(['Locale', 'NumberFormat'])
    vi.advanceTimersToNextTimer()
    expect(made).toEqual(['Locale', 'NumberFormat', 'DateTimeFormat in America/Los_Angeles'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('goes on to the next part when one is not supported', () => {
    vi.useFakeTimers()
    const made: Made = []
    noteConstructions(made, 'Locale')
    warmUpTimeZones()
    vi.runAllTimers()
    expect(made).toEqual(['NumberFormat', 'DateTimeFormat in America/Los_Angeles'])
  })
})
