import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mount as mountAlerts } from '../../../widgets/alerts/entry'
import { mount } from '../../../widgets/newsletter/entry'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

const NEWSLETTER_PATH = '/aaa-content/user/api/subscriptions/newsletter/'

let server: WidgetServer
let unmounts: (() => void)[] = []

function mountWidget(name: 'newsletter' | 'alerts'): HTMLElement {
  const el = document.createElement('div')
  document.body.append(el)
  unmounts.push(name === 'alerts' ? mountAlerts(el, {}) : mount(el, {}))
  return el
}

function newsletterRows(): { email: string }[] {
  return server.db.prepare("SELECT email FROM subscriptions WHERE list = 'newsletter'").all() as {
    email: string
  }[]
}

beforeEach(async () => {
  server = await startWidgetServer()
  mountWidget('alerts')
})

afterEach(async () => {
  for (const unmount of unmounts) unmount()
  unmounts = []
  await stopWidgetServer(server)
})

describe('newsletter widget', () => {
  it('alerts "Your must enter an email address to subscribe" and sends nothing without an e-mail (§5.8)', async () => {
    mountWidget('newsletter')
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }))
    const message = await screen.findByText('Your must enter an email address to subscribe')
    expect(server.requests.some((request) => request.path === NEWSLETTER_PATH)).toBe(false)
    // Tied to the field, as the invalid e-mail's message is, and the field focused.
    const field = screen.getByLabelText('Email address')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
    expect(document.activeElement).toBe(field)
  })

  it('stores the subscription and shows the thank-you in place of the form (§2.12, §7.3)', async () => {
    mountWidget('newsletter')
    fireEvent.input(await screen.findByLabelText('Email address'), {
      target: { value: ' reader@example.org ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Thanks for subscribing!')).toBeTruthy()
    expect(screen.queryByLabelText('Email address')).toBeNull()
    expect(newsletterRows()).toEqual([{ email: 'reader@example.org' }])
  })

  it('raises a bubbling pd:newsletter-subscribe event carrying {email} (§7.3)', async () => {
    const seen: unknown[] = []
    const listener = (event: Event) => seen.push((event as CustomEvent).detail)
    document.addEventListener('pd:newsletter-subscribe', listener)
    try {
      mountWidget('newsletter')
      fireEvent.input(await screen.findByLabelText('Email address'), {
        target: { value: 'reader@example.org' },
      })
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
      await screen.findByText('Thanks for subscribing!')
      expect(seen).toEqual([{ email: 'reader@example.org' }])
    } finally {
      document.removeEventListener('pd:newsletter-subscribe', listener)
    }
  })

  it('shows a clear error beside the field for an address that is not an e-mail', async () => {
    mountWidget('newsletter')
    const field = await screen.findByLabelText('Email address')
    fireEvent.input(field, { target: { value: 'not-an-address' } })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText(/Please enter a valid email address/)).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)
    expect(newsletterRows()).toEqual([])
  })

  it('disables the button while the call runs, so one click is one request (§4.7)', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.override(NEWSLETTER_PATH, async (request) => {
      await held
      return server.app.fetch(request)
    })
    mountWidget('newsletter')
    fireEvent.input(await screen.findByLabelText('Email address'), {
      target: { value: 'reader@example.org' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    const saving = await screen.findByRole('button', { name: 'Subscribing…' })
    expect((saving as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(saving)
    release()
    await screen.findByText('Thanks for subscribing!')
    expect(server.requests.filter((request) => request.path === NEWSLETTER_PATH)).toHaveLength(1)
  })

  it('alerts the server message and keeps the typed address when the call fails (§7.1)', async () => {
    server.override(NEWSLETTER_PATH, () =>
      Response.json({ success: false, errorText: 'Mailing list is closed' }),
    )
    mountWidget('newsletter')
    fireEvent.input(await screen.findByLabelText('Email address'), {
      target: { value: 'reader@example.org' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Mailing list is closed')).toBeTruthy()
    const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form') as HTMLFormElement
    expect(within(form).getByRole('alert').textContent).toBe('Mailing list is closed')
    await waitFor(() =>
      expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('reader@example.org'),
    )
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy()
  })
})
