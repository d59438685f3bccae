import { describe, expect, it } from 'vitest'
import { keptBy } from '../../shared/kept'

describe('keptBy', () => {
  it('makes each key once and answers it from then on, a false answer too', () => {
    const made: string[] = []
    const known = keptBy((key) => {
      made.push(key)
      return key.startsWith('America/')
    })
    expect([
      known('America/Denver'),
      known('Mars/Olympus'),
      known('America/Denver'),
      known('Mars/Olympus'),
    ]).toEqual([true, false, true, false])
    expect(made).toEqual(['America/Denver', 'Mars/Olympus'])
  })

  it('keeps the answers apart by key', () => {
    const formats = keptBy((locale) => new Intl.NumberFormat(locale, { useGrouping: false }))
    expect(formats('es')).toBe(formats('es'))
    expect([formats('en').format(1.5), formats('es').format(1.5)]).toEqual(['1.5', '1,5'])
  })
})
