import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { setUploadXhr } from '../../../shared/api/upload-with-progress'
import { cancelPageLeaving } from '../../../shared/navigation/leave-page'
import { navigation } from '../../../shared/navigation/navigation'
import { getUser, logIn, sessionStore } from '../../../shared/session/session-store'
import { mount } from '../../../widgets/signup/entry'
import { chooseOption } from '../../helpers/choose-option'
import { FetchXhr } from '../../helpers/fetch-xhr'
import { watchFocusArrivals } from '../../helpers/focus-arrivals'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'

let server: WidgetServer
let unmount: () => void

const SIGN_UP = '/aaa-content/packages/user-login-manager/api/signUp/'
const SIGN_UP_FILE = '/aaa-content/packages/user-login-manager/api/signUp3/'
const ZIP = '/aaa-content/user/api/nces/zip.php'
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

beforeEach(async () => {
  server = await startWidgetServer()
  window.dataLayer = []
  vi.spyOn(navigation, 'reload').mockImplementation(() => undefined)
  const el = document.createElement('div')
  document.body.append(el)
  unmount = mount(el, {})
})

afterEach(async () => {
  cancelPageLeaving()
  unmount?.()
  vi.restoreAllMocks()
  await stopWidgetServer(server)
})

const type = (label: RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })

async function fillAccount(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    first: 'Rosa',
    last: 'Diaz',
    email: 'rosa@example.org',
    username: 'rosa.diaz',
    password: 'Long-enough-1',
    retype: 'Long-enough-1',
    ...overrides,
  }
  await screen.findByLabelText(/First name/)
  type(/First name/, values.first)
  type(/Last name/, values.last)
  type(/^Email/, values.email)
  type(/^Username/, values.username)
  type(/^Password/, values.password)
  type(/Retype password/, values.retype)
}

const select = (label: RegExp, value: string) => chooseOption(screen.getByLabelText(label), value)
/** A file chosen: the field's files change and "change" fires, as in a browser. */
function chooseFile(el: HTMLElement, file: File) {
  Object.defineProperty(el, 'files', { value: [file], configurable: true })
  fireEvent(el, new Event('change', { bubbles: true }))
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }))
const alertTexts = () => alertStore.getState().alerts.map((alert) => alert.text)
const stored = (email: string) =>
  server.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as
    | { extras: string; type: number; proof_file: Buffer | null; proof_file_type: string | null }
    | undefined
const storedSchool = (email: string) => JSON.parse(stored(email)?.extras ?? '{}').school_name
const sent = (path: string) => server.requests.filter((request) => request.path === path)

async function lookUpZip(zip: string) {
  const field = screen.getByLabelText(/School zip code/)
  fireEvent.input(field, { target: { value: zip } })
  fireEvent.keyDown(field, { key: 'Enter' })
}

