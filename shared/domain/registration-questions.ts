import type { SiteConfig } from '../config/site-config'
import type { User } from '../contract/schemas'
import { translate } from '../messages/locale'
import * as messages from '../messages/messages'
import { isOnDemand } from './event-types'
import { schoolShown } from './school-name'
import { US_STATE_CODES } from './us-states'

/** §3.3's percent_of_courses_use_{brand}, by the site's slug (percent_of_courses_use_finlit). */
export const brandedPercentKey = (brandSlug: string) => `percent_of_courses_use_${brandSlug}`

/** The registration form types of §3.5; on-demand events of any brand use "On-Demand". */
export type RegistrationType =
  | 'Webinar'
  | 'VPD'
  | 'FinCamp'
  | 'FinCampPLUS'
  | 'VirtualFinCamp'
  | 'Certification Course'
  | 'On-Demand'
  | 'Conference'

/** What a question asks for; `role` is how the form prefills and validates it. */
export type QuestionRole =
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'alternativeEmail'
  | 'schoolName'
  | 'schoolCity'
  | 'schoolState'
  | 'students'
  | 'percent'
  | 'grade'
  | 'subject'
  | 'yearsTeaching'
  | 'hearAbout'
  | 'dietary'
  | 'anythingElse'
  | 'plansEssay'
  | 'acknowledgement'

export type QuestionInput = 'email' | 'text' | 'tel' | 'textarea' | 'select' | 'acknowledge'

export interface QuestionOption {
  /** What the person reads. */
  label: string
  /** What is sent; §5.1 VPD values carry a leading space. */
  value: string
}

export interface RegistrationQuestion {
  /** The n of question_<n>. */
  number: number
  role: QuestionRole
  /** The visible label (the question text); {brand} is filled from config. */
  label: string
  input: QuestionInput
  required: boolean
  options?: readonly QuestionOption[]
  /**
   * §3.5 FinCamp: 8-11 are prefilled from the user but are not questions of §5.1; they travel
   * with the form without being shown.
   */
  carriedOnly?: boolean
}

const plain = (labels: readonly string[]): QuestionOption[] =>
  labels.map((label) => ({ label, value: label }))

/** §5.1 VPD question_75's answers (the sign-up's teacher extras offer the same). */
export const HEAR_ABOUT_CHOICES = [
  'Web search',
  'Friend/Colleague',
  'Social Media',
  '{brand} emails',
  'Conference or FinCamp',
  'Other',
] as const

/**
 * §5.1 VPD question_75. Values are the labels with a leading space. The last option's value is
 * the §3.5 default answer (" N/A not my first {brand} Online PD"), so the default a returning
 * teacher gets is one of the options they can see.
 */
const VPD_HEAR_ABOUT: readonly QuestionOption[] = [
  ...HEAR_ABOUT_CHOICES.map((label) => ({ label, value: ` ${label}` })),
  { label: 'N/A not my first Online PD', value: messages.notMyFirstPd },
]

const FINCAMP_HEAR_ABOUT = plain([
  'Email',
  'Admin',
  'Friend/Colleague',
  'Postcard',
  'Social Media',
  'Website/Blog',
  'Other',
])
/** §5.1 FinCampPLUS lists; sign-up reuses them so the same answers mean the same thing. */
export const GRADE_CHOICES = ['Middle School', 'High School', 'Post Secondary', 'Non Profit'] as const
export const SUBJECT_CHOICES = [
  'Personal Finance',
  'Economics',
  'Business',
  'FACS',
  'CTE',
  'Math',
  'Other',
] as const
export const STUDENT_COUNT_CHOICES = ['1-25', '26-50', '51-75', '76-100', '>100'] as const
const PLUS_GRADE = plain(GRADE_CHOICES)
const PLUS_SUBJECT = plain(SUBJECT_CHOICES)
const PLUS_STUDENTS = plain(STUDENT_COUNT_CHOICES)
const PLUS_PERCENT = plain(['1-25%', '26-50%', '51-75%', '76-100%'])
const PLUS_YEARS = plain(['1-4', '5-9', '10-14', '15-19', '20+ years'])

function common(email: number, firstName: number, lastName: number): RegistrationQuestion[] {
  return [
    { number: email, role: 'email', label: 'Email', input: 'email', required: true },
    { number: firstName, role: 'firstName', label: 'First name', input: 'text', required: true },
    { number: lastName, role: 'lastName', label: 'Last name', input: 'text', required: true },
  ]
}

