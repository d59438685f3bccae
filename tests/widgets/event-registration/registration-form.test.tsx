import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { navigation } from '../../../shared/navigation/navigation'
import { logIn, sessionStore } from '../../../shared/session/session-store'
import { chooseOption } from '../../helpers/choose-option'
import {
  DEMO_PASSWORD,
  startWidgetServer,
  stopWidgetServer,
  type WidgetServer,
} from '../../helpers/widget-server'
import { fillEveryField, mountRegistration, REGISTER_PATH, submitButton } from './helpers'

let server: WidgetServer

beforeEach(async () => {
  server = await startWidgetServer()
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined)
})

afterEach(async () => {
  await stopWidgetServer(server)
  vi.restoreAllMocks()
})

const registerBodies = () =>
  server.requests
    .filter((request) => request.path === REGISTER_PATH)
    .map((request) => request.body as { eventID: string; registrationForm: Record<string, string> })

async function formOf(heading: RegExp): Promise<HTMLFormElement> {
  await screen.findByRole('heading', { name: heading })
  return document.querySelector('form') as HTMLFormElement
}

describe('registration questions per type (§3.5)', () => {
  it.each([
    ['Webinar', '102', ['question_57', 'question_58', 'question_59', 'question_12']],
    ['VPD', '103', ['question_38', 'question_41', 'question_42', 'question_75', 'question_12']],
    [
      'FinCamp',
      '107',
      [
        'question_3',
        'question_4',
        'question_5',
        'question_6',
        'question_107',
        'question_7',
        'question_8',
        'question_9',
        'question_10',
        'question_11',
        'question_12',
        'question_13',
        'question_15',
      ],
    ],
    [
      'FinCampPLUS',
      '109',
      [
        'question_19',
        'question_20',
        'question_21',
        'question_22',
        'question_23',
        'question_24',
        'question_25',
        'question_26',
        'question_27',
        'question_81',
        'question_82',
        'question_83',
        'question_86',
        'question_87',
        'question_12',
      ],
    ],
    ['VirtualFinCamp', '108', ['question_46', 'question_47', 'question_48', 'question_12']],
    [
      'Certification Course',
      '104',
      ['question_89', 'question_90', 'question_91', 'question_96', 'question_12'],
    ],
    ['On-Demand', '111', ['question_103', 'question_104', 'question_105', 'question_12']],
    ['Conference', '110', ['question_52', 'question_50', 'question_51', 'question_12']],
  ])('sends the §3.5 question keys of a %s registration', async (_type, id, keys) => {
    mountRegistration(id)
    const form = await formOf(/(Registration|Application)$/)
    fillEveryField(form, 'new.teacher@example.org')
    fireEvent.click(submitButton())
    await waitFor(() => expect(registerBodies()).toHaveLength(1))
    const [body] = registerBodies()
    expect(body?.eventID).toBe(id)
    expect(Object.keys(body?.registrationForm ?? {}).sort()).toEqual([...keys].sort())
  })

  it('labels the common fields so a person can fill them by label (§5.1)', async () => {
    mountRegistration('110')
    await formOf(/Conference Registration/)
    expect(screen.getByLabelText(/^Email/)).toBeTruthy()
    expect(screen.getByLabelText(/^First name/)).toBeTruthy()
    expect(screen.getByLabelText(/^Last name/)).toBeTruthy()
  })

  it('explains the e-mail field with the tooltip text (§5.1)', async () => {
    mountRegistration('110')
    await formOf(/Conference Registration/)
    const email = screen.getByLabelText(/^Email/)
    const hintId = email.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(hintId)?.textContent).toBe(
      'If left blank, then your teacher account email will be used to send you event updates.',
    )
  })

  it('offers the VPD how-did-you-hear options with their leading spaces (§5.1)', async () => {
    mountRegistration('103')
    await formOf(/Virtual PD Registration/)
    const select = screen.getByLabelText(/How did you hear/) as HTMLSelectElement
    const options = Array.from(select.options).filter((option) => option.value !== '')
    expect(options.map((option) => option.textContent)).toEqual([
      'Web search',
      'Friend/Colleague',
      'Social Media',
      'FinLit emails',
      'Conference or FinCamp',
      'Other',
      'N/A not my first Online PD',
    ])
    expect(options.every((option) => option.value.startsWith(' '))).toBe(true)
  })

  it('asks the Certification Course acknowledgement with the no-show notice (§5.1)', async () => {
    mountRegistration('104')
    await formOf(/Certification Course Registration/)
    expect(
      screen.getByRole('group', {
        name: /Do you agree that you will intend to prioritize your completion of this course\?/,
      }),
    ).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'I acknowledge' })).toBeTruthy()
    expect(screen.getByText(/no-shows and cancellations are tracked/)).toBeTruthy()
    // The prompt is an element's whole text, the star apart, as a search by its exact words needs.
    const prompt = 'Do you agree that you will intend to prioritize your completion of this course?'
    expect(screen.getByText(prompt).textContent).toBe(prompt)
    // §3.5's and §5.1's words for the name fields, as the sign-up form has them.
    expect(screen.getByLabelText('First name')).toBeTruthy()
    expect(screen.getByLabelText('Last name')).toBeTruthy()
  })

  it("stops an answer at the contract's length while typed: 5,000 characters, an e-mail 254 (§3.5)", async () => {
    mountRegistration('109')
    await formOf(/FinCampPLUS Application/)
    expect(screen.getByLabelText(/250 words or less/)).toHaveProperty('maxLength', 5000)
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('maxLength', 254)
  })

  it('offers the 50 state codes for the FinCampPLUS school state (§5.1)', async () => {
    mountRegistration('109')
    await formOf(/FinCampPLUS Application/)
    const select = screen.getByLabelText(/^School State/) as HTMLSelectElement
    const codes = Array.from(select.options)
      .map((option) => option.value)
      .filter(Boolean)
    expect(codes).toHaveLength(50)
    expect(codes).toContain('WY')
    expect(screen.getByLabelText(/250 words or less/)).toBeTruthy()
  })
})

