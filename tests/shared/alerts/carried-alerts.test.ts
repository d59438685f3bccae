import { beforeEach, describe, expect, it } from 'vitest'
import { alertStore, carryAlerts, pushAlert, takeCarriedAlerts } from '../../../shared/alerts/alert-store'
import { setLocale } from '../../../shared/messages/locale'

const texts = () => alertStore.getState().alerts.map((alert) => `${alert.type}: ${alert.text}`)

beforeEach(async () => {
  sessionStorage.clear()
  await setLocale('en')
})

describe('alerts carried to the page a redirect leads to (§4.2, §4.3)', () => {
  it('shows there, once, the alerts shown when the page left', () => {
    pushAlert({ type: 'success', text: 'Survey was successfully completed' })
    carryAlerts()
    // The next page: a fresh store.
    alertStore.setState({ alerts: [] })
    takeCarriedAlerts()
    expect(texts()).toEqual(['success: Survey was successfully completed'])
    alertStore.setState({ alerts: [] })
    takeCarriedAlerts()
    expect(texts()).toEqual([])
  })

  it('carries nothing when nothing was shown, and ignores what it cannot read', () => {
    carryAlerts()
    takeCarriedAlerts()
    expect(texts()).toEqual([])
    sessionStorage.setItem('pd-carried-alerts', '{not json')
    takeCarriedAlerts()
    expect(texts()).toEqual([])
  })

  it('carries an alert as a Spanish page showed it, and says it is Spanish, to an English page', async () => {
    await setLocale('es')
    pushAlert({ type: 'success', text: 'Survey was successfully completed' })
    carryAlerts()
    alertStore.setState({ alerts: [] })
    await setLocale('en')
    takeCarriedAlerts()
    const [carried] = alertStore.getState().alerts
    expect(carried?.text).toBe('La encuesta se completó correctamente')
    expect(carried?.lang).toBe('es')
  })
})
