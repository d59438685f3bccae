import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { expect } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import {
  checkIfRegistered,
  findSurveyTicket,
  getEvent,
  getSurveyQuestions,
  getTicket,
  register,
  submitSurvey,
} from '../../../shared/contract/events'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn } from '../../../shared/session/session-store'
import { mount as mountRegistration } from '../../../widgets/event-registration/entry'
import { mount as mountSurvey } from '../../../widgets/survey/entry'
import { mount as mountLookup } from '../../../widgets/survey-lookup/entry'
import { DEMO_PASSWORD } from '../../helpers/widget-server'
import { fillEveryField } from '../event-registration/helpers'
import { faultMatrix, type MatrixContext, type MatrixRow, type } from './fault-kit'

const DEFAULT_ERROR = 'There was an issue. Feel free to try again.'
const LOOKUP_LABEL = /^What email address did you use to sign up for the event\?/

const enabled = (name: string | RegExp) =>
  expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false)

/** The load failed: the widget says so and offers Try again, instead of going blank. */
async function loadFailedNotice(text: string) {
  expect(await screen.findByText(text)).toBeTruthy()
  enabled('Try again')
}

function guestTicket(context: MatrixContext): string {
  const row = context.server.db
    .prepare("SELECT id FROM tickets WHERE event_id = 121 AND lower(email) = 'guest@example.org'")
    .get() as { id: string }
  return row.id
}

function mountGuestSurvey(context: MatrixContext) {
  context.mount(mountSurvey, { id: '121', ticketId: guestTicket(context) })
}

async function answerSurvey(context: MatrixContext) {
  mountGuestSurvey(context)
  await screen.findByLabelText(/^Which school do you teach at\?/)
  type(/^Which school do you teach at\?/, 'Lincoln High')
  fireEvent.click(screen.getByRole('radio', { name: 'Very useful' }))
}

const rows: MatrixRow[] = [
  {
    call: getEvent,
    via: 'event registration, on load',
    act: (context) => {
      context.mount(mountRegistration, { eventId: '103' })
    },
    message: DEFAULT_ERROR,
    stillShown: () => loadFailedNotice('This event could not be loaded.'),
  },
  {
    call: getEvent,
    via: 'survey lookup, on load',
    act: (context) => {
      context.mount(mountLookup, { eventId: '121' })
    },
    message: DEFAULT_ERROR,
    stillShown: () => loadFailedNotice('This event could not be loaded.'),
  },
  {
    call: checkIfRegistered,
    via: 'event registration, on load for a logged-in teacher',
    prepare: async () => {
      await logIn('verified@example.org', DEMO_PASSWORD)
    },
    act: (context) => {
      context.mount(mountRegistration, { eventId: '103' })
    },
    // §4.2 step 2: a failed check changes nothing, the form is shown.
    message: null,
    stillShown: async () => {
      expect(await screen.findByRole('heading', { name: 'Virtual PD Registration' })).toBeTruthy()
      enabled('Register')
      expect(navigation.assign).not.toHaveBeenCalled()
    },
  },
  {
    call: checkIfRegistered,
    via: 'survey lookup, on load for a logged-in teacher',
    prepare: async () => {
      await logIn('verified@example.org', DEMO_PASSWORD)
    },
    act: (context) => {
      context.mount(mountLookup, { eventId: '121' })
    },
    // §4.3 lookup step 3: without a ticket the e-mail form is shown.
    message: null,
    stillShown: async () => {
      expect(await screen.findByLabelText(LOOKUP_LABEL)).toBeTruthy()
      enabled('Continue')
      expect(navigation.assign).not.toHaveBeenCalled()
    },
  },
  {
    call: register,
    via: 'event registration, Register as a guest',
    prepare: async (context) => {
      context.mount(mountRegistration, { eventId: '103' })
      await screen.findByRole('heading', { name: 'Virtual PD Registration' })
      fillEveryField(context.host().querySelector('form') as HTMLFormElement, 'new.teacher@example.org')
    },
    act: () => fireEvent.click(screen.getByRole('button', { name: 'Register' })),
    button: () => screen.getByRole('button', { name: 'Register' }),
    message: 'There was an error. Registration was not completed',
    form: true,
    stillShown: () => {
      expect(screen.getByRole('heading', { name: 'Virtual PD Registration' })).toBeTruthy()
      enabled('Register')
      expect(navigation.assign).not.toHaveBeenCalled()
    },
  },
  {
    call: findSurveyTicket,
    via: 'survey lookup, Continue',
    prepare: async (context) => {
      context.mount(mountLookup, { eventId: '121' })
      await screen.findByLabelText(LOOKUP_LABEL)
      type(LOOKUP_LABEL, 'guest@example.org')
    },
    act: () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })),
    button: () => screen.getByRole('button', { name: 'Continue' }),
    message:
      'Email was not found. Feel free to try again. To find your registration, you will need to use the email address you used to sign up for the event.',
    form: true,
    stillShown: () => {
      enabled('Continue')
      expect(navigation.assign).not.toHaveBeenCalled()
    },
  },
  {
    call: getTicket,
    via: 'the survey, on load',
    act: mountGuestSurvey,
    // §4.3, §8: a survey without its ticket alerts and goes to the public virtual-PD page.
    message: 'Registration ticket was not found',
    stillShown: async () => {
      expect(screen.getByText('Taking you back…')).toBeTruthy()
      await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/pd/virtual-pd/'))
    },
  },
  {
    call: getSurveyQuestions,
    via: 'the survey, on load',
    act: mountGuestSurvey,
    message: DEFAULT_ERROR,
    stillShown: () => loadFailedNotice('This survey could not be loaded.'),
  },
  {
    call: submitSurvey,
    via: 'the survey, Submit Survey',
    prepare: answerSurvey,
    act: () => fireEvent.click(screen.getByRole('button', { name: 'Submit Survey' })),
    button: () => screen.getByRole('button', { name: 'Submit Survey' }),
    message: 'There was an error. Survey was not submitted',
    form: true,
    stillShown: () => {
      enabled('Submit Survey')
      expect(navigation.replace).not.toHaveBeenCalled()
    },
    succeeded: async () => {
      await waitFor(() =>
        expect(alertStore.getState().alerts.map((alert) => alert.text)).toContain(
          'Survey was successfully completed',
        ),
      )
      await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/pd/virtual-pd/'))
    },
  },
]

faultMatrix('events', rows)
