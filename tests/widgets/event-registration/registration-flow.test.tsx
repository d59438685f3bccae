import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVENTS_BASE, GET_EVENT_PATH, LOGIN_PATH } from '../../../shared/contract/paths'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn, sessionStore } from '../../../shared/session/session-store'
import { mount as mountLogin } from '../../../widgets/login/entry'
import {
  DEMO_PASSWORD,
  holdAnswers,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'
import { alertTexts, fillEveryField, mountRegistration, REGISTER_PATH, submitButton } from './helpers'

let server: WidgetServer

beforeEach(async () => {
  server = await startWidgetServer()
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined)
  vi.spyOn(navigation, 'replace').mockImplementation(() => undefined)
  window.dataLayer = []
})

afterEach(async () => {
  await stopWidgetServer(server)
  vi.restoreAllMocks()
})

const registerRequests = () => server.requests.filter((request) => request.path === REGISTER_PATH)

const ticketOf = (eventId: number, email: string) =>
  server.db
    .prepare('SELECT id, status FROM tickets WHERE event_id = ? AND lower(email) = lower(?)')
    .get(eventId, email) as { id: string; status: string } | undefined

async function fillGuestForm(eventId: string, email: string): Promise<void> {
  mountRegistration(eventId)
  await screen.findByRole('heading', { name: /(Registration|Application)$/ })
  fillEveryField(document.querySelector('form') as HTMLFormElement, email)
}

describe('registration flow for a logged-in user (§4.2)', () => {
  it('sends an already registered user to the ticket detail (§4.2 step 2)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    const ticket = ticketOf(102, 'verified@example.org')
    mountRegistration('102')
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith(
        `/account/#!/my-account-finlit-acadameny-view-event/102/${ticket?.id}`,
      ),
    )
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
  })

  it('asks for the log-in and the registration check while the event is still on its way', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    // The page opened again with the token stored: the user is not known yet.
    sessionStore.setState({ user: null, status: 'unknown' })
    const answerEvent = holdAnswers(server, GET_EVENT_PATH)
    mountRegistration('103')
    const paths = () => server.requests.map((request) => request.path)
    await waitFor(() => expect(paths()).toContain(`${EVENTS_BASE}check-if-registered/`))
    expect(paths()).toContain(LOGIN_PATH)
    answerEvent()
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy()
    expect(navigation.replace).not.toHaveBeenCalled()
  })

  it('shows the form when the check finds no registration (§4.2 step 2)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountRegistration('103')
    expect(await screen.findByRole('button', { name: 'Register' })).toBeTruthy()
    expect(navigation.replace).not.toHaveBeenCalled()
  })

  it('alerts "Form was successfuly completed" and goes to the new ticket detail (§4.2 step 3)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountRegistration('104')
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I acknowledge' }))
    fireEvent.click(submitButton())
    await waitFor(() => expect(alertTexts()).toEqual(['Form was successfuly completed']))
    const ticket = ticketOf(104, 'verified@example.org')
    expect(ticket?.status).toBe('Registered')
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith(
        `/account/#!/my-account-finlit-acadameny-view-event/104/${ticket?.id}`,
      ),
    )
    // In place of the registration page, which would only send the teacher on again (§4.2 step 2).
    expect(navigation.assign).not.toHaveBeenCalled()
  })

  it('alerts "There was an issue, feel free to try again." when no ticketId comes back (§4.2 step 3)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    server.override(REGISTER_PATH, () => Response.json({ success: true, info: {} }))
    mountRegistration('110')
    await screen.findByRole('button', { name: 'Register' })
    fireEvent.click(submitButton())
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'Form was successfuly completed',
        'There was an issue, feel free to try again.',
      ]),
    )
    expect(navigation.replace).not.toHaveBeenCalled()
  })
})

