import { waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PDWidgetsApi } from '../../../shared/pd-widgets-api'
import { seed } from '../../helpers/seed-fixtures'
import { setUpAccountServer } from './account-test-kit'

const unmountSurvey = vi.fn()
const api: PDWidgetsApi = {
  mount: vi.fn(async () => ({ unmount: unmountSurvey })),
  unmount: vi.fn(),
  mountAll: vi.fn(async () => undefined),
}

const account = setUpAccountServer()
beforeEach(async () => {
  window.PDWidgets = api
})
afterEach(() => {
  delete window.PDWidgets
  vi.clearAllMocks()
})

describe('the account area survey state (§2.7)', () => {
  it('mounts the survey widget through the PDWidgets API, so it works with autoMount off', async () => {
    account.mount(`#!/my-account-finlit-academy-view-event-survey/${seed.events.vpdPastGuest}/t-1`)
    await waitFor(() => expect(api.mount).toHaveBeenCalledTimes(1))
    const [el, name, options] = vi.mocked(api.mount).mock.calls[0]!
    expect(name).toBe('survey')
    expect(options).toEqual({ id: String(seed.events.vpdPastGuest), ticketId: 't-1' })
    expect((el as HTMLElement).isConnected).toBe(true)
  })

  it('unmounts the survey widget when the teacher leaves the state', async () => {
    account.mount(`#!/my-account-finlit-academy-view-event-survey/${seed.events.vpdPastGuest}/t-1`)
    await waitFor(() => expect(api.mount).toHaveBeenCalledTimes(1))
    window.location.hash = '#!/my-account-profile'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await waitFor(() => expect(unmountSurvey).toHaveBeenCalledTimes(1))
  })
})
