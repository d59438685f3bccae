import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn } from '../../../shared/session/session-store'
import { mount } from '../../../widgets/survey/entry'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

const SUBMIT_PATH = '/aaa-content/user/api/events/submit-survey/'
const GET_TICKET_PATH = '/aaa-content/user/api/events/get-ticket/'

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

const ticketOf = (eventId: number, email: string) =>
  server.db
    .prepare('SELECT id, status FROM tickets WHERE event_id = ? AND lower(email) = lower(?)')
    .get(eventId, email) as { id: string; status: string }

function mountSurvey(options: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('div')
  document.body.append(el)
  mount(el, options)
  return el
}

function mountGuestSurvey(): string {
  const ticket = ticketOf(121, 'guest@example.org')
  mountSurvey({ id: '121', ticketId: ticket.id })
  return ticket.id
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' }))

async function answerRequired(): Promise<void> {
  fireEvent.input(await screen.findByLabelText(/^Which school do you teach at\?/), {
    target: { value: 'Lincoln High' },
  })
  fireEvent.click(screen.getByRole('radio', { name: 'Very useful' }))
}

describe('survey screen (§2.7)', () => {
  it('thanks the attendee with the type label and title, and notes the certificate (§2.7)', async () => {
    mountGuestSurvey()
    expect(
      await screen.findByText(
        'Thank you for attending our Virtual PD: "Saving for Emergencies". We want to hear your feedback!',
      ),
    ).toBeTruthy()
    expect(screen.getByText('Your PD Certificate will be sent after you fill out this survey.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeTruthy()
  })

  it('sets the page title "Survey" (§2.1)', async () => {
    mountGuestSurvey()
    await screen.findByRole('button', { name: 'Submit Survey' })
    expect(document.title).toBe('Survey')
  })

  it('heads the survey "Survey" (§2.7), so a screen reader can find it among the page\'s headings', async () => {
    mountGuestSurvey()
    const heading = await screen.findByRole('heading', { level: 2, name: 'Survey' })
    expect(heading.closest('section')?.getAttribute('aria-labelledby')).toBe(heading.id)
  })

  it('renders each question type with its own control and pre-answers the e-mail (§2.7, §3.6)', async () => {
    mountGuestSurvey()
    const email = (await screen.findByLabelText(/^Your email address/)) as HTMLInputElement
    expect(email.type).toBe('email')
    expect(email.value).toBe('guest@example.org')
    expect((screen.getByLabelText(/^Which school/) as HTMLInputElement).type).toBe('text')
    expect(screen.getByLabelText(/^What will you use in your classroom/).tagName).toBe('TEXTAREA')
    const group = screen.getByRole('group', { name: /How useful was this Virtual PD/ })
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['Very useful', 'Somewhat useful', 'Not very useful'])
  })

  it("stops a written answer at the contract's 10,000 characters (§3.6)", async () => {
    mountGuestSurvey()
    const takeaway = await screen.findByLabelText(/^What will you use in your classroom/)
    expect(takeaway).toHaveProperty('maxLength', 10000)
    expect(screen.getByLabelText(/^Which school/)).toHaveProperty('maxLength', 10000)
  })

  it("shows the event's type in the read-only Event type question", async () => {
    mountGuestSurvey()
    const field = (await screen.findByLabelText(/^Event type/)) as HTMLInputElement
    await waitFor(() => expect(field.value).toBe('Virtual PD'))
    expect(field.classList.contains('pd-input-readonly')).toBe(true)
  })

  it('honours disabled and required from the server (§5.2)', async () => {
    mountGuestSurvey()
    expect((await screen.findByLabelText(/^Event type/)).hasAttribute('disabled')).toBe(true)
    expect(screen.getByLabelText(/^Which school/).hasAttribute('required')).toBe(true)
    expect(screen.getByLabelText(/^What will you use/).hasAttribute('required')).toBe(false)
  })

  it('shows "This field is required." beside each unanswered required question and sends nothing (§5.2)', async () => {
    mountGuestSurvey()
    await screen.findByRole('button', { name: 'Submit Survey' })
    submit()
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2)
    expect(screen.getByLabelText(/^Which school/).getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Which school/)))
    expect(server.requests.some((request) => request.path === SUBMIT_PATH)).toBe(false)
  })

  it('checks the e-mail answer is an e-mail address (§5.2)', async () => {
    mountGuestSurvey()
    await answerRequired()
    fireEvent.input(screen.getByLabelText(/^Your email address/), { target: { value: 'nope' } })
    submit()
    expect(await screen.findByText('Please enter a valid email address, like name@school.org.')).toBeTruthy()
  })

  it('submits, alerts "Survey was successfully completed", marks the ticket Attended and sends a guest to the public virtual-PD page (§4.3)', async () => {
    const ticketId = mountGuestSurvey()
    await answerRequired()
    submit()
    await waitFor(() => expect(alertTexts()).toEqual(['Survey was successfully completed']))
    expect(ticketOf(121, 'guest@example.org').status).toBe('Attended')
    // The button is disabled while the page leaves: the "Taking you back" notice holds the focus.
    await waitFor(() => expect(document.activeElement?.classList.contains('pd-saving')).toBe(true))
    const body = server.requests.find((request) => request.path === SUBMIT_PATH)?.body
    expect(body).toMatchObject({
      id: '121',
      ticketId,
      answers: {
        survey_email: 'guest@example.org',
        survey_school: 'Lincoln High',
        survey_usefulness: 'Very useful',
      },
    })
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/pd/virtual-pd/'))
  })

  it('sends typed answers without the spaces pasted around them', async () => {
    mountGuestSurvey()
    await answerRequired()
    fireEvent.input(screen.getByLabelText(/^Which school do you teach at\?/), {
      target: { value: '  Lincoln High \n' },
    })
    fireEvent.input(screen.getByLabelText(/^Your email address/), {
      target: { value: ' guest@example.org  ' },
    })
    submit()
    await waitFor(() => expect(alertTexts()).toEqual(['Survey was successfully completed']))
    const body = server.requests.find((request) => request.path === SUBMIT_PATH)?.body
    expect(body).toMatchObject({
      answers: {
        survey_email: 'guest@example.org',
        survey_school: 'Lincoln High',
        survey_usefulness: 'Very useful',
      },
    })
  })

  it('sends a logged-in user to the academy dashboard after submitting (§4.3)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    // 116 is over and its survey not yet done.
    const ticket = ticketOf(116, 'verified@example.org')
    mountSurvey({ id: '116', ticketId: ticket.id })
    await answerRequired()
    submit()
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith('/account/#!/my-account-finlit-academy'),
    )
  })

  it('alerts "There was an error. Survey was not submitted" and keeps every answer (§4.3)', async () => {
    server.override(SUBMIT_PATH, () => new Response('oops', { status: 500 }))
    mountGuestSurvey()
    await answerRequired()
    fireEvent.input(screen.getByLabelText(/^What will you use/), { target: { value: 'The budget game' } })
    submit()
    await waitFor(() => expect(alertTexts()).toEqual(['There was an error. Survey was not submitted']))
    // Also beside the button, where a person at the foot of a long form is looking, once the
    // banner lets it go after its second (§4.7).
    const form = screen.getByRole('button', { name: 'Submit Survey' }).closest('form') as HTMLFormElement
    expect(within(form).getByRole('alert').textContent).toBe('There was an error. Survey was not submitted')
    expect((screen.getByLabelText(/^Which school/) as HTMLInputElement).value).toBe('Lincoln High')
    expect((screen.getByLabelText(/^What will you use/) as HTMLTextAreaElement).value).toBe('The budget game')
    expect((screen.getByRole('radio', { name: 'Very useful' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('button', { name: 'Submit Survey' }) as HTMLButtonElement).disabled).toBe(false)
    expect(navigation.replace).not.toHaveBeenCalled()
    fireEvent.input(screen.getByLabelText(/^What will you use/), {
      target: { value: 'The budget game, twice' },
    })
    expect(within(form).queryByRole('alert')).toBeNull()
  })

  it("leaves as §4.3's guard does when the submit finds the survey already in (an answer lost on its way back, another tab)", async () => {
    const ticketId = mountGuestSurvey()
    await answerRequired()
    // The first send was saved, but its answer never came back: the person sends again.
    server.db
      .prepare(`UPDATE tickets SET status = 'Attended', survey_answers = '{}' WHERE id = ?`)
      .run(ticketId)
    submit()
    await waitFor(() => expect(alertTexts()).toEqual(['A survey has already been submitted for this event']))
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/pd/virtual-pd/'))
    expect(screen.getByText('Taking you back…')).toBeTruthy()
    // The draft goes with it: the survey it was for is in.
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('pd-survey-draft:'))).toEqual([])
  })

  it('keeps what the person typed across a reload of the page, and forgets it once sent', async () => {
    const ticketId = mountGuestSurvey()
    await answerRequired()
    fireEvent.input(screen.getByLabelText(/^What will you use/), { target: { value: 'The budget game' } })
    // A reload: the widget goes and comes back on the same ticket.
    document.body.replaceChildren()
    mountSurvey({ id: '121', ticketId })
    expect(((await screen.findByLabelText(/^Which school/)) as HTMLInputElement).value).toBe('Lincoln High')
    expect((screen.getByLabelText(/^What will you use/) as HTMLTextAreaElement).value).toBe('The budget game')
    expect((screen.getByRole('radio', { name: 'Very useful' }) as HTMLInputElement).checked).toBe(true)
    // The e-mail answer the server gives stays, as nobody typed over it.
    expect((screen.getByLabelText(/e-?mail/i) as HTMLInputElement).value).toBe('guest@example.org')
    submit()
    await waitFor(() => expect(alertTexts()).toEqual(['Survey was successfully completed']))
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('pd-survey-draft:'))).toEqual([])
  })
})

