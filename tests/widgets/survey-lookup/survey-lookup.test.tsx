import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { GET_EVENT_PATH, LOGIN_PATH } from '../../../shared/contract/paths'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn, sessionStore } from '../../../shared/session/session-store'
import { mount } from '../../../widgets/survey-lookup/entry'
import { watchFocusArrivals } from '../../helpers/focus-arrivals'
import {
  DEMO_PASSWORD,
  holdAnswers,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

const FIND_PATH = '/aaa-content/user/api/events/find-survey-ticket/'
const LABEL = 'What email address did you use to sign up for the event?'

let server: WidgetServer

beforeEach(async () => {
  server = await startWidgetServer()
  vi.spyOn(navigation, 'replace').mockImplementation(() => undefined)
})

afterEach(async () => {
  await stopWidgetServer(server)
  vi.restoreAllMocks()
  history.replaceState(null, '', '/')
})

const alertTexts = () => alertStore.getState().alerts.map((alert) => alert.text)
const findRequests = () => server.requests.filter((request) => request.path === FIND_PATH)

const ticketOf = (eventId: number, email: string) =>
  server.db
    .prepare('SELECT id FROM tickets WHERE event_id = ? AND lower(email) = lower(?)')
    .get(eventId, email) as { id: string }

function mountLookup(options: Record<string, string> = {}): void {
  const el = document.createElement('div')
  document.body.append(el)
  mount(el, options)
}

async function lookUp(email: string): Promise<void> {
  fireEvent.input(await screen.findByLabelText(new RegExp(`^${LABEL.replace('?', '\\?')}`)), {
    target: { value: email },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('survey lookup (§2.6, §4.3)', () => {
  it('shows the event title and type, the intro text, the e-mail field and "Continue" (§2.6)', async () => {
    mountLookup({ eventId: '121' })
    expect(await screen.findByRole('heading', { name: 'Saving for Emergencies' })).toBeTruthy()
    expect(screen.getByText('Virtual PD').textContent).toBe('Virtual PD')
    expect(
      screen.getByText(
        'To complete the survey, you can enter your email address (the one you used to sign up for the event) below.',
      ),
    ).toBeTruthy()
    expect((screen.getByLabelText(/^What email address did you use/) as HTMLInputElement).type).toBe('email')
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy()
  })

  it('requires the e-mail and sends nothing without it (§5.2)', async () => {
    mountLookup({ eventId: '121' })
    await screen.findByRole('button', { name: 'Continue' })
    const arrivals = watchFocusArrivals()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    expect(screen.getByLabelText(/^What email address/).getAttribute('aria-invalid')).toBe('true')
    // The field takes the focus once marked invalid and tied to its message.
    expect(arrivals.map(({ element, invalid, description }) => ({ element, invalid, description }))).toEqual([
      {
        element: screen.getByLabelText(/^What email address/),
        invalid: 'true',
        description: 'This field is required.',
      },
    ])
    expect(findRequests()).toHaveLength(0)
  })

  it('asks for an e-mail address when the value is not one (§5.2)', async () => {
    mountLookup({ eventId: '121' })
    await lookUp('guest-at-example')
    expect(await screen.findByText('Please enter a valid email address, like name@school.org.')).toBeTruthy()
    expect(findRequests()).toHaveLength(0)
  })

  it('goes to the survey view with the ticket found by e-mail (§4.3 step 3)', async () => {
    mountLookup({ eventId: '121' })
    await lookUp('Guest@Example.org')
    const { id } = ticketOf(121, 'guest@example.org')
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith(
        `/account/#!/my-account-finlit-academy-view-event-survey/121/${id}`,
      ),
    )
  })

  it('alerts the §8 lookup text and keeps the e-mail when no ticket is found (§4.3 step 3)', async () => {
    mountLookup({ eventId: '121' })
    await lookUp('nobody@example.org')
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'Email was not found. Feel free to try again. To find your registration, you will need to use the email address you used to sign up for the event.',
      ]),
    )
    expect((screen.getByLabelText(/^What email address/) as HTMLInputElement).value).toBe(
      'nobody@example.org',
    )
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false)
    expect(navigation.replace).not.toHaveBeenCalled()
  })

  it('keeps the not-found text beside Continue until the address is edited', async () => {
    mountLookup({ eventId: '121' })
    await lookUp('nobody@example.org')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^Email was not found\. Feel free to try again\./)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(screen.getByRole('alert')).toBe(alert)
    fireEvent.input(screen.getByLabelText(/^What email address/), { target: { value: 'x@example.org' } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('sends a logged-in registered user straight to the survey view (§4.3 step 2)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    // 116 is over and the teacher registered for it.
    mountLookup({ eventId: '116' })
    const { id } = ticketOf(116, 'verified@example.org')
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith(
        `/account/#!/my-account-finlit-academy-view-event-survey/116/${id}`,
      ),
    )
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
  })

  it('asks for the log-in while the event is still on its way, and goes on in §4.3 order', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    // The page opened again with the token stored: the user is not known yet.
    sessionStore.setState({ user: null, status: 'unknown' })
    const answerEvent = holdAnswers(server, GET_EVENT_PATH)
    mountLookup({ eventId: '116' })
    await waitFor(() => expect(server.requests.map((request) => request.path)).toContain(LOGIN_PATH))
    answerEvent()
    const { id } = ticketOf(116, 'verified@example.org')
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith(
        `/account/#!/my-account-finlit-academy-view-event-survey/116/${id}`,
      ),
    )
  })

  it('shows the form to a logged-in user who is not registered (§4.3 step 3)', async () => {
    await logIn('pending@example.org', DEMO_PASSWORD)
    mountLookup({ eventId: '121' })
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy()
    expect(navigation.replace).not.toHaveBeenCalled()
  })

  it('reads the event id from ?id= when data-event-id is missing (§2.6)', async () => {
    history.replaceState(null, '', '/survey/?id=121')
    mountLookup()
    expect(await screen.findByRole('heading', { name: 'Saving for Emergencies' })).toBeTruthy()
  })

  it('goes straight to the survey view when the link already carries the ticket id', async () => {
    history.replaceState(null, '', '/survey/?id=121&ticketId=abc123')
    mountLookup()
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith(
        '/account/#!/my-account-finlit-academy-view-event-survey/121/abc123',
      ),
    )
  })

  it('explains that an event is needed when no id is given', async () => {
    mountLookup()
    expect(await screen.findByText(/Please open this page from the link in your e-mail/)).toBeTruthy()
  })

  it('alerts the server message and offers no retry when the server knows no such event (§7.1)', async () => {
    mountLookup({ eventId: '999' })
    expect(await screen.findByText('This event could not be loaded.')).toBeTruthy()
    expect(alertTexts()).toEqual(['Event was not found'])
    // The same question gets the same answer: a retry here only went round in a loop.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it('offers a retry when the event did not arrive (a server error on the way)', async () => {
    server.override(GET_EVENT_PATH, () => new Response('Bad gateway', { status: 502 }))
    mountLookup({ eventId: '121' })
    expect(await screen.findByText('This event could not be loaded.', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  }, 15_000)
})

describe('survey lookup before the session', () => {
  it('says the survey opens after the session and shows no form, even to a registered teacher', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    // 101 is next week, and the teacher is registered for it.
    mountLookup({ eventId: '101' })
    expect(await screen.findByText('The survey opens when the session is over.')).toBeTruthy()
    expect(screen.queryByLabelText(new RegExp(`^${LABEL.replace('?', '\\?')}`))).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
    expect(navigation.replace).not.toHaveBeenCalled()
  })
})
