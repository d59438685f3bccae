import { render, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '../../../shared/messages/locale'
import { Field } from '../../../shared/ui/field'

afterEach(() => setLocale('en'))

const input = (props: object) => <input {...props} />

describe('Field labels on a Spanish page', () => {
  it("translates a widget's own label and hint", async () => {
    await setLocale('es')
    render(
      <Field label="Event type" hint="Format: MM-DD-YYYY">
        {input}
      </Field>,
    )
    expect(screen.getByLabelText('Tipo de evento')).toBeTruthy()
    expect(screen.getByText('Formato: MM-DD-AAAA')).toBeTruthy()
  })

  it('shows a label that is data (a server survey question) as it came, even when it matches a widget text', async () => {
    await setLocale('es')
    render(
      <Field label="Event type" labelAsGiven>
        {input}
      </Field>,
    )
    expect(screen.getByLabelText('Event type')).toBeTruthy()
  })
})
