import { describe, expect, it } from 'vitest'
import { alertStore, pushAlert, removeAlert } from '../../../shared/alerts/alert-store'

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

  it('shows one alert for the same message given twice while it is shown, and again once it is gone', () => {
    alertStore.setState({ alerts: [] })
    const first = pushAlert({ type: 'error', text: 'There was an error, feel free to try again.' })
    expect(pushAlert({ type: 'error', text: 'There was an error, feel free to try again.' })).toBe(first)
    expect(alertStore.getState().alerts).toHaveLength(1)
    // Another type or text is another alert.
    pushAlert({ type: 'info', text: 'There was an error, feel free to try again.' })
    expect(alertStore.getState().alerts).toHaveLength(2)
    removeAlert(first as number)
    removeAlert(alertStore.getState().alerts[0]?.id as number)
    expect(pushAlert({ type: 'error', text: 'There was an error, feel free to try again.' })).not.toBe(first)
    expect(alertStore.getState().alerts).toHaveLength(1)
  })
})
