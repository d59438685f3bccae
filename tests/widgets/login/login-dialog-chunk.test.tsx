import { fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { navigation } from '../../../shared/navigation/navigation'
import { mount } from '../../../widgets/login/entry'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

// The dialog's chunk fails to download, as on a dropped connection or after a release removed it.
vi.mock('../../../widgets/login/views/login-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

let server: WidgetServer
let unmount: () => void = () => undefined

beforeEach(async () => {
  server = await startWidgetServer()
})

afterEach(async () => {
  unmount()
  vi.restoreAllMocks()
  await stopWidgetServer(server)
})

describe("the header's log-in dialog whose code fails to load", () => {
  it('says so with a Reload button instead of opening nothing, and lets the button try again', async () => {
    const el = document.createElement('div')
    document.body.append(el)
    unmount = mount(el, { mode: 'modal' })
    const reload = vi.spyOn(navigation, 'reload').mockImplementation(() => undefined)
    const open = await screen.findByRole('button', { name: 'Log in' })
    fireEvent.click(open)
    expect(
      await screen.findByText('This part of the page could not be loaded. Reload the page to try again.'),
    ).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Log in' })).toBe(open)
  })
})
