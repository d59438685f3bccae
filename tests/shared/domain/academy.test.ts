import { describe, expect, it, vi } from 'vitest'
import {
  academyStartYear,
  creditsSinceText,
  creditsToNextStatusText,
  creditsToNextText,
} from '../../../shared/domain/academy'

describe('academy year and credit texts (§2.2, §2.3, §9)', () => {
  it('starts the academy year on July 1 in Pacific time (§9)', () => {
    expect(academyStartYear(new Date('2026-07-01T08:00:00Z'))).toBe(2026)
    expect(academyStartYear(new Date('2026-07-01T06:00:00Z'))).toBe(2025)
    expect(academyStartYear(new Date('2026-03-10T12:00:00Z'))).toBe(2025)
  })

  it('names the current academy year in the credits line (§2.3)', () => {
    expect(creditsSinceText(4, new Date('2023-09-01T12:00:00Z'))).toBe(
      'Credits earned since July 1st, 2023: 4',
    )
    expect(creditsSinceText(4, new Date('2026-11-21T12:00:00Z'))).toBe(
      'Credits earned since July 1st, 2026: 4',
    )
  })

  it('says "1 credit" for one and "2 credits" for two (§2.2)', () => {
    expect(creditsToNextStatusText(1, 'Silver')).toBe('You need just 1 credit to reach Silver status')
    expect(creditsToNextStatusText(2, 'Silver')).toBe('You need just 2 credits to reach Silver status')
  })

  it('leaves out "status" on the academy dashboard (§2.3)', () => {
    expect(creditsToNextText(3, 'Gold')).toBe('You need just 3 credits to reach Gold')
  })

  it('has no "you need" sentence at the top level (0 credits to go)', () => {
    expect(creditsToNextText(0, 'Platinum')).toBeUndefined()
    expect(creditsToNextStatusText(0, 'Platinum')).toBeUndefined()
    expect(creditsToNextText(2, '')).toBeUndefined()
  })
})

describe('the academy module', () => {
  it('makes no date formatter when it is loaded, only at first use', async () => {
    const Original = Intl.DateTimeFormat
    let made = 0
    const Counting = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        made += 1
      }
    }
    Object.defineProperty(Intl, 'DateTimeFormat', { value: Counting, configurable: true, writable: true })
    try {
      vi.resetModules()
      const academy = await import('../../../shared/domain/academy')
      expect(made).toBe(0)
      expect(academy.academyStartYear(new Date('2026-07-01T08:00:00Z'))).toBe(2026)
      expect(made).toBe(1)
    } finally {
      Object.defineProperty(Intl, 'DateTimeFormat', { value: Original, configurable: true, writable: true })
    }
  })
})
