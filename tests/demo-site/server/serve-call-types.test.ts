// @vitest-environment node

import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { serveCall } from '../../../demo-site/server/http/serve-call'
import { getEvent } from '../../../shared/contract/events'

/**
 * serveCall takes the answer's type from the call's definition: a handler whose answer drifts
 * from the contract does not compile. `npm test` type-checks this file first, so each
 * @ts-expect-error below fails the run if the drift it marks ever compiles.
 */
describe('serveCall typing', () => {
  it('accepts an answer that matches the contract, and serves it in the envelope', async () => {
    const app = new Hono()
    serveCall(app, getEvent, () => ({ event: { id: '7', title: 'Budgeting', type: 'VPD' } }))
    const response = await app.request(getEvent.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: '7' }),
    })
    expect(await response.json()).toEqual({
      success: true,
      info: { event: { id: '7', title: 'Budgeting', type: 'VPD' } },
    })
  })

  it('refuses, at compile time, answers that drift from the contract', () => {
    const app = new Hono()
    // @ts-expect-error the event has no title
    serveCall(app, getEvent, () => ({ event: { id: '7', type: 'VPD' } }))
    // @ts-expect-error ticketStartTime is text in the contract, not a number
    serveCall(app, getEvent, () => ({ event: { id: '7', title: 'T', type: 'VPD', ticketStartTime: 5 } }))
    // @ts-expect-error the answer is not wrapped in { event }
    serveCall(app, getEvent, () => ({ id: '7', title: 'T', type: 'VPD' }))
    expect(app.routes.length).toBe(3)
  })
})
