import { fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { setUpAccountServer } from './account-test-kit'

// The profile screen's chunk fails to download, as after a release removed it or on a dropped
// connection.
vi.mock('../../../widgets/account/screens/profile-screen', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

const account = setUpAccountServer({ logInAs: 'verified' })

describe('a screen whose chunk fails to load', () => {
  it('says the part could not be loaded and offers a Reload button, not "Loading…" for ever', async () => {
    account.mount('#!/my-account-profile')
    expect(
      await screen.findByText('This part of the page could not be loaded. Reload the page to try again.'),
    ).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload, hash: window.location.hash })
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(reload).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })
})
