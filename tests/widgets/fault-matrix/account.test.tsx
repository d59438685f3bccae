import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { expect, vi } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import {
  cancelEvent,
  confirmEvent,
  getTicket,
  startModule,
  userEvents,
} from '../../../shared/contract/events'
import { login, updateUser } from '../../../shared/contract/login-manager'
import { getAccountExample, savePersonalAddress } from '../../../shared/contract/user-data'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn } from '../../../shared/session/session-store'
import { mount as mountAccountWidget } from '../../../widgets/account/entry'
import { DEMO_PASSWORD } from '../../helpers/widget-server'
import { ticketIdOf } from '../account/account-test-kit'
import { faultMatrix, type MatrixContext, type MatrixRow, type } from './fault-kit'

const DEFAULT_ERROR = 'There was an issue. Feel free to try again.'
const UPDATE_FAILED = 'User Account was not updated. You can reload this page and try again.'

const enabled = (name: string | RegExp, container: HTMLElement = document.body) =>
  expect((within(container).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false)

/** Puts the page on an account state and mounts the account area, as /account/ does. */
function openAccount(context: MatrixContext, hash: string) {
  if (!document.querySelector('title')) document.head.append(document.createElement('title'))
  window.location.hash = hash
  context.mount(mountAccountWidget)
}

const ticketHash = (context: MatrixContext, eventId: number) =>
  `#!/my-account-finlit-acadameny-view-event/${eventId}/${ticketIdOf(context.server.db, eventId)}`

const logInVerified = async () => {
  await logIn('verified@example.org', DEMO_PASSWORD)
}

/** The menus stay and the screen says it could not load, with Try again (not a blank area). */
async function screenLoadFailed() {
  expect(await screen.findByText('This part of your account could not be loaded.')).toBeTruthy()
  enabled('Try again')
  expect(screen.getByRole('navigation', { name: 'My FinLit sections' })).toBeTruthy()
}

async function openTicket(context: MatrixContext, eventId: number, heading: string) {
  await logInVerified()
  openAccount(context, ticketHash(context, eventId))
  await screen.findByRole('heading', { level: 2, name: heading })
}

async function openDialog(control: string | RegExp, title: string): Promise<HTMLElement> {
  const opener = await screen.findAllByRole(/^(button|link)$/, { name: control })
  fireEvent.click(opener[0] as HTMLElement)
  return screen.findByRole('dialog', { name: title })
}

async function fillAddress(context: MatrixContext) {
  await logInVerified()
  openAccount(context, '#!/my-account-profile')
  await screen.findByLabelText(/^Address line 1/)
  type(/^Address line 1/, '12 Elm St')
  type(/^City/, 'Fresno')
  type(/^State/, 'CA')
  type(/^Zip code/, '93650')
}

const alertTexts = () => alertStore.getState().alerts.map((alert) => alert.text)

const PAYING_FOR_COLLEGE = 'Paying for College: Reading Aid Letters'
const CREDIT_SCORES = 'Teaching Credit Scores with Confidence'
const SELF_PACED = 'Personal Finance Certification: Self-Paced'

const rows: MatrixRow[] = [
  {
    call: getTicket,
    via: 'the account ticket detail, on load',
    prepare: logInVerified,
    act: (context) => openAccount(context, ticketHash(context, 101)),
    message: DEFAULT_ERROR,
    stillShown: screenLoadFailed,
  },
  {
    call: userEvents,
    via: 'the account dashboard, on load',
    prepare: logInVerified,
    act: (context) => openAccount(context, '#!/my-account-dashboard'),
    message: DEFAULT_ERROR,
    stillShown: screenLoadFailed,
  },
  {
    call: userEvents,
    via: 'the academy dashboard, on load',
    prepare: logInVerified,
    act: (context) => openAccount(context, '#!/my-account-finlit-academy'),
    message: DEFAULT_ERROR,
    stillShown: screenLoadFailed,
  },
  {
    call: cancelEvent,
    via: 'the ticket detail, Yes, Cancel this Registration',
    prepare: async (context) => {
      await openTicket(context, 102, PAYING_FOR_COLLEGE)
      await openDialog('Cancel Registration', 'Cancel this Registration?')
    },
    act: () => fireEvent.click(screen.getByRole('button', { name: 'Yes, Cancel this Registration' })),
    button: () => screen.getByRole('button', { name: 'Yes, Cancel this Registration' }),
    toldIn: () => screen.getByRole('dialog'),
    message: 'There was an error. Registration was not cancelled',
    stillShown: () => {
      // The dialog stays, so the person can try again or close it; the ticket is still shown.
      enabled('Yes, Cancel this Registration', screen.getByRole('dialog'))
      expect(screen.getByRole('heading', { level: 2, name: PAYING_FOR_COLLEGE })).toBeTruthy()
      expect(window.location.hash).toContain('acadameny-view-event/102/')
    },
    succeeded: async () => {
      await waitFor(() => expect(window.location.hash).toBe('#!/my-account-finlit-academy'))
      expect(alertTexts()).toEqual(['Registration was successfuly cancelled'])
    },
  },
  {
    call: confirmEvent,
    via: 'the ticket detail, Yes, Confirm this Registration',
    prepare: async (context) => {
      await openTicket(context, 101, CREDIT_SCORES)
      await openDialog('Confirm Registration', 'Confirm this Registration?')
    },
    act: () => fireEvent.click(screen.getByRole('button', { name: 'Yes, Confirm this Registration' })),
    button: () => screen.getByRole('button', { name: 'Yes, Confirm this Registration' }),
    toldIn: () => screen.getByRole('dialog'),
    // §4.1, §8: the same text as for cancel.
    message: 'There was an error. Registration was not cancelled',
    stillShown: () => {
      enabled('Yes, Confirm this Registration', screen.getByRole('dialog'))
      expect(screen.getByRole('heading', { level: 2, name: CREDIT_SCORES })).toBeTruthy()
    },
    succeeded: async () => {
      await waitFor(() => expect(alertTexts()).toEqual(['Registration was successfuly confirmed']))
      expect(await screen.findByRole('heading', { level: 2, name: CREDIT_SCORES })).toBeTruthy()
    },
  },
  {
    call: startModule,
    via: 'the ticket detail, START MODULE',
    prepare: async (context) => {
      const opened = { opener: {}, location: { href: '' }, close: vi.fn() }
      vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window)
      await openTicket(context, 106, SELF_PACED)
    },
    act: () => fireEvent.click(screen.getByRole('button', { name: 'START MODULE' })),
    button: () => screen.getByRole('button', { name: 'START MODULE' }),
    message: DEFAULT_ERROR,
    stillShown: () => {
      enabled('START MODULE')
      // The tab opened for the module inside the click is closed again.
      const opened = vi.mocked(window.open).mock.results[0]?.value as { close: () => void }
      expect(opened.close).toHaveBeenCalled()
    },
    succeeded: async () => {
      expect(await screen.findByRole('link', { name: /OPEN MODULE/ })).toBeTruthy()
    },
  },
  {
    call: savePersonalAddress,
    via: 'the profile, Save Address',
    prepare: fillAddress,
    act: () => fireEvent.click(screen.getByRole('button', { name: 'Save Address' })),
    button: () => screen.getByRole('button', { name: 'Save Address' }),
    message: DEFAULT_ERROR,
    form: true,
    stillShown: () => enabled('Save Address'),
    succeeded: async () => {
      expect(await screen.findByRole('button', { name: 'Edit Address' })).toBeTruthy()
    },
  },
  {
    call: login,
    via: 'the profile, Save Address (the log-in again of §4.6)',
    prepare: fillAddress,
    act: () => fireEvent.click(screen.getByRole('button', { name: 'Save Address' })),
    button: () => screen.getByRole('button', { name: 'Save Address' }),
    message: 'There was an error, feel free to try again.',
    form: true,
    stillShown: () => {
      enabled('Save Address')
      expect(navigation.assign).not.toHaveBeenCalled()
    },
  },
  {
    call: updateUser,
    via: 'the profile, Update Account, Save Account',
    prepare: async (context) => {
      await logInVerified()
      openAccount(context, '#!/my-account-profile')
      const dialog = await openDialog('Edit Profile', 'Update Account')
      fireEvent.input(within(dialog).getByLabelText(/^First name/), { target: { value: 'Veronica' } })
      fireEvent.input(within(dialog).getByLabelText(/^City/), { target: { value: 'Salem' } })
    },
    act: () => fireEvent.click(screen.getByRole('button', { name: 'Save Account' })),
    button: () => screen.getByRole('button', { name: 'Save Account' }),
    message: UPDATE_FAILED,
    form: true,
    toldIn: () => screen.getByRole('dialog', { name: 'Update Account' }),
    stillShown: () => enabled('Save Account', screen.getByRole('dialog', { name: 'Update Account' })),
  },
  {
    call: updateUser,
    via: 'the profile, Change Password, Save Account',
    prepare: async (context) => {
      await logInVerified()
      openAccount(context, '#!/my-account-profile')
      const dialog = await openDialog('(change password)', 'Change Password')
      fireEvent.input(within(dialog).getByLabelText(/^New password/), { target: { value: 'New-pass-22' } })
      fireEvent.input(within(dialog).getByLabelText(/^Retype new password/), {
        target: { value: 'New-pass-22' },
      })
    },
    act: () => fireEvent.click(screen.getByRole('button', { name: 'Save Account' })),
    button: () => screen.getByRole('button', { name: 'Save Account' }),
    message: UPDATE_FAILED,
    form: true,
    toldIn: () => screen.getByRole('dialog', { name: 'Change Password' }),
    stillShown: () => enabled('Save Account', screen.getByRole('dialog', { name: 'Change Password' })),
  },
  {
    call: getAccountExample,
    via: 'the account example list, on load',
    prepare: logInVerified,
    act: (context) => openAccount(context, '#!/my-account-example'),
    message: DEFAULT_ERROR,
    stillShown: async () => {
      await screenLoadFailed()
      expect(screen.getByRole('heading', { name: 'Example resources' })).toBeTruthy()
    },
  },
]

faultMatrix('account area', rows)