describe('registration flow for a guest (§4.2)', () => {
  it('alerts the new-member text and goes to /onboarding-step1/ (§4.2 step 4)', async () => {
    await fillGuestForm('103', 'new.teacher@example.org')
    fireEvent.click(submitButton())
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'Form was successfully completed. You can now create a free teacher account which will let you view and edit your registrations.',
      ]),
    )
    expect(ticketOf(103, 'new.teacher@example.org')?.status).toBe('Registered')
    // The form's button is disabled while the page leaves: the notice saying so holds the focus.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Taking you to the next step…'))
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/onboarding-step1/'))
  })

  it('hands the onboarding sign-up the address and names as registered, without pasted spaces', async () => {
    await fillGuestForm('103', ' new.teacher@example.org ')
    fireEvent.input(screen.getByLabelText(/^First name/), { target: { value: '  Sam ' } })
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/onboarding-step1/'))
    expect(JSON.parse(sessionStorage.getItem('pd-registrant') ?? '{}')).toMatchObject({
      email: 'new.teacher@example.org',
      firstName: 'Sam',
    })
  })

  it('alerts the already-member text and opens the login modal, staying on the page (§4.2 step 4)', async () => {
    const modal = document.createElement('div')
    document.body.append(modal)
    const unmountModal = mountLogin(modal, { mode: 'modal', trigger: 'none' })
    await fillGuestForm('103', 'pending@example.org')
    fireEvent.click(submitButton())
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'Form was successfully completed. You can also login to FinLit to avoid entering your information each time you register.',
      ]),
    )
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    unmountModal()
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(navigation.assign).not.toHaveBeenCalled()
  })

  it("tells a member registering as a guest whether the seat or a waitlist place is theirs, by the event's title", async () => {
    const titleOf = (id: number) =>
      (server.db.prepare('SELECT title FROM events WHERE id = ?').get(id) as { title: string }).title
    await fillGuestForm('103', 'pending@example.org')
    fireEvent.click(submitButton())
    expect(
      await screen.findByText(
        `Your registration for "${titleOf(103)}" is saved. We will e-mail you the details.`,
      ),
    ).toBeTruthy()
    document.body.replaceChildren()
    // pending@ holds a seat at 105 already; verified@ has none.
    await fillGuestForm('105', 'verified@example.org')
    fireEvent.click(screen.getByRole('button', { name: 'Join the Waitlist' }))
    expect(
      await screen.findByText(
        `You are on the waitlist for "${titleOf(105)}". We will e-mail you if a seat opens.`,
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/is saved\. We will e-mail you the details/)).toBeNull()
  })

  it('joins the waitlist of a full event with the same form (§4.2 step 5)', async () => {
    await fillGuestForm('105', 'late.teacher@example.org')
    fireEvent.click(screen.getByRole('button', { name: 'Join the Waitlist' }))
    await waitFor(() => expect(ticketOf(105, 'late.teacher@example.org')?.status).toBe('Waitlisted'))
  })

  it('pushes vpd-register and dispatches pd:registered on the widget element (§1)', async () => {
    const registered = vi.fn()
    document.addEventListener('pd:registered', registered)
    const { el } = mountRegistration('103')
    await screen.findByRole('heading', { name: 'Virtual PD Registration' })
    fillEveryField(document.querySelector('form') as HTMLFormElement, 'new.teacher@example.org')
    fireEvent.click(submitButton())
    await waitFor(() => expect(registered).toHaveBeenCalledTimes(1))
    document.removeEventListener('pd:registered', registered)
    const event = registered.mock.calls[0]?.[0] as CustomEvent
    expect(event.target).toBe(el)
    expect(event.detail).toEqual({ eventId: '103', ticketId: ticketOf(103, 'new.teacher@example.org')?.id })
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'vpd-register' }))
  })
})

describe('saving and failures (§2.5, §4.2 step 6)', () => {
  it('alerts the server message and keeps every answer when the call fails (§4.2 step 6)', async () => {
    server.override(REGISTER_PATH, () =>
      Response.json({ success: false, errorText: 'Registration is closed.' }),
    )
    await fillGuestForm('107', 'sam@example.org')
    fireEvent.input(screen.getByLabelText(/^Dietary Requirements/), { target: { value: 'No nuts' } })
    fireEvent.click(submitButton())
    await waitFor(() => expect(alertTexts()).toEqual(['Registration is closed.']))
    expect(screen.getByRole('alert').textContent).toBe('Registration is closed.')
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('sam@example.org')
    expect((screen.getByLabelText(/^Dietary Requirements/) as HTMLTextAreaElement).value).toBe('No nuts')
    expect((screen.getByLabelText(/^How did you hear/) as HTMLSelectElement).value).toBe('Email')
    expect(submitButton().disabled).toBe(false)
  })

  it('alerts "There was an error. Registration was not completed" when the server answers no text, also beside the button (§8)', async () => {
    server.override(REGISTER_PATH, () => new Response('Internal error', { status: 500 }))
    await fillGuestForm('103', 'sam@example.org')
    fireEvent.click(submitButton())
    await waitFor(() => expect(alertTexts()).toEqual(['There was an error. Registration was not completed']))
    // The same text beside the button, where the person is looking.
    expect(screen.getByRole('alert').textContent).toBe('There was an error. Registration was not completed')
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'sam.b@example.org' } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the saving text and disables the button while saving (§2.5)', async () => {
    let answer: (response: Response) => void = () => undefined
    server.override(REGISTER_PATH, () => new Promise<Response>((resolve) => (answer = resolve)))
    await fillGuestForm('103', 'sam@example.org')
    fireEvent.click(submitButton())
    expect(
      await screen.findByText(
        'Saving... This make take a couple of minutes, especially if you are registering for multiple classes.',
      ),
    ).toBeTruthy()
    expect(submitButton().disabled).toBe(true)
    await waitFor(() => expect(registerRequests()).toHaveLength(1))
    answer(Response.json({ success: false, errorText: 'Try later.' }))
    await waitFor(() => expect(submitButton().disabled).toBe(false))
  })

  it('makes one registration from a double click (§2.5)', async () => {
    await fillGuestForm('103', 'sam@example.org')
    fireEvent.click(submitButton())
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigation.assign).toHaveBeenCalled())
    expect(registerRequests()).toHaveLength(1)
  })

  it('keeps what a person typed across a reload of the page, and forgets it after success', async () => {
    const first = mountRegistration('110')
    await screen.findByRole('heading', { name: 'Conference Registration' })
    fireEvent.input(screen.getByLabelText(/^First name/), { target: { value: 'Robin' } })
    first.unmount()
    first.el.remove()
    const second = mountRegistration('110')
    await screen.findByRole('heading', { name: 'Conference Registration' })
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Robin')
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'robin@example.org' } })
    fireEvent.input(screen.getByLabelText(/^Last name/), { target: { value: 'Hill' } })
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigation.assign).toHaveBeenCalled())
    second.unmount()
    second.el.remove()
    mountRegistration('110')
    await screen.findByRole('heading', { name: 'Conference Registration' })
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('')
  })
})

