import { act, fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { FormFeedback, useFailureFeedback } from '../../../shared/ui/form-feedback'

function FailingForm() {
  const { failure, showFailure } = useFailureFeedback()
  return (
    <form>
      <button type="button" onClick={(event) => showFailure('User not found', event.currentTarget)}>
        Send
      </button>
      <FormFeedback feedback={failure} />
    </form>
  )
}

const bannerTexts = () => alertStore.getState().alerts.map((alert) => alert.text)

describe("a form's failure", () => {
  afterEach(() => {
    alertStore.setState({ alerts: [] })
    document.body.replaceChildren()
  })

  it("is told in the page's banner too, though the host page has a dialog of its own open", () => {
    const cookieBox = document.createElement('dialog')
    cookieBox.setAttribute('open', '')
    document.body.append(cookieBox)
    render(<FailingForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(bannerTexts()).toEqual(['User not found'])
    expect(screen.getByRole('alert').textContent).toBe('User not found')
  })

  it("is announced once: the copy that takes the banner's place is there to read, not a second alert", () => {
    const banner = document.createElement('div')
    banner.setAttribute('data-pd-widget', 'alerts')
    banner.setAttribute('data-pd-mounted', 'true')
    document.body.append(banner)
    alertStore.setState({ banners: 1 })
    render(<FailingForm />)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    // The banner tells it (and a screen reader hears it there); the form's copy waits.
    expect(bannerTexts()).toEqual(['User not found'])
    expect(screen.queryByText('User not found')).toBeNull()
    // §4.7's second is over: the banner lets it go, and the form's copy stays, with no live role.
    act(() => alertStore.setState({ alerts: [] }))
    const copy = screen.getByText('User not found')
    expect(copy.getAttribute('role')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    alertStore.setState({ banners: 0 })
  })

  it('is told beside its button alone when the form is in an open dialog', () => {
    const dialog = document.createElement('dialog')
    dialog.setAttribute('open', '')
    document.body.append(dialog)
    render(<FailingForm />, { container: dialog })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(bannerTexts()).toEqual([])
    expect(screen.getByRole('alert').textContent).toBe('User not found')
  })
})
