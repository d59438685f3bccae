import { describe, expect, it } from 'vitest'
import type { User } from '../../../shared/contract/schemas'
import {
  initialAnswers,
  questionsFor,
  REGISTRATION_QUESTIONS,
  type RegistrationType,
  registrationType,
} from '../../../shared/domain/registration-questions'
import { US_STATE_CODES } from '../../../shared/domain/us-states'

const numbers = (type: RegistrationType, role: string) =>
  REGISTRATION_QUESTIONS[type].filter((question) => question.role === role).map((question) => question.number)

const byNumber = (type: RegistrationType, number: number) =>
  REGISTRATION_QUESTIONS[type].find((question) => question.number === number)

const user = (extras: Record<string, string> = {}): User => ({
  cpUsers_recordNumber: '1',
  cpUsers_uuid: 'uuid-1',
  cpUsers_email: 'vera@example.org',
  cpUsers_firstName: 'Vera',
  cpUsers_lastName: 'Verified',
  cpUsers_username: 'vera',
  cpUsers__cpUsersTypes_recordNumber: 2,
  extras,
})

describe('registration question map (§3.5)', () => {
  // §3.5 "Common questions", row by row: type, Email, First name, Last name.
  it.each([
    ['Webinar', 57, 58, 59],
    ['VPD', 38, 41, 42],
    ['FinCamp', 3, 4, 5],
    ['FinCampPLUS', 19, 20, 21],
    ['VirtualFinCamp', 46, 47, 48],
    ['Certification Course', 89, 90, 91],
    ['On-Demand', 103, 104, 105],
    ['Conference', 52, 50, 51],
  ] as const)('asks %s for email %i, first name %i and last name %i (§3.5)', (type, email, first, last) => {
    expect(numbers(type, 'email')).toEqual([email])
    expect(numbers(type, 'firstName')).toEqual([first])
    expect(numbers(type, 'lastName')).toEqual([last])
  })

  // §3.5 "Type-specific questions", row by row.
  it.each([
    ['Webinar', []],
    ['VPD', [75]],
    ['FinCamp', [6, 107, 7, 8, 9, 10, 11, 12, 13, 15]],
    ['FinCampPLUS', [22, 23, 24, 25, 26, 27, 81, 82, 83, 86, 87]],
    ['VirtualFinCamp', []],
    ['Certification Course', [96]],
    ['On-Demand', []],
    ['Conference', []],
  ] as const)('gives %s exactly the type-specific questions %j (§3.5)', (type, expected) => {
    const specific = REGISTRATION_QUESTIONS[type]
      .filter((question) => !['email', 'firstName', 'lastName'].includes(question.role))
      .map((question) => question.number)
    expect(specific).toEqual(expected)
  })

  it.each([
    ['FinCamp', 6, 'phone'],
    ['FinCamp', 107, 'alternativeEmail'],
    ['FinCamp', 7, 'schoolName'],
    ['FinCamp', 12, 'hearAbout'],
    ['FinCamp', 13, 'dietary'],
    ['FinCamp', 15, 'anythingElse'],
    ['FinCamp', 8, 'students'],
    ['FinCamp', 9, 'percent'],
    ['FinCamp', 10, 'grade'],
    ['FinCamp', 11, 'subject'],
    ['FinCampPLUS', 22, 'phone'],
    ['FinCampPLUS', 23, 'schoolName'],
    ['FinCampPLUS', 24, 'schoolCity'],
    ['FinCampPLUS', 25, 'schoolState'],
    ['FinCampPLUS', 26, 'grade'],
    ['FinCampPLUS', 27, 'subject'],
    ['FinCampPLUS', 81, 'students'],
    ['FinCampPLUS', 82, 'percent'],
    ['FinCampPLUS', 83, 'yearsTeaching'],
    ['FinCampPLUS', 86, 'plansEssay'],
    ['FinCampPLUS', 87, 'anythingElse'],
    ['VPD', 75, 'hearAbout'],
    ['Certification Course', 96, 'acknowledgement'],
  ] as const)('%s question_%i asks for %s (§3.5)', (type, number, role) => {
    expect(byNumber(type, number)?.role).toBe(role)
  })

  it('recognises the branded on-demand type and falls back to Webinar for an unknown type', () => {
    expect(registrationType('FinLit On-Demand')).toBe('On-Demand')
    expect(registrationType('VPD')).toBe('VPD')
    expect(registrationType('Something new')).toBe('Webinar')
  })
})