describe('defaults and prefill (§3.5)', () => {
  it('sends question_12 as " N/A not my first FinLit Online PD" with its leading space (§3.5)', async () => {
    mountRegistration('110')
    const form = await formOf(/Conference Registration/)
    fillEveryField(form, 'new.teacher@example.org')
    fireEvent.click(submitButton())
    await waitFor(() => expect(registerBodies()).toHaveLength(1))
    expect(registerBodies()[0]?.registrationForm.question_12).toBe(' N/A not my first FinLit Online PD')
  })

  it('hides the e-mail field for a logged-in user and sends finlitEmail and the prefilled names (§3.5, §5.1)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountRegistration('103')
    await formOf(/Virtual PD Registration/)
    expect(screen.queryByLabelText(/^Email/)).toBeNull()
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Vera')
    expect((screen.getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Verified')
    fireEvent.click(submitButton())
    await waitFor(() => expect(registerBodies()).toHaveLength(1))
    expect(registerBodies()[0]?.registrationForm).toMatchObject({
      finlitEmail: 'verified@example.org',
      question_38: 'verified@example.org',
      question_41: 'Vera',
      question_42: 'Verified',
    })
  })

  it("follows a log-out made in another tab: the e-mail field comes back and the names are no longer the teacher's", async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountRegistration('103')
    await formOf(/Virtual PD Registration/)
    expect(screen.queryByLabelText(/^Email/)).toBeNull()

    // What the storage event of another tab's log-out does to this page's session.
    sessionStore.setState({ token: null, user: null, status: 'logged-out' })
    expect(await screen.findByLabelText(/^Email/)).toBeTruthy()
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('')
  })

  it('preselects the VPD question_75 default for a user with hear_about_prof_dev (§3.5)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountRegistration('103')
    await formOf(/Virtual PD Registration/)
    const select = screen.getByLabelText(/How did you hear/) as HTMLSelectElement
    expect(select.value).toBe(' N/A not my first FinLit Online PD')
  })

  it('sends the VPD question_75 choice with its leading space (§5.1)', async () => {
    await logIn('pending@example.org', DEMO_PASSWORD)
    mountRegistration('103')
    await formOf(/Virtual PD Registration/)
    chooseOption(screen.getByLabelText(/How did you hear/), ' Friend/Colleague')
    fireEvent.click(submitButton())
    await waitFor(() => expect(registerBodies()).toHaveLength(1))
    expect(registerBodies()[0]?.registrationForm.question_75).toBe(' Friend/Colleague')
  })

  it('leaves the VPD question_75 empty for a user without hear_about_prof_dev (§3.5)', async () => {
    await logIn('pending@example.org', DEMO_PASSWORD)
    mountRegistration('103')
    await formOf(/Virtual PD Registration/)
    expect((screen.getByLabelText(/How did you hear/) as HTMLSelectElement).value).toBe('')
  })

  it('prefills the FinCamp school and sends the carried grade and subject of the user (§3.5)', async () => {
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountRegistration('107')
    await formOf(/FinCamp Registration/)
    expect((screen.getByLabelText(/^School Name/) as HTMLInputElement).value).toBe('Lincoln High School')
    fireEvent.input(screen.getByLabelText(/^Phone/), { target: { value: '555-0100' } })
    fireEvent.input(screen.getByLabelText(/^Alternative Email/), {
      target: { value: 'vera.home@example.org' },
    })
    chooseOption(screen.getByLabelText(/How did you hear about the FinCamp/), 'Postcard')
    fireEvent.click(submitButton())
    await waitFor(() => expect(registerBodies()).toHaveLength(1))
    expect(registerBodies()[0]?.registrationForm).toMatchObject({
      question_7: 'Lincoln High School',
      question_10: 'High School',
      question_11: 'Personal Finance',
      question_12: 'Postcard',
    })
  })

  it('prefills the name of a school chosen from the zip list, not its "School ID: <id>" (§3.4, §3.5)', async () => {
    server.db
      .prepare(
        `UPDATE users SET extras = json_set(extras, '$.school_name', 'School ID: 080336000560', '$.school_data_name', 'East High School') WHERE email = ?`,
      )
      .run('verified@example.org')
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountRegistration('107')
    await formOf(/FinCamp Registration/)
    expect((screen.getByLabelText(/^School Name/) as HTMLInputElement).value).toBe('East High School')
  })

  it('prefills the FinCampPLUS phone and school (§3.5)', async () => {
    server.db
      .prepare(`UPDATE users SET extras = json_set(extras, '$.phone_number', '555-0199') WHERE email = ?`)
      .run('verified@example.org')
    await logIn('verified@example.org', DEMO_PASSWORD)
    mountRegistration('109')
    await formOf(/FinCampPLUS Application/)
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('555-0199')
    expect((screen.getByLabelText(/^School Name/) as HTMLInputElement).value).toBe('Lincoln High School')
    expect((screen.getByLabelText(/^Grade/) as HTMLSelectElement).value).toBe('')
  })
})

