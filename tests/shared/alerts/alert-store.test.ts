import { describe, expect, it } from 'vitest'
import { alertStore, pushAlert } from '../../../shared/alerts/alert-store'

describe('alerts (§5.9)', () => {
  it.each([
    ['no type', { text: 'Hello' }],
    ['an unknown type', { type: 'warning', text: 'Hello' }],
    ['neither text nor title', { type: 'info' }],
  ])('ignores an alert with %s', (_case, alert) => {
    expect(pushAlert(alert)).toBeUndefined()
    expect(alertStore.getState().alerts).toHaveLength(0)
  })

  it.each([
    ['a text', { type: 'success', text: 'Your password has been updated' }],
    ['a title', { type: 'error', title: 'Oops' }],
  ])('keeps an alert with a type and %s', (_case, alert) => {
    expect(pushAlert(alert)).toBeTypeOf('number')
    expect(alertStore.getState().alerts).toHaveLength(1)
  })
})