describe('registration options and rules (§5.1)', () => {
  it('offers the VPD how-did-you-hear options with their leading spaces (§5.1)', () => {
    const options = questionsFor('VPD', 'FinLit').find((question) => question.number === 75)?.options ?? []
    expect(options.map((option) => option.label)).toEqual([
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

  it('requires the FinCamp phone, alternative email, school and how-did-you-hear, not dietary or anything else (§5.1)', () => {
    const required = REGISTRATION_QUESTIONS.FinCamp.filter(
      (question) => question.required && !question.carriedOnly,
    ).map((question) => question.number)
    expect(required).toEqual([3, 4, 5, 6, 107, 7, 12])
    expect(byNumber('FinCamp', 6)?.input).toBe('tel')
    expect(byNumber('FinCamp', 12)?.options?.map((option) => option.value)).toEqual([
      'Email',
      'Admin',
      'Friend/Colleague',
      'Postcard',
      'Social Media',
      'Website/Blog',
      'Other',
    ])
  })

  it('requires every FinCampPLUS question and lists its options (§5.1)', () => {
    expect(REGISTRATION_QUESTIONS.FinCampPLUS.every((question) => question.required)).toBe(true)
    const values = (number: number) => byNumber('FinCampPLUS', number)?.options?.map((option) => option.value)
    expect(values(25)).toEqual([...US_STATE_CODES])
    expect(US_STATE_CODES).toHaveLength(50)
    expect(new Set(US_STATE_CODES).size).toBe(50)
    expect(values(26)).toEqual(['Middle School', 'High School', 'Post Secondary', 'Non Profit'])
    expect(values(27)).toEqual(['Personal Finance', 'Economics', 'Business', 'FACS', 'CTE', 'Math', 'Other'])
    expect(values(81)).toEqual(['1-25', '26-50', '51-75', '76-100', '>100'])
    expect(values(82)).toEqual(['1-25%', '26-50%', '51-75%', '76-100%'])
    expect(values(83)).toEqual(['1-4', '5-9', '10-14', '15-19', '20+ years'])
    expect(byNumber('FinCampPLUS', 86)?.label).toContain('250 words or less')
  })

  it('asks the Certification Course acknowledgement with one option (§5.1)', () => {
    const question = byNumber('Certification Course', 96)
    expect(question?.label).toBe(
      'Do you agree that you will intend to prioritize your completion of this course?',
    )
    expect(question?.required).toBe(true)
    expect(question?.options?.map((option) => option.value)).toEqual(['I acknowledge'])
  })
})

const BRAND = { brand: 'FinLit', brandSlug: 'finlit' }

describe('initial answers (§3.5)', () => {
  it('defaults question_12 to " N/A not my first FinLit Online PD" with its leading space (§3.5)', () => {
    expect(initialAnswers('Webinar', null, BRAND).question_12).toBe(' N/A not my first FinLit Online PD')
  })

  it('sets the VPD question_75 default only for a user with hear_about_prof_dev (§3.5)', () => {
    expect(initialAnswers('VPD', user(), BRAND).question_75).toBeUndefined()
    expect(initialAnswers('VPD', user({ hear_about_prof_dev: 'Friend/Colleague' }), BRAND).question_75).toBe(
      ' N/A not my first FinLit Online PD',
    )
  })

  it('prefills e-mail, first and last name into the keys of the type (§3.5)', () => {
    expect(initialAnswers('Conference', user(), BRAND)).toMatchObject({
      question_52: 'vera@example.org',
      question_50: 'Vera',
      question_51: 'Verified',
    })
  })

  it('prefills the FinCamp extras (§3.5)', () => {
    const answers = initialAnswers(
      'FinCamp',
      user({
        phone_number: '555-0100',
        school_name: 'Lincoln High',
        number_of_students: '51-75',
        percent_of_courses_use_finlit: '26-50%',
        grade_taught: 'High School',
        subject_taught: 'Economics',
        hear_about_fincamp: 'Postcard',
        dietary_requirements: 'Vegetarian',
        additional_details: 'Arriving late',
      }),
      BRAND,
    )
    expect(answers).toMatchObject({
      question_6: '555-0100',
      question_7: 'Lincoln High',
      question_8: '51-75',
      question_9: '26-50%',
      question_10: 'High School',
      question_11: 'Economics',
      question_12: 'Postcard',
      question_13: 'Vegetarian',
      question_15: 'Arriving late',
    })
  })

  it('prefills only phone and school for FinCampPLUS (§3.5)', () => {
    const answers = initialAnswers(
      'FinCampPLUS',
      user({ phone_number: '555-0100', school_name: 'Lincoln High', grade_taught: 'High School' }),
      BRAND,
    )
    expect(answers).toMatchObject({ question_22: '555-0100', question_23: 'Lincoln High' })
    expect(answers.question_26).toBeUndefined()
  })
})