/** §3.5 and §5.1: the questions of every registration type, in the order they are asked. */
export const REGISTRATION_QUESTIONS: Readonly<Record<RegistrationType, readonly RegistrationQuestion[]>> = {
  Webinar: common(57, 58, 59),
  VPD: [
    ...common(38, 41, 42),
    {
      number: 75,
      role: 'hearAbout',
      label: 'How did you hear about this {brand} Online PD?',
      input: 'select',
      required: true,
      options: VPD_HEAR_ABOUT,
    },
  ],
  FinCamp: [
    ...common(3, 4, 5),
    { number: 6, role: 'phone', label: 'Phone', input: 'tel', required: true },
    { number: 107, role: 'alternativeEmail', label: 'Alternative Email', input: 'email', required: true },
    { number: 7, role: 'schoolName', label: 'School Name', input: 'text', required: true },
    {
      number: 8,
      role: 'students',
      label: 'Number of Students',
      input: 'text',
      required: false,
      carriedOnly: true,
    },
    {
      number: 9,
      role: 'percent',
      label: 'Percent of Course Using the {brand} Curriculum',
      input: 'text',
      required: false,
      carriedOnly: true,
    },
    { number: 10, role: 'grade', label: 'Grade', input: 'text', required: false, carriedOnly: true },
    { number: 11, role: 'subject', label: 'Subject', input: 'text', required: false, carriedOnly: true },
    {
      number: 12,
      role: 'hearAbout',
      label: 'How did you hear about the FinCamp?',
      input: 'select',
      required: true,
      options: FINCAMP_HEAR_ABOUT,
    },
    { number: 13, role: 'dietary', label: 'Dietary Requirements', input: 'textarea', required: false },
    {
      number: 15,
      role: 'anythingElse',
      label: 'Anything else we should know?',
      input: 'textarea',
      required: false,
    },
  ],
  FinCampPLUS: [
    ...common(19, 20, 21),
    { number: 22, role: 'phone', label: 'Phone', input: 'tel', required: true },
    { number: 23, role: 'schoolName', label: 'School Name', input: 'text', required: true },
    { number: 24, role: 'schoolCity', label: 'School City', input: 'text', required: true },
    {
      number: 25,
      role: 'schoolState',
      label: 'School State',
      input: 'select',
      required: true,
      options: plain(US_STATE_CODES),
    },
    { number: 26, role: 'grade', label: 'Grade', input: 'select', required: true, options: PLUS_GRADE },
    { number: 27, role: 'subject', label: 'Subject', input: 'select', required: true, options: PLUS_SUBJECT },
    {
      number: 81,
      role: 'students',
      label: 'Number of Students',
      input: 'select',
      required: true,
      options: PLUS_STUDENTS,
    },
    {
      number: 82,
      role: 'percent',
      label: 'Percent of Course Using the {brand} Curriculum',
      input: 'select',
      required: true,
      options: PLUS_PERCENT,
    },
    {
      number: 83,
      role: 'yearsTeaching',
      label: 'Years Teaching',
      input: 'select',
      required: true,
      options: PLUS_YEARS,
    },
    {
      number: 86,
      role: 'plansEssay',
      // §5.1: the label says 250 words or less; the limit is not enforced.
      label: 'How do you plan to use what you learn at FinCampPLUS? (250 words or less)',
      input: 'textarea',
      required: true,
    },
    {
      number: 87,
      role: 'anythingElse',
      label: 'Anything else we should know?',
      input: 'textarea',
      required: true,
    },
  ],
  VirtualFinCamp: common(46, 47, 48),
  'Certification Course': [
    ...common(89, 90, 91),
    {
      number: 96,
      role: 'acknowledgement',
      label: messages.acknowledgePrompt,
      input: 'acknowledge',
      required: true,
      options: plain([messages.acknowledgeOption]),
    },
  ],
  'On-Demand': common(103, 104, 105),
  Conference: common(52, 50, 51),
}

/** The §3.5 form type of an event type; an unknown type gets the Webinar questions. */
export function registrationType(type: string | null | undefined): RegistrationType {
  if (isOnDemand(type)) return 'On-Demand'
  if (type && Object.hasOwn(REGISTRATION_QUESTIONS, type)) return type as RegistrationType
  return 'Webinar'
}