/** An instant's day, clock and parts on the Pacific wall clock, as event 121's fields are written. */
function pacific(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Los_Angeles',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return {
    hour: parts.hour,
    minute: parts.minute,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  }
}

describe('registration after the event has started', () => {
  it('says registration is closed in place of the form, with no waitlist offer', async () => {
    // 121 was two days ago.
    mountRegistration('121')
    expect(await screen.findByText('Registration for this event is closed.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Virtual PD Registration' })).toBeTruthy()
    expect(document.querySelector('form')).toBeNull()
    expect(screen.queryByText(/signup for the waitlist/)).toBeNull()
    expect(registerRequests()).toEqual([])
    // The type's "before the session" panel (the Zoom tutorial) is for a session still to come.
    expect(document.querySelector('.pd-registration-about')).toBeNull()
  })

  it('drops the "before the session" panel while the session runs, not only once it is over', async () => {
    // 121 (a Virtual PD) made to run now: from half an hour ago to half an hour ahead, Pacific.
    const parts = pacific(new Date())
    const minute = Number(parts.hour) * 60 + Number(parts.minute)
    const clock = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`
    const row = server.db.prepare('SELECT fields FROM events WHERE id = 121').get() as { fields: string }
    const fields = {
      ...JSON.parse(row.fields),
      startTime: clock(Math.max(0, minute - 30)),
      endTime: clock(Math.min(1439, minute + 30)),
      timeZone: 'America/Los_Angeles',
    }
    server.db
      .prepare('UPDATE events SET start_date = ?, end_date = ?, fields = ? WHERE id = 121')
      .run(parts.date, parts.date, JSON.stringify(fields))
    mountRegistration('121')
    expect(await screen.findByText('Registration for this event is closed.')).toBeTruthy()
    expect(screen.queryByText(/before the session/)).toBeNull()
    expect(document.querySelector('.pd-registration-about')).toBeNull()
  })

  it('replaces the form with the closed notice when a page left open reaches the start', async () => {
    // 121 (a Virtual PD) made to start six seconds from now, Pacific, for an hour.
    const start = pacific(new Date(Date.now() + 6000))
    const end = pacific(new Date(Date.now() + 3_606_000))
    const row = server.db.prepare('SELECT fields FROM events WHERE id = 121').get() as { fields: string }
    const fields = {
      ...JSON.parse(row.fields),
      startTime: start.time,
      endTime: end.time,
      timeZone: 'America/Los_Angeles',
    }
    server.db
      .prepare('UPDATE events SET start_date = ?, end_date = ?, fields = ? WHERE id = 121')
      .run(start.date, end.date, JSON.stringify(fields))
    mountRegistration('121')
    expect(await screen.findByRole('button', { name: /register/i })).toBeTruthy()
    expect(screen.queryByText('Registration for this event is closed.')).toBeNull()
    // The teacher is typing in the form when it closes: the focus goes to the notice, not the page.
    ;(screen.getByLabelText(/^First name/) as HTMLInputElement).focus()
    const notice = await screen.findByText('Registration for this event is closed.', undefined, {
      timeout: 12000,
    })
    expect(document.querySelector('form')).toBeNull()
    expect(registerRequests()).toEqual([])
    await waitFor(() => expect(document.activeElement).toBe(notice))
  })
})