describe('sign-up', () => {
  it('shows a logged-in teacher the way to the account instead of an empty form', async () => {
    unmount()
    await logIn('verified@example.org', DEMO_PASSWORD)
    const el = document.createElement('div')
    document.body.append(el)
    unmount = mount(el, {})
    expect(await screen.findByText(/You are logged in/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to My FinLit' }).getAttribute('href')).toBe('/account/')
    expect(screen.queryByLabelText(/First name/)).toBeNull()
  })

  it('brings the form back when the stored token turns out refused, as the header then says Log in', async () => {
    unmount()
    localStorage.setItem('t', 'a-token-the-server-never-gave')
    sessionStore.setState({ token: 'a-token-the-server-never-gave', user: null, status: 'unknown' })
    const el = document.createElement('div')
    document.body.append(el)
    unmount = mount(el, {})
    expect(await screen.findByText(/You are logged in/)).toBeTruthy()
    await getUser().catch(() => undefined)
    expect(sessionStore.getState().status).toBe('logged-out')
    expect(await screen.findByLabelText(/First name/)).toBeTruthy()
    expect(screen.queryByText(/You are logged in/)).toBeNull()
  })

  it('creates the account with signUp/ as JSON when no file is chosen (§7.4, §5.7)', async () => {
    await fillAccount()
    submit()
    await screen.findByText(/Thank you for signing up!/)
    expect(stored('rosa@example.org')?.type).toBe(5)
    expect(sent(SIGN_UP)).toHaveLength(1)
    expect(sent(SIGN_UP_FILE)).toHaveLength(0)
  })

  it("shows the server's signUpText, starts the session and pushes user-signup (§2.11, §1)", async () => {
    await fillAccount()
    submit()
    expect(
      await screen.findByText(/Thank you for signing up! Feel free to browse our website\. Your FinLit/),
    ).toBeTruthy()
    expect(localStorage.getItem('t')).toBe(sessionStore.getState().token)
    expect(sessionStore.getState().user?.cpUsers_email).toBe('rosa@example.org')
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'user-signup' }))
  })

  it('shows the stock thank-you text when the server gives no signUpText (§2.11)', async () => {
    server.override(SIGN_UP, async (request) => {
      const answer = (await (await server.app.fetch(request)).json()) as { info: { extras: object } }
      answer.info.extras = {}
      return Response.json(answer)
    })
    await fillAccount()
    submit()
    expect(await screen.findByText('Thank you for signing up! Feel free to browse our website')).toBeTruthy()
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('status'))
    expect(document.activeElement?.textContent).toContain('Thank you for signing up!')
  })

  it('reloads 5 s after sign-up, leaving time to read the thanks (§4.5)', async () => {
    await fillAccount()
    submit()
    await screen.findByText(/Thank you for signing up!/)
    await new Promise((resolve) => setTimeout(resolve, 4000))
    expect(navigation.reload).not.toHaveBeenCalled()
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1), { timeout: 2000 })
  })

  it('looks up schools when Enter is pressed in the zip field, without submitting (§2.11, §5.7)', async () => {
    await screen.findByLabelText(/School zip code/)
    await lookUpZip('98122')
    expect(await screen.findByRole('radio', { name: /Garfield High School/ })).toBeTruthy()
    expect(sent(SIGN_UP)).toHaveLength(0)
    // The list itself is silent: a status that was in the page before says how many came.
    const count = screen.getAllByRole('radio').length - 1
    const status = screen.getAllByRole('status').map((element) => element.textContent)
    expect(status).toContain(
      count === 1
        ? '1 school found in this zip code. Choose it below.'
        : `${count} schools found in this zip code. Choose yours below.`,
    )
  })

  it('does not look up schools on Enter when the zip is empty (§5.7)', async () => {
    await screen.findByLabelText(/School zip code/)
    await lookUpZip('')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent(ZIP)).toHaveLength(0)
    expect(sent(SIGN_UP)).toHaveLength(0)
  })

  it('asks for a zip code beside the field when "Find schools" is pressed without one, and goes there', async () => {
    const find = await screen.findByRole('button', { name: 'Find schools' })
    const arrivals = watchFocusArrivals()
    find.focus()
    fireEvent.click(find)
    expect(await screen.findByText('Enter a zip code to find schools.')).toBeTruthy()
    expect(sent(ZIP)).toHaveLength(0)
    const zip = screen.getByLabelText(/School zip code/)
    await waitFor(() => expect(document.activeElement).toBe(zip))
    expect(arrivals.find((arrival) => arrival.element === zip)).toMatchObject({
      invalid: 'true',
      description: expect.stringContaining('Enter a zip code to find schools.'),
    })
  })

  it('alerts "There was an error, feel free to try again" when the school lookup fails (§8)', async () => {
    server.override(ZIP, () => new Response('down', { status: 500 }))
    await screen.findByLabelText(/School zip code/)
    fireEvent.input(screen.getByLabelText(/School zip code/), { target: { value: '98122' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find schools' }))
    await waitFor(() => expect(alertTexts()).toEqual(['There was an error, feel free to try again']), {
      timeout: 3000,
    })
  })

  it('keeps a way to ask again beside the zip after a failed lookup, which finds the schools', async () => {
    let down = true
    server.override(ZIP, (request) =>
      down ? new Response('down', { status: 500 }) : server.app.fetch(request),
    )
    await screen.findByLabelText(/School zip code/)
    fireEvent.input(screen.getByLabelText(/School zip code/), { target: { value: '98122' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find schools' }))
    expect(
      await screen.findByText(
        'The school list could not be loaded. You can try again, or type your school name below.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy()
    down = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('radio', { name: /Garfield High School/ })).toBeTruthy()
    expect(screen.queryByText(/The school list could not be loaded/)).toBeNull()
  })

  it('finds the schools of a ZIP+4 by its first five digits', async () => {
    await screen.findByLabelText(/School zip code/)
    await lookUpZip('98122-4321')
    expect(await screen.findByRole('radio', { name: /Garfield High School/ })).toBeTruthy()
    expect(screen.queryByText('Enter a 5-digit zip code.')).toBeNull()
  })

  it('says so when no school has this zip code', async () => {
    await screen.findByLabelText(/School zip code/)
    await lookUpZip('99999')
    expect(await screen.findByText(/No schools were found for this zip code/)).toBeTruthy()
  })

  it('shows only the current zip answer: a bad zip hides the schools of the last one', async () => {
    await screen.findByLabelText(/School zip code/)
    await lookUpZip('99999')
    await screen.findByText(/No schools were found for this zip code/)
    await lookUpZip('123')
    expect(await screen.findByText('Enter a 5-digit zip code.')).toBeTruthy()
    expect(screen.queryByText(/No schools were found/)).toBeNull()
  })

  it('explains the school choices by the fields alone, with no rule sentence', async () => {
    await screen.findByLabelText(/School name/)
    expect(document.body.textContent).not.toMatch(/replaces (it|both)/)
  })

  it('saves the chosen school as "School ID: <id>" (§3.4)', async () => {
    await fillAccount()
    await lookUpZip('98122')
    fireEvent.click(await screen.findByRole('radio', { name: /Garfield High School/ }))
    submit()
    await screen.findByText(/Thank you for signing up!/)
    expect(storedSchool('rosa@example.org')).toBe('School ID: 530771001120')
    expect(JSON.parse(stored('rosa@example.org')?.extras ?? '{}').school_data_name).toBe(
      'Garfield High School',
    )
  })

  it('fills city and state from the chosen school', async () => {
    await screen.findByLabelText(/School zip code/)
    await lookUpZip('98122')
    fireEvent.click(await screen.findByRole('radio', { name: /Garfield High School/ }))
    expect(screen.getByLabelText(/^City/)).toHaveProperty('value', 'Seattle')
    expect(screen.getByLabelText(/^State/)).toHaveProperty('value', 'WA')
    // Shown by its name, as the profile's state is; the code is what is sent.
    const state = screen.getByLabelText(/^State/) as HTMLSelectElement
    expect(state.selectedOptions[0]?.textContent).toBe('Washington')
    expect(within(state).getByRole('option', { name: 'District of Columbia' })).toHaveProperty('value', 'DC')
  })

  it("stops typing at the contract's length limits, before Sign Up meets a refusal", async () => {
    expect(await screen.findByLabelText(/^First name/)).toHaveProperty('maxLength', 100)
    expect(screen.getByLabelText(/^Last name/)).toHaveProperty('maxLength', 100)
    expect(screen.getByLabelText(/School name/)).toHaveProperty('maxLength', 200)
    expect(screen.getByLabelText(/^City/)).toHaveProperty('maxLength', 100)
  })

  it('forgets the chosen school and its town when another zip is looked up', async () => {
    await fillAccount()
    await lookUpZip('90031')
    fireEvent.click(await screen.findByRole('radio', { name: /Lincoln High School/ }))
    expect(screen.getByLabelText(/^City/)).toHaveProperty('value', 'Los Angeles')
    await lookUpZip('98122')
    await screen.findByRole('radio', { name: /Garfield High School/ })
    const checked = screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)
    expect(checked.map((radio) => radio.closest('label')?.textContent)).toEqual(['My school is not listed'])
    expect(screen.getByLabelText(/^City/)).toHaveProperty('value', '')
    submit()
    await screen.findByText(/Thank you for signing up!/)
    expect(storedSchool('rosa@example.org') ?? '').not.toContain('School ID')
  })

  it('replaces the town a school filled in when another school is chosen, not a typed one', async () => {
    await screen.findByLabelText(/School zip code/)
    await lookUpZip('90031')
    fireEvent.click(await screen.findByRole('radio', { name: /Lincoln High School/ }))
    await lookUpZip('98122')
    fireEvent.click(await screen.findByRole('radio', { name: /Garfield High School/ }))
    expect(screen.getByLabelText(/^City/)).toHaveProperty('value', 'Seattle')
    expect(screen.getByLabelText(/^State/)).toHaveProperty('value', 'WA')
    type(/^City/, 'Tacoma')
    fireEvent.click(screen.getByRole('radio', { name: /Garfield High School/ }))
    expect(screen.getByLabelText(/^City/)).toHaveProperty('value', 'Tacoma')
  })

  it('lets a typed school name override the chosen school (§3.4)', async () => {
    await fillAccount()
    await lookUpZip('98122')
    fireEvent.click(await screen.findByRole('radio', { name: /Garfield High School/ }))
    type(/School name/, 'Rainier Learning Center')
    submit()
    await screen.findByText(/Thank you for signing up!/)
    expect(storedSchool('rosa@example.org')).toBe('Rainier Learning Center')
  })

  it('saves "Homeschool" when "I homeschool" is checked, over a typed name (§3.4)', async () => {
    await fillAccount()
    type(/School name/, 'Rainier Learning Center')
    fireEvent.click(screen.getByLabelText('I homeschool'))
    submit()
    await screen.findByText(/Thank you for signing up!/)
    expect(storedSchool('rosa@example.org')).toBe('Homeschool')
  })

  it('saves the teacher extras', async () => {
    await fillAccount()
    select(/Grade taught/, 'High School')
    select(/Subject taught/, 'Economics')
    select(/Number of students/, '26-50')
    submit()
    await screen.findByText(/Thank you for signing up!/)
    const extras = JSON.parse(stored('rosa@example.org')?.extras ?? '{}')
    expect(extras).toMatchObject({
      grade_taught: 'High School',
      subject_taught: 'Economics',
      number_of_students: '26-50',
    })
  })

  it('sends a chosen proof file through signUp3/ as multipart and the server keeps it (§7.4)', async () => {
    await fillAccount()
    const file = new File([PNG_BYTES], 'badge.png', { type: 'image/png' })
    chooseFile(screen.getByLabelText(/Proof of educator status \(optional\)/), file)
    submit()
    await screen.findByText(/Thank you for signing up!/)
    expect(sent(SIGN_UP_FILE)).toHaveLength(1)
    expect(sent(SIGN_UP)).toHaveLength(0)
    expect(stored('rosa@example.org')?.proof_file_type).toBe('image/png')
  })

  it('shows the proof upload as a progress bar with a percentage, and Cancel stops it keeping every answer', async () => {
    // An upload that moves only when the test says so.
    const held: { progress?: (loaded: number) => void; aborted: boolean } = { aborted: false }
    setUploadXhr(() => {
      const xhr = {
        upload: { onprogress: null as ((event: ProgressEvent) => void) | null },
        open: () => undefined,
        setRequestHeader: () => undefined,
        send: () => {
          held.progress = (loaded) =>
            xhr.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 } as ProgressEvent)
        },
        abort: () => {
          held.aborted = true
        },
      }
      return xhr as unknown as XMLHttpRequest
    })
    await fillAccount()
    select(/Grade/, 'High School')
    const file = new File([PNG_BYTES], 'badge.png', { type: 'image/png' })
    chooseFile(screen.getByLabelText(/Proof of educator status \(optional\)/), file)
    submit()
    const bar = (await screen.findByRole('progressbar', {
      name: 'Uploading your file',
    })) as HTMLProgressElement
    expect(screen.getByText('0% uploaded')).toBeTruthy()
    // The keyboard's next step while it runs: Cancel.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })))
    await waitFor(() => expect(held.progress).toBeDefined())
    held.progress?.(420)
    expect(await screen.findByText('42% uploaded')).toBeTruthy()
    expect(bar.value).toBe(42)
    expect(bar.max).toBe(100)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText(/Upload cancelled\. Everything you typed is still here/)).toBeTruthy()
    expect(held.aborted).toBe(true)
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).value).toBe('Rosa')
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('rosa.diaz')
    expect((screen.getByLabelText(/Grade/) as HTMLSelectElement).value).toBe('High School')
    expect(screen.getByRole('button', { name: /Remove file/ })).toBeTruthy()
    expect(alertTexts()).toEqual([])
    expect(stored('rosa@example.org')).toBeUndefined()
    const again = screen.getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement
    expect(again.disabled).toBe(false)
    await waitFor(() => expect(document.activeElement).toBe(again))
    // The same answers and file go through on the next try.
    setUploadXhr(() => new FetchXhr(server.fetch) as unknown as XMLHttpRequest)
    submit()
    await screen.findByText(/Thank you for signing up!/)
    expect(stored('rosa@example.org')?.proof_file_type).toBe('image/png')
  })

  it('sends no file after "Remove file" (§5.7: attached only when chosen)', async () => {
    await fillAccount()
    const file = new File([PNG_BYTES], 'badge.png', { type: 'image/png' })
    chooseFile(screen.getByLabelText(/Proof of educator status/), file)
    fireEvent.click(await screen.findByRole('button', { name: /Remove file/ }))
    submit()
    await screen.findByText(/Thank you for signing up!/)
    expect(sent(SIGN_UP_FILE)).toHaveLength(0)
    expect(sent(SIGN_UP)).toHaveLength(1)
  })

  it('refuses a file type other than PDF, JPG, PNG or WebP beside the field, sending nothing', async () => {
    await fillAccount()
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    chooseFile(screen.getByLabelText(/Proof of educator status/), file)
    expect(await screen.findByText(/This file type is not accepted/)).toBeTruthy()
    submit()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent(SIGN_UP_FILE)).toHaveLength(0)
    expect(sent(SIGN_UP)).toHaveLength(0)
    expect(document.activeElement).toBe(screen.getByLabelText(/Proof of educator status/))
  })

  it('refuses a file over 5 MB beside the field', async () => {
    const file = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' })
    chooseFile(await screen.findByLabelText(/Proof of educator status/), file)
    expect(await screen.findByText('This file is larger than 5 MB. Choose a smaller file.')).toBeTruthy()
  })

  it('shows the accepted types and the size limit', async () => {
    expect(await screen.findByText(/PDF, JPG, PNG or WebP, up to 5 MB/)).toBeTruthy()
  })

  it('asks for a password of at least 8 characters (PasswordSchema)', async () => {
    await fillAccount({ password: 'short', retype: 'short' })
    submit()
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/))
    expect(sent(SIGN_UP)).toHaveLength(0)
  })

  it('says "Passwords do not match." when the retype differs (§5.4)', async () => {
    await fillAccount({ retype: 'Long-enough-2' })
    submit()
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy()
    expect(sent(SIGN_UP)).toHaveLength(0)
  })

  it('focuses the first invalid field on a failed submit', async () => {
    await fillAccount({ first: '', email: 'not-an-email' })
    const arrivals = watchFocusArrivals()
    submit()
    expect(await screen.findByText('Enter your first name.')).toBeTruthy()
    expect(screen.getByText(/Please enter a valid email address/)).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/First name/))
    // Focused once marked invalid and tied to its message, so a screen reader reads both.
    expect(arrivals.map(({ element, invalid, description }) => ({ element, invalid, description }))).toEqual([
      {
        element: screen.getByLabelText(/First name/),
        invalid: 'true',
        description: 'Enter your first name.',
      },
    ])
  })

  it("says §8's text with the server's reason for a taken e-mail and keeps everything typed (§8, §7.1)", async () => {
    await fillAccount({ email: 'verified@example.org' })
    submit()
    const said =
      'User Account was not created. You can reload this page and try again. ' +
      'An account with this email address already exists. Please log in instead.'
    await waitFor(() => expect(alertTexts()).toEqual([said]))
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'verified@example.org')
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', 'Long-enough-1')
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveProperty('disabled', false)
  })

  it('alerts "User Account was not created. You can reload this page and try again." on a failure (§8)', async () => {
    server.override(SIGN_UP, () => new Response('down', { status: 500 }))
    await fillAccount()
    submit()
    await waitFor(() =>
      expect(alertTexts()).toEqual(['User Account was not created. You can reload this page and try again.']),
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'User Account was not created. You can reload this page and try again.',
    )
    expect(screen.getByLabelText(/First name/)).toHaveProperty('value', 'Rosa')
  })

  it('disables the button while the account is created (one click, one request)', async () => {
    await fillAccount()
    submit()
    const button = screen.getByRole('button', { name: /Creating your account/ })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.click(button)
    await screen.findByText(/Thank you for signing up!/)
    expect(sent(SIGN_UP)).toHaveLength(1)
  })
})
