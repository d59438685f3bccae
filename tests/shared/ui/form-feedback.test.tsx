import { fireEvent, render, screen } from '@testing-library/preact'
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
