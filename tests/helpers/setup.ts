import { configure } from '@testing-library/preact'
import { afterEach, beforeEach } from 'vitest'

// findBy… and waitFor wait for what they look for; on a busy machine (CI's two cores shared with
// other work) that takes longer than Testing Library's default 1 s, and a loaded run once took
// more than 5 s for a mount: they give up only after 10.
configure({ asyncUtilTimeout: 10000 })

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
import { cancelPageLeaving } from '../../shared/navigation/leave-page'
import { sessionStore } from '../../shared/session/session-store'
import { loginRequestStore } from '../../shared/ui/login-request'

/** Fresh shared stores per test, with the demo site's config in force. */
beforeEach(() => {
  applyConfig(demoConfig)
  sessionStore.setState(sessionStore.getInitialState(), true)
  alertStore.setState(alertStore.getInitialState(), true)
  loadingStore.setState(loadingStore.getInitialState(), true)
  loginRequestStore.setState(loginRequestStore.getInitialState(), true)
})

/**
 * A server error logged while a test runs fails that test: it means a widget sent a call the
 * reference server could not answer (or one that outlived its database), which the test's own
 * assertions may not see.
 */
let serverErrors: string[] = []
const consoleError = console.error
beforeEach(() => {
  serverErrors = []
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[pd-widgets server]')) {
      serverErrors.push(args.map(String).join(' '))
    }
    consoleError(...args)
  }
})
afterEach(() => {
  console.error = consoleError
  if (serverErrors.length > 0) throw new Error(`the server logged errors:\n${serverErrors.join('\n')}`)
})

/**
 * A delayed page change a test started (the 0.5 s / 4 s leave of §4.5) would fire in the next
 * test, or after the file's environment is gone, and fail a test that had nothing to do with it.
 */
afterEach(() => cancelPageLeaving())

/**
 * happy-dom has <dialog> and showModal() (it sets `open`), but Escape in a modal dialog does not
 * fire the dialog's cancel event as browsers do. This does what Chromium does: a cancelable
 * `cancel` on the topmost open dialog, then close() unless a listener prevented it. Focus, the top
 * layer and the inert page are only real in a browser: tests/e2e/login.test.ts and
 * host-page.test.ts check them in Chromium.
 */
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    const open = document.querySelectorAll<HTMLDialogElement>('dialog[open]')
    const dialog = open[open.length - 1]
    if (!dialog) return
    const cancel = new Event('cancel', { cancelable: true })
    if (dialog.dispatchEvent(cancel)) dialog.close()
  })
}
