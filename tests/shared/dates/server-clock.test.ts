import { afterEach, describe, expect, it, vi } from 'vitest'
import { noteServerDate, serverNow } from '../../../shared/dates/server-clock'

afterEach(() => {
  noteServerDate(new Date().toUTCString())
  vi.useRealTimers()
})

describe("the server's clock", () => {
  it("follows a server whose Date is 15 minutes behind this device's", () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T18:15:00Z') })
    noteServerDate('Fri, 27 Nov 2026 18:00:00 GMT')
    expect(serverNow().toISOString()).toBe('2026-11-27T18:00:00.000Z')
  })

  it('leaves a skew under a minute alone (whole seconds, and the time the answer took)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T18:00:30Z') })
    noteServerDate('Fri, 27 Nov 2026 18:00:00 GMT')
    expect(serverNow().toISOString()).toBe('2026-11-27T18:00:30.000Z')
  })

  it('keeps what it knew when an answer has no Date it can read', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T18:15:00Z') })
    noteServerDate('Fri, 27 Nov 2026 18:00:00 GMT')
    noteServerDate(null)
    noteServerDate('yesterday')
    expect(serverNow().toISOString()).toBe('2026-11-27T18:00:00.000Z')
  })
})
