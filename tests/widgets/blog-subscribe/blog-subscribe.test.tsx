import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { mount as mountAlerts } from '../../../widgets/alerts/entry'
import { mount } from '../../../widgets/blog-subscribe/entry'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

const BLOG_PATH = '/aaa-content/user/api/subscriptions/blog/'

let server: WidgetServer
let unmounts: (() => void)[] = []

function mountInto(mountFn: typeof mount): void {
  const el = document.createElement('div')
  document.body.append(el)
  unmounts.push(mountFn(el, {}))
}

function blogRows(): { email: string }[] {
  return server.db.prepare("SELECT email FROM subscriptions WHERE list = 'blog'").all() as { email: string }[]
}

beforeEach(async () => {
  server = await startWidgetServer()
  mountInto(mountAlerts)
})

afterEach(async () => {
  for (const unmount of unmounts) unmount()
  unmounts = []
  await stopWidgetServer(server)
})

describe('blog subscription widget', () => {
  it('does nothing when the e-mail is empty: no call and no message (§5.8)', async () => {
    mountInto(mount)
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe to the blog' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests.some((request) => request.path === BLOG_PATH)).toBe(false)
    expect(alertStore.getState().alerts).toEqual([])
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('')
  })

  it('stores {subscribeForm: {subscriptions_email}} and shows the thank-you (§2.12, §7.3)', async () => {
    mountInto(mount)
    fireEvent.input(await screen.findByLabelText('Email address for the blog'), {
      target: { value: 'reader@example.org' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to the blog' }))
    expect(await screen.findByText('Thanks for subscribing!')).toBeTruthy()
    expect(server.requests.find((request) => request.path === BLOG_PATH)?.body).toEqual({
      subscribeForm: { subscriptions_email: 'reader@example.org' },
    })
    expect(blogRows()).toEqual([{ email: 'reader@example.org' }])
  })

  it('shows a clear error beside the field for an address that is not an e-mail', async () => {
    mountInto(mount)
    const field = await screen.findByLabelText('Email address for the blog')
    fireEvent.input(field, { target: { value: 'reader@' } })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to the blog' }))
    expect(await screen.findByText(/Please enter a valid email address/)).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(blogRows()).toEqual([])
  })

  it('shows "Subscribing…" on a disabled button while the call runs (§4.7)', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.override(BLOG_PATH, async (request) => {
      await held
      return server.app.fetch(request)
    })
    mountInto(mount)
    fireEvent.input(await screen.findByLabelText('Email address for the blog'), {
      target: { value: 'reader@example.org' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to the blog' }))
    const saving = (await screen.findByRole('button', { name: 'Subscribing…' })) as HTMLButtonElement
    expect(saving.disabled).toBe(true)
    release()
    await screen.findByText('Thanks for subscribing!')
  })

  it('alerts the default error and keeps the address when the server fails (§7.1, §8)', async () => {
    server.override(BLOG_PATH, () => new Response('oops', { status: 500 }))
    mountInto(mount)
    fireEvent.input(await screen.findByLabelText('Email address for the blog'), {
      target: { value: 'reader@example.org' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe to the blog' }))
    expect(await screen.findByText('There was an issue. Feel free to try again.')).toBeTruthy()
    const form = screen
      .getByRole('button', { name: 'Subscribe to the blog' })
      .closest('form') as HTMLFormElement
    expect(within(form).getByRole('alert').textContent).toBe('There was an issue. Feel free to try again.')
    await waitFor(() =>
      expect((screen.getByLabelText('Email address for the blog') as HTMLInputElement).value).toBe(
        'reader@example.org',
      ),
    )
  })
})
