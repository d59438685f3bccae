import { waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PDWidgetsApi } from '../../../shared/pd-widgets-api'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'
import { mountAccount } from './account-test-kit'

let server: WidgetServer
let unmount: () => void = () => undefined
const unmountSurvey = vi.fn()
const api: PDWidgetsApi = {
  mount: vi.fn(async () => ({ unmount: unmountSurvey })),
  unmount: vi.fn(),
  mountAll: vi.fn(async () => undefined),
}

beforeEach(async () => {
  server = await startWidgetServer()
  window.PDWidgets = api
})
afterEach(async () => {
  unmount()
  await stopWidgetServer(server)
  delete window.PDWidgets
  vi.clearAllMocks()
})

describe('the account area survey state (§2.7)', () => {
  it('mounts the survey widget through the PDWidgets API, so it works with autoMount off', async () => {
    ;({ unmount } = mountAccount('#!/my-account-finlit-academy-view-event-survey/121/t-1'))
    await waitFor(() => expect(api.mount).toHaveBeenCalledTimes(1))
    const [el, name, options] = vi.mocked(api.mount).mock.calls[0]!
    expect(name).toBe('survey')
    expect(options).toEqual({ id: '121', ticketId: 't-1' })
    expect((el as HTMLElement).isConnected).toBe(true)
  })

  it('unmounts the survey widget when the teacher leaves the state', async () => {
    ;({ unmount } = mountAccount('#!/my-account-finlit-academy-view-event-survey/121/t-1'))
    await waitFor(() => expect(api.mount).toHaveBeenCalledTimes(1))
    window.location.hash = '#!/my-account-profile'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await waitFor(() => expect(unmountSurvey).toHaveBeenCalledTimes(1))
  })
})
