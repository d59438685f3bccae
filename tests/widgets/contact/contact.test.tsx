import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ContactFormSchema } from '../../../shared/contract/user-data'
import { mount as mountAlerts } from '../../../widgets/alerts/entry'
import { mount } from '../../../widgets/contact/entry'
import { CONTACT_MAX_LENGTH, type ContactField } from '../../../widgets/contact/state'
import { watchFocusArrivals } from '../../helpers/focus-arrivals'
import { startWidgetServer, stopWidgetServer, type WidgetServer } from '../../helpers/widget-server'

const CONTACT_PATH = '/aaa-content/user/api/contactRequests/send/'

let server: WidgetServer
let unmounts: (() => void)[] = []

function mountInto(mountFn: typeof mount): void {
  const el = document.createElement('div')
  document.body.append(el)
  unmounts.push(mountFn(el, {}))
}

function contactRows() {
  return server.db.prepare('SELECT name, email, subject, message FROM contact_requests').all()
}

async function fillForm(values: Partial<Record<string, string>>): Promise<void> {
  const labels: Record<string, string> = {
    name: 'Your name',
    email: 'Email address',
    subject: 'Subject',
    message: 'Message',
  }
  for (const [field, value] of Object.entries(values)) {
    fireEvent.input(await screen.findByLabelText(new RegExp(`^${labels[field]}`)), { target: { value } })
  }
}

const complete = {
  name: 'Ada Teacher',
  email: 'ada@example.org',
  subject: 'Workshop question',
  message: 'Is the spring workshop still open?',
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

describe('contact widget', () => {
  it('sends {contactForm} and the server stores the request (§2.12, §7.3)', async () => {
    mountInto(mount)
    await fillForm(complete)
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Thank you, your message has been sent.')).toBeTruthy()
    expect(server.requests.find((request) => request.path === CONTACT_PATH)?.body).toEqual({
      contactForm: complete,
    })
    expect(contactRows()).toEqual([complete])
  })

  it('replaces the form with the thank-you once sent (§2.12: done)', async () => {
    mountInto(mount)
    await fillForm(complete)
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    const done = await screen.findByText('Thank you, your message has been sent.')
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(done))
  })

  it('shows every missing field beside it and focuses the first, sending nothing', async () => {
    mountInto(mount)
    await fillForm({ email: 'ada@example.org' })
    const arrivals = watchFocusArrivals()
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Please enter your name.')).toBeTruthy()
    expect(screen.getByText('Please enter a subject.')).toBeTruthy()
    expect(screen.getByText('Please enter your message.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Your name/))
    // Focused once marked invalid and tied to its message, so a screen reader reads both.
    expect(arrivals).toEqual([
      {
        element: screen.getByLabelText(/^Your name/),
        invalid: 'true',
        description: 'Please enter your name.',
      },
    ])
    expect(server.requests.some((request) => request.path === CONTACT_PATH)).toBe(false)
  })

  it('rejects an e-mail address that is not one, beside the field', async () => {
    mountInto(mount)
    await fillForm({ ...complete, email: 'ada.example.org' })
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText(/Please enter a valid email address/)).toBeTruthy()
    expect(screen.getByLabelText(/^Email address/).getAttribute('aria-invalid')).toBe('true')
    expect(contactRows()).toEqual([])
  })

  it('shows "Sending…" on a disabled button while the call runs, one request per click (§4.7)', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    server.override(CONTACT_PATH, async (request) => {
      await held
      return server.app.fetch(request)
    })
    mountInto(mount)
    await fillForm(complete)
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    const sending = (await screen.findByRole('button', { name: 'Sending…' })) as HTMLButtonElement
    expect(sending.disabled).toBe(true)
    fireEvent.click(sending)
    release()
    await screen.findByText('Thank you, your message has been sent.')
    expect(contactRows()).toHaveLength(1)
  })

  it('shows the server message in the banner and beside the button, and keeps everything typed on failure (§7.1)', async () => {
    server.override(CONTACT_PATH, () =>
      Response.json({ success: false, errorText: 'Contact is closed today' }),
    )
    mountInto(mount)
    await fillForm(complete)
    const send = screen.getByRole('button', { name: 'Send message' })
    fireEvent.click(send)
    const form = send.closest('form') as HTMLFormElement
    expect((await within(form).findByRole('alert')).textContent).toBe('Contact is closed today')
    expect(await screen.findAllByText('Contact is closed today')).toHaveLength(2)
    await waitFor(() =>
      expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(complete.message),
    )
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(complete.subject)
    await fillForm({ subject: 'Another question' })
    expect(within(form).queryByRole('alert')).toBeNull()
  })
})

describe("the contact form's length limits", () => {
  it.each(Object.keys(CONTACT_MAX_LENGTH) as ContactField[])(
    '%s stops typing where the contract (ContactFormSchema) stops taking it',
    (field) => {
      const most = CONTACT_MAX_LENGTH[field]
      const longest =
        field === 'email' ? `${'a'.repeat(most - '@example.org'.length)}@example.org` : 'a'.repeat(most)
      const oneMore = field === 'email' ? `a${longest}` : `${longest}a`
      expect(v.is(ContactFormSchema, { ...complete, [field]: longest })).toBe(true)
      expect(v.is(ContactFormSchema, { ...complete, [field]: oneMore })).toBe(false)
    },
  )
})