describe('survey guards (§4.3)', () => {
  it('alerts "Registration ticket was not found" and leaves when there is no ticket id (§4.3)', async () => {
    mountSurvey({ id: '121' })
    await waitFor(() => expect(alertTexts()).toEqual(['Registration ticket was not found']))
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/pd/virtual-pd/'))
  })

  it('treats a failed get-ticket as "Registration ticket was not found" (§4.3)', async () => {
    mountSurvey({ id: '121', ticketId: 'no-such-ticket' })
    await waitFor(() => expect(alertTexts()).toEqual(['Registration ticket was not found']))
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/pd/virtual-pd/'))
  })

  it('alerts "Event was not found" when the ticket has no EID (§4.3)', async () => {
    server.override(GET_TICKET_PATH, () =>
      Response.json({ success: true, info: { event: { id: '121', title: 'Saving', type: 'VPD' } } }),
    )
    mountGuestSurvey()
    await waitFor(() => expect(alertTexts()).toEqual(['Event was not found']))
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/pd/virtual-pd/'))
  })

  it('alerts "A survey has already been submitted for this event" and sends a logged-in user to the academy (§4.3)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountSurvey({ id: '114', ticketId: ticketOf(114, 'verified@example.org').id })
    await waitFor(() => expect(alertTexts()).toEqual(['A survey has already been submitted for this event']))
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith('/account/#!/my-account-finlit-academy'),
    )
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull()
  })
  it('gives a place on the waitlist no survey: it alerts why and leaves', async () => {
    mountSurvey({ id: '105', ticketId: ticketOf(105, 'waiting@example.org').id })
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'A place on the waitlist has no survey: the survey is for those who had a seat.',
      ]),
    )
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/pd/virtual-pd/'))
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull()
  })
})