/** The brand names the questions and answers carry, from config. */
export type BrandNames = Pick<SiteConfig, 'brand' | 'brandSlug'>

/**
 * The questions of an event type with {brand} filled in, their labels in the language in force.
 * The values stay the spec's English words: they are what the server stores (§3.5).
 */
export function questionsFor(type: string | null | undefined, brand: string): RegistrationQuestion[] {
  const fill = (value: string) => value.replaceAll('{brand}', brand)
  return REGISTRATION_QUESTIONS[registrationType(type)].map((question) => ({
    ...question,
    label: fill(translate(question.label)),
    ...(question.options
      ? {
          options: question.options.map((option) => ({
            label: fill(translate(option.label)),
            value: fill(option.value),
          })),
        }
      : {}),
  }))
}

export function questionKey(question: Pick<RegistrationQuestion, 'number'>): string {
  return `question_${question.number}`
}

/**
 * §3.5: the keys of the e-mail, first-name and last-name questions of an event type, read from the
 * one question map, so the form and the server that reads its answers cannot disagree.
 */
export function commonQuestionKeys(type: string | null | undefined): {
  email: string
  firstName: string
  lastName: string
} {
  const questions = REGISTRATION_QUESTIONS[registrationType(type)]
  const keyOf = (role: QuestionRole) => {
    const found = questions.find((question) => question.role === role)
    return found ? questionKey(found) : ''
  }
  return { email: keyOf('email'), firstName: keyOf('firstName'), lastName: keyOf('lastName') }
}

/** §3.5: the key of the extra e-mail answer, "<brandSlug>Email" (e.g. finlitEmail). */
export function brandEmailKey(brandSlug: string): string {
  return `${brandSlug}Email`
}

export type RegistrationAnswers = Record<string, string>

function prefillValue(
  role: QuestionRole,
  type: RegistrationType,
  user: User,
  brandSlug: string,
): string | undefined {
  const extras = (user.extras ?? {}) as Record<string, unknown>
  const extra = (key: string) => (typeof extras[key] === 'string' ? (extras[key] as string) : undefined)
  if (role === 'email') return user.cpUsers_email
  if (role === 'firstName') return user.cpUsers_firstName
  if (role === 'lastName') return user.cpUsers_lastName
  if (type !== 'FinCamp' && type !== 'FinCampPLUS') return undefined
  // §3.5: FinCampPLUS prefills phone and school only; FinCamp the extras below as well.
  if (role === 'phone') return extra('phone_number')
  if (role === 'schoolName') return schoolShown(user.extras ?? {}) || undefined
  if (type !== 'FinCamp') return undefined
  const finCampExtras: Partial<Record<QuestionRole, string | undefined>> = {
    students: extra('number_of_students'),
    percent: extra(brandedPercentKey(brandSlug)) ?? extra('percent_of_courses_use'),
    grade: extra('grade_taught'),
    subject: extra('subject_taught'),
    hearAbout: extra('hear_about_fincamp'),
    dietary: extra('dietary_requirements'),
    anythingElse: extra('additional_details'),
  }
  return finCampExtras[role]
}

/**
 * §3.5 the answers a form starts with: question_12's default, VPD's question_75 default for a
 * teacher who told us how they heard about PD before, then the logged-in user's data.
 */
export function initialAnswers(
  type: string | null | undefined,
  user: User | null,
  { brand, brandSlug }: BrandNames,
): RegistrationAnswers {
  const formType = registrationType(type)
  const answers: RegistrationAnswers = {}
  const notMyFirst = messages.notMyFirstPd.replaceAll('{brand}', brand)
  const hasOwnQuestion12 = REGISTRATION_QUESTIONS[formType].some((question) => question.number === 12)
  // FinCamp asks question_12 itself, with options that do not include the default.
  if (!hasOwnQuestion12) answers.question_12 = notMyFirst
  if (formType === 'VPD' && user?.extras?.hear_about_prof_dev) answers.question_75 = notMyFirst
  if (!user) return answers
  for (const question of REGISTRATION_QUESTIONS[formType]) {
    const value = prefillValue(question.role, formType, user, brandSlug)
    if (value) answers[questionKey(question)] = value
  }
  return answers
}
