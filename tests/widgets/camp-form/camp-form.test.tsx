import { act, fireEvent, screen, waitFor } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { mount } from '../../../widgets/camp-form/entry'
import { isDateMmDdYyyy } from '../../../widgets/camp-form/validate'
import { watchFocusArrivals } from '../../helpers/focus-arrivals'

let unmounts: (() => void)[] = []
afterEach(() => {
  for (const unmount of unmounts) unmount()
  unmounts = []
})

function mountModel(model: string): HTMLElement {
  const el = document.createElement('div')
  document.body.append(el)
  unmounts.push(mount(el, { model }))
  return el
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement

function fillStudent(overrides: Record<string, string> = {}): void {
  const values: Record<string, string> = {
    'First name': 'Sam',
    'Last name': 'Debater',
    'School name': 'Lincoln High',
    'School city': 'Portland',
    'School state': 'OR',
    Email: 'sam@example.org',
    'Date of birth': '04-15-2010',
    ...overrides,
  }
  for (const [label, value] of Object.entries(values)) fireEvent.input(field(label), { target: { value } })
  chooseOption(field('Current grade'), '10')
}

/** happy-dom does not deliver testing-library's synthetic change to a select; a real one works. */
function chooseOption(select: HTMLElement, value: string): void {
  act(() => {
    ;(select as HTMLSelectElement).value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

describe('camp form widget', () => {
  it('renders every field of the model with its label and required mark (§3.11)', async () => {
    mountModel('guardian')
    expect(await screen.findByLabelText(/^First name/)).toBeTruthy()
    for (const label of [
      'Last name',
      'Cell phone',
      'Other phone',
      'Email',
      'Address line 1',
      'Address line 2',
      'City',
      'State',
      'Zip',
    ])
      expect(field(label)).toBeTruthy()
    expect(field('Email').required).toBe(true)
    expect(field('Address line 2').required).toBe(false)
  })

  it('shows the error beside a missing required field and focuses it, without submitting (§3.11)', async () => {
    const el = mountModel('student')
    const submitted: unknown[] = []
    el.addEventListener('pd:camp-form-submit', (event) => submitted.push(event))
    await screen.findByLabelText(/^First name/)
    fillStudent({ 'School city': '' })
    const arrivals = watchFocusArrivals()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please fill in this field.')).toBeTruthy()
    expect(field('School city').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('School city'))
    // Focused once marked invalid and tied to its message, so a screen reader reads both.
    expect(arrivals.map(({ element, invalid, description }) => ({ element, invalid, description }))).toEqual([
      { element: field('School city'), invalid: 'true', description: 'Please fill in this field.' },
    ])
    expect(submitted).toHaveLength(0)
  })

  it('asks for the date of birth as MM-DD-YYYY (§3.11 student)', async () => {
    mountModel('student')
    await screen.findByLabelText(/^First name/)
    fillStudent({ 'Date of birth': '2010-04-15' })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please enter the date of birth as MM-DD-YYYY.')).toBeTruthy()
  })

  it('refuses a date of birth in the future', async () => {
    mountModel('student')
    await screen.findByLabelText(/^First name/)
    fillStudent({ 'Date of birth': '01-01-2099' })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('The date of birth cannot be in the future.')).toBeTruthy()
    expect(field('Date of birth').getAttribute('aria-invalid')).toBe('true')
  })

  it('asks for a flight date as MM-DD-YYYY when one is given (§3.11 flight-info)', async () => {
    mountModel('flight-info')
    await screen.findByLabelText(/^Arrival date/)
    fireEvent.input(field('Arrival date'), { target: { value: '13-45-2020' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please enter the date as MM-DD-YYYY.')).toBeTruthy()
    expect(field('Arrival date').getAttribute('aria-invalid')).toBe('true')
    expect(field('Departure date').getAttribute('aria-invalid')).toBeNull()
  })

  it('asks for a 5-digit zip code (§3.11 guardian)', async () => {
    mountModel('guardian')
    await screen.findByLabelText(/^Zip/)
    fireEvent.input(field('Zip'), { target: { value: 'abcde' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please enter a 5-digit zip code.')).toBeTruthy()
    fireEvent.input(field('Zip'), { target: { value: '97205-1234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.queryByText('Please enter a 5-digit zip code.')).toBeNull())
  })

  it('checks e-mail fields', async () => {
    mountModel('student')
    await screen.findByLabelText(/^First name/)
    fillStudent({ Email: 'sam.example.org' })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(/Please enter a valid email address/)).toBeTruthy()
  })

  it('raises a bubbling pd:camp-form-submit with {model, answers} and confirms (§3.11)', async () => {
    mountModel('student')
    const seen: unknown[] = []
    const listener = (event: Event) => seen.push((event as CustomEvent).detail)
    document.addEventListener('pd:camp-form-submit', listener)
    try {
      await screen.findByLabelText(/^First name/)
      fillStudent()
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
      expect(await screen.findByText('Thank you. Your answers have been submitted.')).toBeTruthy()
      expect(seen).toEqual([
        {
          model: 'student',
          answers: {
            first_name: 'Sam',
            last_name: 'Debater',
            nick_name: '',
            cell_phone: '',
            current_grade: '10',
            school_name: 'Lincoln High',
            school_city: 'Portland',
            school_state: 'OR',
            sex: '',
            shirt_size: '',
            email: 'sam@example.org',
            date_of_birth: '04-15-2010',
          },
        },
      ])
    } finally {
      document.removeEventListener('pd:camp-form-submit', listener)
    }
  })

  it('asks to choose an answer for a required yes/no select (§3.11 dorm-info)', async () => {
    mountModel('dorm-info')
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Please choose an answer.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(field('Will the student stay in the dorms?')))
  })

  it('groups the flight questions under Arrival and Departure (§3.11 flight-info)', async () => {
    mountModel('flight-info')
    expect(await screen.findByRole('group', { name: 'Arrival' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Departure' })).toBeTruthy()
    expect(field('Does the student need to be picked up at the airport?')).toBeTruthy()
    expect(field('Does the student need to be dropped off at the airport?')).toBeTruthy()
  })

  it('refuses an unknown data-model with a clear options error', () => {
    const el = document.createElement('div')
    expect(() => mount(el, { model: 'lunch' })).toThrow(/data-model must be one of/)
    expect(() => mount(el, {})).toThrow('data-model is required')
  })

  it.each([
    ['04-15-2010', true],
    ['02-29-2012', true],
    ['02-30-2012', false],
    ['13-01-2010', false],
    ['4-15-2010', false],
    ['2010-04-15', false],
  ])('reads %s as a MM-DD-YYYY date: %s', (value, expected) => {
    expect(isDateMmDdYyyy(value)).toBe(expected)
  })
})
