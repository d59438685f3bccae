import { act } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { Field } from '../../../shared/ui/field'
import { mountWidget } from '../../../shared/ui/mount-widget'

describe('DOM ids across widget roots', () => {
  it('gives the same field in two widgets on one page different ids', async () => {
    for (const _ of [1, 2]) {
      const el = document.createElement('div')
      document.body.append(el)
      await act(() => {
        mountWidget(el, 'probe', <Field label="Email">{(props) => <input {...props} />}</Field>)
      })
    }
    const ids = [...document.querySelectorAll('input')].map((input) => input.id)
    expect(ids).toHaveLength(2)
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(document.querySelectorAll(`label[for="${id}"]`)).toHaveLength(1)
  })
})
