import { afterEach, beforeEach } from 'vitest'

/** A fresh page per test: no stored token, no cookies, no leftover widgets. */
beforeEach(() => {
  if (typeof document === 'undefined') return
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0]
    if (name) document.cookie = `${name}=; path=/; max-age=0`
  }
})

afterEach(() => {
  if (typeof document === 'undefined') return
  document.body.innerHTML = ''
})

import demoConfig from '../../demo-site/site-config.json'
import { alertStore } from '../../shared/alerts/alert-store'
import { loadingStore } from '../../shared/api/loading-store'
import { applyConfig } from '../../shared/config/config'
import { sessionStore } from '../../shared/session/session-store'

/** Fresh shared stores per test, with the demo site's config in force. */
beforeEach(() => {
  applyConfig(demoConfig)
  sessionStore.setState({ token: null, user: null, status: 'unknown' })
  alertStore.setState({ alerts: [] })
  loadingStore.setState({ inFlight: 0 })
})
