import { fireEvent, screen, waitFor, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { alertStore } from '../../../shared/alerts/alert-store'
import { TEACHER_STATE_CODES } from '../../../shared/domain/us-states'
import { setLocale } from '../../../shared/messages/locale'
import { logIn, sessionStore } from '../../../shared/session/session-store'
import { STATE_CODES } from '../../../widgets/signup/choices'
import { chooseOption } from '../../helpers/choose-option'
import { DEMO_PASSWORD } from '../../helpers/widget-server'
import { setUpAccountServer, watchNavigation } from './account-test-kit'

const account = setUpAccountServer()

const alertTexts = () => alertStore.getState().alerts.map((alert) => alert.text)

async function openProfile(email = 'verified@example.org') {
  await logIn(email, DEMO_PASSWORD)
  account.mount('#!/my-account-profile')
  await screen.findByRole('heading', { name: 'Your Profile' })
}

describe('profile (§2.8)', () => {
  it('shows the verified label, the profile fields and Get Swag to type 2 (§2.8, §6)', async () => {
    await openProfile()
    expect(screen.getByRole('heading', { name: 'Verified Teacher Account' })).toBeTruthy()
    expect(screen.getByText('Vera Verified')).toBeTruthy()
    expect(screen.getByText('verified@example.org')).toBeTruthy()
    expect(screen.getByText('Lincoln High School')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Get Swag' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('My Profile'))
  })

  it('names a school chosen from the list instead of its "School ID: <id>" (§3.4)', async () => {
    account.server.db
      .prepare('UPDATE users SET extras = ? WHERE id = 1')
      .run(
        JSON.stringify({ school_name: 'School ID: 530771001120', school_data_name: 'Garfield High School' }),
      )
    await openProfile()
    expect(screen.getByText('Garfield High School')).toBeTruthy()
    expect(screen.queryByText(/School ID/)).toBeNull()
  })

  it('shows the pending text and no swag to type 5 (§6)', async () => {
    await openProfile('pending@example.org')
    expect(screen.getByRole('heading', { name: 'Pending Teacher Account' })).toBeTruthy()
    expect(screen.getByText('Please allow up to 24 hours for your account to be processed.')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Get Swag' })).toBeNull()
  })

  it('names the teacher-accounts address for type 6 (§6)', async () => {
    await openProfile('action@example.org')
    expect(screen.getByRole('heading', { name: 'Pending Teacher Account - Action Required' })).toBeTruthy()
    expect(
      screen.getByText(/Please e-mail teachers@finlit\.example\.org with proof that you are an educator/),
    ).toBeTruthy()
  })

  it('names the teacher-accounts address for type 7 (§6)', async () => {
    await openProfile('limited@example.org')
    expect(screen.getByRole('heading', { name: 'Limited Access Account' })).toBeTruthy()
    expect(screen.getByText(/teachers@finlit\.example\.org with your account email/)).toBeTruthy()
  })

  it('checks the password fields in the order of §5.4 (§5.4)', async () => {
    await openProfile()
    fireEvent.click(screen.getByRole('link', { name: '(change password)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' })
    const save = within(dialog).getByRole('button', { name: 'Save Account' })
    fireEvent.click(save)
    expect(await within(dialog).findByText('You need enter a password if you want to change it')).toBeTruthy()
    // Only spaces is no password either.
    fireEvent.input(within(dialog).getByLabelText(/^New password/), { target: { value: '         ' } })
    fireEvent.input(within(dialog).getByLabelText(/^Retype new password/), { target: { value: '         ' } })
    fireEvent.click(save)
    expect(await within(dialog).findByText('You need enter a password if you want to change it')).toBeTruthy()
    fireEvent.input(within(dialog).getByLabelText(/^Retype new password/), { target: { value: '' } })
    fireEvent.input(within(dialog).getByLabelText(/^New password/), { target: { value: 'New-pass-22' } })
    fireEvent.click(save)
    expect(await within(dialog).findByText('Will you please retype your password?')).toBeTruthy()
    // A retype of only spaces is none either: the same message, not "do not match".
    fireEvent.input(within(dialog).getByLabelText(/^Retype new password/), { target: { value: '   ' } })
    fireEvent.click(save)
    expect(await within(dialog).findByText('Will you please retype your password?')).toBeTruthy()
    expect(within(dialog).queryByText('Passwords do not match.')).toBeNull()
    fireEvent.input(within(dialog).getByLabelText(/^Retype new password/), {
      target: { value: 'Other-pass-22' },
    })
    fireEvent.click(save)
    expect(await within(dialog).findByText('Passwords do not match.')).toBeTruthy()
    expect(account.server.requests.some((request) => request.path.endsWith('/updateUser/'))).toBe(false)
  })

  it('changes the password and says so once (§5.4)', async () => {
    await openProfile()
    fireEvent.click(screen.getByRole('link', { name: '(change password)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' })
    fireEvent.input(within(dialog).getByLabelText(/^New password/), { target: { value: 'New-pass-22' } })
    fireEvent.input(within(dialog).getByLabelText(/^Retype new password/), {
      target: { value: 'New-pass-22' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }))
    await waitFor(() => expect(alertTexts()).toEqual(['Your password has been updated']))
    expect(screen.queryByRole('dialog')).toBeNull()
    await expect(logIn('verified@example.org', 'New-pass-22')).resolves.toBeTruthy()
  })

  it('updates the account through updateUser/ and shows the new name (§2.8)', async () => {
    await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Account' })
    fireEvent.input(within(dialog).getByLabelText(/^First name/), { target: { value: 'Veronica' } })
    chooseOption(within(dialog).getByLabelText(/^State/), 'OR')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }))
    expect(await screen.findByText('Veronica Verified')).toBeTruthy()
    const row = account.server.db.prepare('SELECT first_name, extras FROM users WHERE id = 1').get() as {
      first_name: string
      extras: string
    }
    expect(row.first_name).toBe('Veronica')
    expect(JSON.parse(row.extras).state).toBe('OR')
  })

  it('shows a chosen school by its name in Update Account and keeps its "School ID: <id>" when saved unchanged (§3.4)', async () => {
    const chosen = { school_name: 'School ID: 530771001120', school_data_name: 'Garfield High School' }
    account.server.db.prepare('UPDATE users SET extras = ? WHERE id = 1').run(JSON.stringify(chosen))
    const storedSchool = () =>
      JSON.parse(
        (account.server.db.prepare('SELECT extras FROM users WHERE id = 1').get() as { extras: string })
          .extras,
      ).school_name
    await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    let dialog = await screen.findByRole('dialog', { name: 'Update Account' })
    expect((within(dialog).getByLabelText(/^School name/i) as HTMLInputElement).value).toBe(
      'Garfield High School',
    )
    fireEvent.input(within(dialog).getByLabelText(/^First name/), { target: { value: 'Veronica' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }))
    expect(await screen.findByText('Veronica Verified')).toBeTruthy()
    expect(storedSchool()).toBe('School ID: 530771001120')

    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    dialog = await screen.findByRole('dialog', { name: 'Update Account' })
    fireEvent.input(within(dialog).getByLabelText(/^School name/i), {
      target: { value: 'Roosevelt High School' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }))
    expect(await screen.findByText('Roosevelt High School')).toBeTruthy()
    expect(storedSchool()).toBe('Roosevelt High School')
  })

  it("stops typing in Update Account at the contract's length limits", async () => {
    await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Account' })
    expect(within(dialog).getByLabelText(/^First name/)).toHaveProperty('maxLength', 100)
    expect(within(dialog).getByLabelText(/^Last name/)).toHaveProperty('maxLength', 100)
    expect(within(dialog).getByLabelText(/^E-?mail/i)).toHaveProperty('maxLength', 254)
  })

  it('offers the District of Columbia in Update Account, the states of sign-up', async () => {
    await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Account' })
    const select = within(dialog).getByLabelText(/^State/) as HTMLSelectElement
    const values = Array.from(select.options)
      .map((option) => option.value)
      .filter(Boolean)
    expect(values).toEqual([...TEACHER_STATE_CODES])
    expect(values).toContain('DC')
    expect(within(select).getByRole('option', { name: 'District of Columbia' })).toBeTruthy()
    expect([...STATE_CODES]).toEqual(values)
  })

  it('says "Your account has been updated" beside Edit Profile after Save Account', async () => {
    await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Account' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }))
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe('Your account has been updated')
    expect(status.parentElement?.contains(screen.getByRole('button', { name: 'Edit Profile' }))).toBe(true)
  })

  it("shows a failed Save Account's text in the modal beside its button, and keeps it open", async () => {
    await openProfile()
    account.server.override('/aaa-content/packages/user-login-manager/api/updateUser/', () =>
      Response.json({ success: false, errorText: 'That e-mail is taken' }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Account' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('That e-mail is taken')
    expect(alert.parentElement?.contains(within(dialog).getByRole('button', { name: 'Save Account' }))).toBe(
      true,
    )
  })

  it("takes a failed save's text away at the next edit or submit, in both dialogs and the swag form", async () => {
    await openProfile()
    account.server.override('/aaa-content/packages/user-login-manager/api/updateUser/', () =>
      Response.json({ success: false, errorText: 'Not saved this time' }),
    )
    const refusedThenFixed = async (scope: HTMLElement, save: string, edit: () => void) => {
      fireEvent.click(within(scope).getByRole('button', { name: save }))
      expect(await within(scope).findByText('Not saved this time', {}, { timeout: 3000 })).toBeTruthy()
      edit()
      expect(within(scope).queryByText('Not saved this time')).toBeNull()
    }
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const update = await screen.findByRole('dialog', { name: 'Update Account' })
    await refusedThenFixed(update, 'Save Account', () =>
      fireEvent.input(within(update).getByLabelText(/^First name/), { target: { value: ' ' } }),
    )
    fireEvent.click(within(update).getByRole('button', { name: 'Save Account' }))
    expect(await within(update).findByText('This field is required.')).toBeTruthy()
    expect(within(update).queryByText('Not saved this time')).toBeNull()
    fireEvent.click(within(update).getByRole('button', { name: 'Close' }))

    fireEvent.click(screen.getByRole('link', { name: '(change password)' }))
    const password = await screen.findByRole('dialog', { name: 'Change Password' })
    fireEvent.input(within(password).getByLabelText(/^New password/), { target: { value: 'New-pass-22' } })
    fireEvent.input(within(password).getByLabelText(/^Retype new password/), {
      target: { value: 'New-pass-22' },
    })
    await refusedThenFixed(password, 'Save Account', () =>
      fireEvent.input(within(password).getByLabelText(/^Retype new password/), {
        target: { value: 'New-pass-2' },
      }),
    )
    fireEvent.click(within(password).getByRole('button', { name: 'Close' }))

    fireEvent.input(screen.getByLabelText(/^Address line 1/), { target: { value: '12 Elm St' } })
    fireEvent.input(screen.getByLabelText(/^City/), { target: { value: 'Fresno' } })
    chooseOption(screen.getByLabelText(/^State/), 'CA')
    fireEvent.input(screen.getByLabelText(/^Zip code/), { target: { value: '93650' } })
    account.server.override('/aaa-content/user/api/user/user-personal-address/', () =>
      Response.json({ success: false, errorText: 'Not saved this time' }),
    )
    const swag = screen.getByRole('button', { name: 'Save Address' }).closest('form') as HTMLElement
    await refusedThenFixed(swag, 'Save Address', () =>
      fireEvent.input(screen.getByLabelText(/^Zip code/), { target: { value: '93651' } }),
    )
  })

  it("takes a field's message away as the field is edited, in both dialogs and the swag form", async () => {
    await openProfile()
    const fixedOnEdit = async (
      scope: HTMLElement,
      save: string,
      label: RegExp,
      message: string,
      value: string,
    ) => {
      fireEvent.click(within(scope).getByRole('button', { name: save }))
      // Other empty fields may say the same: only this field's message goes.
      const before = (await within(scope).findAllByText(message)).length
      const field = within(scope).getByLabelText(label)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      fireEvent.input(field, { target: { value } })
      await waitFor(() => expect(within(scope).queryAllByText(message)).toHaveLength(before - 1))
      expect(field.getAttribute('aria-invalid')).not.toBe('true')
    }
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const update = await screen.findByRole('dialog', { name: 'Update Account' })
    fireEvent.input(within(update).getByLabelText(/^First name/), { target: { value: ' ' } })
    await fixedOnEdit(update, 'Save Account', /^First name/, 'This field is required.', 'Ana')
    fireEvent.click(within(update).getByRole('button', { name: 'Close' }))

    fireEvent.click(screen.getByRole('link', { name: '(change password)' }))
    const password = await screen.findByRole('dialog', { name: 'Change Password' })
    await fixedOnEdit(
      password,
      'Save Account',
      /^New password/,
      'You need enter a password if you want to change it',
      'New-pass-22',
    )
    fireEvent.click(within(password).getByRole('button', { name: 'Close' }))

    const swag = screen.getByRole('button', { name: 'Save Address' }).closest('form') as HTMLElement
    fireEvent.input(within(swag).getByLabelText(/^City/), { target: { value: '' } })
    await fixedOnEdit(swag, 'Save Address', /^City/, 'This field is required.', 'Fresno')
    expect(account.server.requests.some((request) => request.path.endsWith('/user-personal-address/'))).toBe(
      false,
    )
  })

  it("names §5.3's International and Other in the page's language, the codes unchanged", async () => {
    await setLocale('es')
    try {
      await logIn('verified@example.org', DEMO_PASSWORD)
      account.mount('#!/my-account-profile')
      const select = (await screen.findByLabelText(/^Estado/)) as HTMLSelectElement
      const options = [...select.options].map((option) => [option.value, option.textContent])
      expect(options).toContainEqual(['Intl', 'Internacional'])
      expect(options).toContainEqual(['Oth', 'Otro'])
      expect(options).toContainEqual(['CA', 'California'])
    } finally {
      await setLocale('en')
    }
  })

  it('shows the required message inline and keeps the modal open for an empty first name (§2.8)', async () => {
    await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Account' })
    fireEvent.input(within(dialog).getByLabelText(/^First name/), { target: { value: ' ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }))
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy()
    expect(account.server.requests.some((request) => request.path.endsWith('/updateUser/'))).toBe(false)
  })

  it("checks Update Account's e-mail by the contract's own rule, so the server's refusal never shows", async () => {
    await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update Account' })
    fireEvent.input(within(dialog).getByLabelText(/^Email/), { target: { value: 'teacher@example-.org' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Account' }))
    expect(
      await within(dialog).findByText('Please enter a valid email address, like name@school.org.'),
    ).toBeTruthy()
    expect(account.server.requests.some((request) => request.path.endsWith('/updateUser/'))).toBe(false)
  })

  it('requires line 1, city, state and zip of the swag address (§5.3)', async () => {
    await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }))
    await waitFor(() => expect(screen.getAllByText('This field is required.').length).toBe(4))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Address line 1/)))
    expect(account.server.requests.some((request) => request.path.endsWith('/user-personal-address/'))).toBe(
      false,
    )
  })

  it('asks a US address for a zip of 5 digits or ZIP+4, and takes any postcode abroad', async () => {
    await openProfile()
    fireEvent.input(screen.getByLabelText(/^Address line 1/), { target: { value: '12 Elm St' } })
    fireEvent.input(screen.getByLabelText(/^City/), { target: { value: 'Boston' } })
    chooseOption(screen.getByLabelText(/^State/), 'MA')
    for (const zip of ['2134', 'ABCDE', '02134-12']) {
      fireEvent.input(screen.getByLabelText(/^Zip code/), { target: { value: zip } })
      fireEvent.click(screen.getByRole('button', { name: 'Save Address' }))
      expect(await screen.findByText('Enter a 5-digit zip code (or ZIP+4), like 02134.')).toBeTruthy()
    }
    expect(account.server.requests.some((request) => request.path.endsWith('/user-personal-address/'))).toBe(
      false,
    )
    chooseOption(screen.getByLabelText(/^State/), 'Intl')
    fireEvent.input(screen.getByLabelText(/^Zip code/), { target: { value: 'SW1A 1AA' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }))
    expect(await screen.findByRole('button', { name: 'Edit Address' })).toBeTruthy()
  })

  it("stops the swag address's lines at the contract's lengths (§3.7)", async () => {
    await openProfile()
    expect(screen.getByLabelText(/^Address line 1/)).toHaveProperty('maxLength', 200)
    expect(screen.getByLabelText(/^City/)).toHaveProperty('maxLength', 100)
    expect(screen.getByLabelText(/^Zip code/)).toHaveProperty('maxLength', 10)
  })

  it('offers Cancel beside Save Address with no address saved, emptying what was typed (§2.8)', async () => {
    await openProfile()
    fireEvent.input(screen.getByLabelText(/^Address line 1/), { target: { value: '12 Elm St' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }))
    await waitFor(() => expect(screen.getAllByText('This field is required.').length).toBe(3))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    const line1 = screen.getByLabelText(/^Address line 1/) as HTMLInputElement
    expect(line1.value).toBe('')
    expect(screen.queryByText('This field is required.')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(line1))
  })

  it('offers the states of §5.3 with the spec codes (§5.3)', async () => {
    await openProfile()
    const select = screen.getByLabelText(/^State/) as HTMLSelectElement
    const values = Array.from(select.options).map((option) => option.value)
    expect(values.length).toBe(1 + 50 + 7)
    expect(values.slice(-7)).toEqual(['Asal', 'Dcal', 'Gal', 'Pral', 'Vial', 'Intl', 'Oth'])
  })

  it('saves the swag address, logs in again and shows it with Edit Address (§4.6)', async () => {
    await openProfile()
    fireEvent.input(screen.getByLabelText(/^Address line 1/), { target: { value: '12 Elm St' } })
    fireEvent.input(screen.getByLabelText(/^City/), { target: { value: 'Fresno' } })
    chooseOption(screen.getByLabelText(/^State/), 'CA')
    fireEvent.input(screen.getByLabelText(/^Zip code/), { target: { value: '93650' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }))
    const edit = await screen.findByRole('button', { name: 'Edit Address' })
    expect(screen.getByRole('status').textContent).toBe('Your address has been saved')
    expect(screen.getByText(/12 Elm St/)).toBeTruthy()
    const logins = account.server.requests.filter((request) => request.path.endsWith('/login/'))
    expect(logins.at(-1)?.body).toEqual({})
    // The focus follows the switch between the address and its form, never left on the body.
    await waitFor(() => expect(document.activeElement).toBe(edit))
    fireEvent.click(edit)
    const line1 = screen.getByLabelText(/^Address line 1/) as HTMLInputElement
    expect(line1.value).toBe('12 Elm St')
    await waitFor(() => expect(document.activeElement).toBe(line1))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    const editAgain = await screen.findByRole('button', { name: 'Edit Address' })
    await waitFor(() => expect(document.activeElement).toBe(editAgain))
  })

  it('logs out, clearing the token, then goes home (§4.5)', async () => {
    const { assign } = watchNavigation()
    const tokenAtRedirect: (string | null)[] = []
    assign.mockImplementation(() => tokenAtRedirect.push(sessionStore.getState().token))
    await openProfile()
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'), { timeout: 2000 })
    expect(tokenAtRedirect).toEqual([null])
    expect(localStorage.getItem('t')).toBeNull()
  })
})