describe('survey ids from the page URL', () => {
  it('reads ?id=&ticketId= when the element has no data-id', async () => {
    const ticket = ticketOf(121, 'guest@example.org')
    history.replaceState(null, '', `/survey/view/?id=121&ticketId=${ticket.id}`)
    mountSurvey()
    expect(await screen.findByRole('button', { name: 'Submit Survey' })).toBeTruthy()
  })

  it('reads the account hash route #!/<state>/<id>/<ticketId>', async () => {
    const ticket = ticketOf(121, 'guest@example.org')
    history.replaceState(null, '', `/account/#!/my-account-finlit-academy-view-event-survey/121/${ticket.id}`)
    mountSurvey()
    expect(await screen.findByRole('button', { name: 'Submit Survey' })).toBeTruthy()
  })

  it('reads the account hash route #!/<state>?id=&ticketId=', async () => {
    const ticket = ticketOf(121, 'guest@example.org')
    history.replaceState(
      null,
      '',
      `/account/#!/my-account-finlit-academy-view-event-survey?id=121&ticketId=${ticket.id}`,
    )
    mountSurvey()
    expect(await screen.findByRole('button', { name: 'Submit Survey' })).toBeTruthy()
  })
})

describe('survey before the session', () => {
  it('says the survey opens after the session and shows no question or Submit button', async () => {
    // A guest's registration for next week's VPD (103).
    const ticketId = ticketOf(103, 'verified@example.org')?.id
    expect(ticketId).toBeUndefined()
    server.db
      .prepare(
        `INSERT INTO tickets (id, event_id, user_id, person_key, holder_uuid, email, first_name, last_name, status, answers, created_at)
         VALUES ('early-ticket', 103, NULL, 'email:early@school.org', 'u-early', 'early@school.org', 'Ed', 'Early', 'Registered', '{}', '2026-01-01')`,
      )
      .run()
    mountSurvey({ id: '103', ticketId: 'early-ticket' })
    expect(await screen.findByText('The survey opens when the session is over.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull()
    expect(screen.queryByLabelText(/^Which school do you teach at\?/)).toBeNull()
    expect(navigation.replace).not.toHaveBeenCalled()
  })
})