describe('validation (§5.1)', () => {
  it('shows "This field is required." beside each empty required field and sends nothing (§5.1)', async () => {
    mountRegistration('110')
    await formOf(/Conference Registration/)
    fireEvent.click(submitButton())
    const errors = await screen.findAllByText('This field is required.')
    expect(errors).toHaveLength(3)
    const email = screen.getByLabelText(/^Email/)
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(email.getAttribute('aria-describedby')).toContain(errors[0]?.id)
    expect(registerBodies()).toHaveLength(0)
  })

  it('moves focus to the first invalid field on a failed submit', async () => {
    mountRegistration('110')
    await formOf(/Conference Registration/)
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'sam@example.org' } })
    fireEvent.click(submitButton())
    await screen.findAllByText('This field is required.')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First name/)))
  })

  it('shows "Please enter a valid email address, like name@school.org." for a malformed e-mail (§5.1)', async () => {
    mountRegistration('110')
    await formOf(/Conference Registration/)
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'not-an-email' } })
    fireEvent.click(submitButton())
    expect(await screen.findByText('Please enter a valid email address, like name@school.org.')).toBeTruthy()
    expect(registerBodies()).toHaveLength(0)
  })

  it('requires the Certification Course acknowledgement (§5.1)', async () => {
    mountRegistration('104')
    const form = await formOf(/Certification Course Registration/)
    fillEveryField(form, 'sam@example.org')
    fireEvent.click(screen.getByRole('checkbox', { name: 'I acknowledge' }))
    fireEvent.click(submitButton())
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'I acknowledge' }).getAttribute('aria-invalid')).toBe('true')
    expect(registerBodies()).toHaveLength(0)
  })

  it('requires the VPD how-did-you-hear answer (§5.1)', async () => {
    mountRegistration('103')
    await formOf(/Virtual PD Registration/)
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'sam@example.org' } })
    fireEvent.input(screen.getByLabelText(/^First name/), { target: { value: 'Sam' } })
    fireEvent.input(screen.getByLabelText(/^Last name/), { target: { value: 'Lee' } })
    fireEvent.click(submitButton())
    await screen.findByText('This field is required.')
    expect(screen.getByLabelText(/How did you hear/).getAttribute('aria-invalid')).toBe('true')
  })

  it('does not require the FinCamp dietary requirements or anything else (§5.1)', async () => {
    mountRegistration('107')
    const form = await formOf(/FinCamp Registration/)
    fillEveryField(form, 'sam@example.org')
    fireEvent.input(screen.getByLabelText(/^Dietary Requirements/), { target: { value: '' } })
    fireEvent.input(screen.getByLabelText(/^Anything else/), { target: { value: '' } })
    fireEvent.click(submitButton())
    await waitFor(() => expect(registerBodies()).toHaveLength(1))
  })
})
