import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { expect } from 'vitest'
import {
  forgotPassword,
  login,
  logout,
  resetPassword,
  signUp,
  signUpWithFile,
} from '../../../shared/contract/login-manager'
import { findSchoolsByZip } from '../../../shared/contract/user-data'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn, sessionStore } from '../../../shared/session/session-store'
import { mount as mountAccountWidget } from '../../../widgets/account/entry'
import { mount as mountForgot } from '../../../widgets/forgot-password/entry'
import { mount as mountLogin } from '../../../widgets/login/entry'
import { mount as mountLogout } from '../../../widgets/logout/entry'
import { mount as mountReset } from '../../../widgets/reset-password/entry'
import { mount as mountSignUp } from '../../../widgets/signup/entry'
import { DEMO_PASSWORD } from '../../helpers/widget-server'
import { faultMatrix, type MatrixContext, type MatrixRow, type } from './fault-kit'

const SIGN_UP_FAILED = 'User Account was not created. You can reload this page and try again.'
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
const enabled = (name: string) =>
  expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false)

/** A page load with a stored token and no cached user: getUser logs in again with {} (§4.5). */
async function storedSessionOnly() {
  await logIn('verified@example.org', DEMO_PASSWORD)
  sessionStore.setState({ user: null, status: 'unknown' })
}

async function fillSignUp(context: MatrixContext) {
  context.mount(mountSignUp)
  await screen.findByLabelText(/First name/)
  type(/First name/, 'Rosa')
  type(/Last name/, 'Diaz')
  type(/^Email/, 'rosa@example.org')
  type(/^Username/, 'rosa.diaz')
  type(/^Password/, 'Long-enough-1')
  type(/Retype password/, 'Long-enough-1')
}

const rows: MatrixRow[] = [
  {
    call: login,
    via: 'the login form, Log In',
    prepare: async (context) => {
      context.mount(mountLogin)
      await screen.findByLabelText(/Email or Username/)
      type(/Email or Username/, 'verified@example.org')
      type(/^Password/, DEMO_PASSWORD)
    },
    act: () => click('Log In'),
    button: () => screen.getByRole('button', { name: 'Log In' }),
    message: 'There was an error, feel free to try again.',
    form: true,
    stillShown: () => {
      enabled('Log In')
      expect(navigation.reload).not.toHaveBeenCalled()
    },
  },
  {
    call: login,
    via: 'the login page, on load with a stored token',
    prepare: storedSessionOnly,
    act: (context) => {
      context.mount(mountLogin)
    },
    // §4.5, §8 "Not logged in" is internal: the person gets the form and can log in.
    message: null,
    stillShown: async () => {
      expect(await screen.findByLabelText(/Email or Username/)).toBeTruthy()
      enabled('Log In')
    },
  },
  {
    call: login,
    via: 'the account area, on load with a stored token',
    prepare: storedSessionOnly,
    act: (context) => {
      window.location.hash = '#!/my-account-profile'
      context.mount(mountAccountWidget)
    },
    // The session could not be checked: the person stays, with the login call's §8 text and a
    // way to try again (only a refused token sends the browser to "/", §2.1).
    message: 'There was an error, feel free to try again.',
    stillShown: async () => {
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(screen.getByRole('navigation', { name: 'My FinLit sections' })).toBeTruthy()
      expect(navigation.assign).not.toHaveBeenCalledWith('/')
      expect(sessionStore.getState().token).not.toBeNull()
    },
  },
  {
    call: signUp,
    via: 'sign-up, Sign Up',
    prepare: fillSignUp,
    act: () => click('Sign Up'),
    button: () => screen.getByRole('button', { name: 'Sign Up' }),
    message: SIGN_UP_FAILED,
    form: true,
    stillShown: () => {
      enabled('Sign Up')
      expect(sessionStore.getState().token).toBeNull()
    },
  },
  {
    call: signUpWithFile,
    via: 'sign-up with a proof file, Sign Up',
    prepare: async (context) => {
      await fillSignUp(context)
      const field = screen.getByLabelText(/Proof of educator status/)
      Object.defineProperty(field, 'files', {
        value: [new File([PNG_BYTES], 'badge.png', { type: 'image/png' })],
        configurable: true,
      })
      fireEvent(field, new Event('change', { bubbles: true }))
    },
    act: () => click('Sign Up'),
    button: () => screen.getByRole('button', { name: 'Sign Up' }),
    message: SIGN_UP_FAILED,
    form: true,
    stillShown: () => {
      enabled('Sign Up')
      expect(screen.getByText(/badge\.png/)).toBeTruthy()
    },
  },
  {
    call: findSchoolsByZip,
    via: 'sign-up, Find schools',
    prepare: async (context) => {
      await fillSignUp(context)
      type(/School zip code/, '93650')
    },
    act: () => click('Find schools'),
    button: () => screen.getByRole('button', { name: 'Find schools' }),
    message: 'There was an error, feel free to try again',
    form: true,
    stillShown: () => {
      enabled('Find schools')
      enabled('Sign Up')
    },
  },
  {
    call: forgotPassword,
    via: 'forgot password, Send reset link',
    prepare: async (context) => {
      context.mount(mountForgot)
      await screen.findByLabelText(/Username or Email/)
      type(/Username or Email/, 'verified@example.org')
    },
    act: () => click('Send reset link'),
    button: () => screen.getByRole('button', { name: 'Send reset link' }),
    message: 'User / email was not found in our system, feel free to try again.',
    form: true,
    stillShown: () => enabled('Send reset link'),
    succeeded: async () => {
      expect(await screen.findByText('Check your email for a link to reset your password.')).toBeTruthy()
    },
  },
  {
    call: resetPassword,
    via: 'reset password, Save new password',
    prepare: async (context) => {
      history.replaceState(null, '', '/reset-password/?key=a-reset-key')
      context.mount(mountReset)
      await screen.findByLabelText(/^New password/)
      type(/^New password/, 'A-new-password-9')
      type(/Retype new password/, 'A-new-password-9')
    },
    act: () => click('Save new password'),
    button: () => screen.getByRole('button', { name: 'Save new password' }),
    message: 'Password was not reset, feel free to try again.',
    form: true,
    stillShown: () => enabled('Save new password'),
    succeeded: async () => {
      expect(await screen.findByText('Your password has been updated')).toBeTruthy()
    },
  },
  {
    call: logout,
    via: 'the logout widget, Log Out',
    prepare: async (context) => {
      await logIn('verified@example.org', DEMO_PASSWORD)
      context.mount(mountLogout)
    },
    act: () => click('Log Out'),
    button: () => screen.getByRole('button', { name: 'Log Out' }),
    // §4.5: the server is told too, but a failure there does not keep anyone logged in.
    message: null,
    stillShown: async () => {
      expect(await screen.findByText('You are logged out. Taking you to the home page…')).toBeTruthy()
      await waitFor(() => expect(localStorage.getItem('t')).toBeNull())
    },
    succeeded: async () => {
      expect(await screen.findByText('You are logged out. Taking you to the home page…')).toBeTruthy()
      await waitFor(() => expect(localStorage.getItem('t')).toBeNull())
    },
  },
]

faultMatrix('login and sign-up', rows)
