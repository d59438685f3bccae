import { render, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { alertError } from '../../../shared/alerts/alert-store'
import { Field } from '../../../shared/ui/field'
import { mount as mountAlerts } from '../../../widgets/alerts/entry'

const said = 'Your must enter an email address to subscribe'
let unmountBanner: (() => void) | undefined

/** As the runtime mounts the alerts widget: its tag, the mount, then the mounted mark. */
function mountBanner(): HTMLElement {
  const el = document.createElement('div')
  el.dataset.pdWidget = 'alerts'
  document.body.append(el)
  unmountBanner = mountAlerts(el, {})
  el.setAttribute('data-pd-mounted', 'true')
  return el
}

function FieldWithoutError() {
  return <Field label="Email address">{(props) => <input {...props} />}</Field>
}

function FieldShowing({ error }: { error: string }) {
  return (
    <Field label="Email address" error={error}>
      {(props) => <input {...props} />}
    </Field>
  )
}

afterEach(() => {
  unmountBanner?.()
  unmountBanner = undefined
  document.body.replaceChildren()
})

describe('a text told by the banner and by a field (§5.8)', () => {
  it('is on the page once when the banner mounts after the alert was queued (a slow banner chunk)', async () => {
    alertError(said)
    render(<FieldShowing error={said} />)
    // No banner yet: the field's own copy is the only one.
    expect(screen.getAllByText(said)).toHaveLength(1)
    mountBanner()
    await waitFor(() => expect(document.querySelector('.pd-alerts')?.textContent).toContain(said))
    await waitFor(() => expect(screen.getAllByText(said)).toHaveLength(1))
    expect(document.querySelector('.pd-field .pd-error')).toBeNull()
  })

  it('comes back beside the field when the banner goes while the alert is still queued', async () => {
    const el = mountBanner()
    alertError(said)
    render(<FieldShowing error={said} />)
    expect(screen.getAllByText(said)).toHaveLength(1)
    expect(document.querySelector('.pd-field .pd-error')).toBeNull()
    unmountBanner?.()
    unmountBanner = undefined
    el.remove()
    await waitFor(() => expect(document.querySelector('.pd-field .pd-error')?.textContent).toBe(said))
  })

  it('shows no error on a field that has none', () => {
    mountBanner()
    alertError(said)
    render(<FieldWithoutError />)
    expect(document.querySelector('.pd-field .pd-error')).toBeNull()
  })
})
