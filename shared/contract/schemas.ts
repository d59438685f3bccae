import * as v from 'valibot'

/**
 * The shapes of §3, shared by the client (answers) and the reference server (bodies). Lenient
 * exactly where the spec says the server varies: numbers may arrive as strings, times as HH:mm or
 * HH:mm:ss, `virtual` as a boolean, 0/1 or '0'/'1'.
 */

/** A number, or a string holding one (legacy answers send both). */
export const NumberLikeSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\s*-?\d+(\.\d+)?\s*$/))]),
  v.transform((value) => Number(value)),
)

/** An id: the server sends numbers or strings; kept as a string from then on. */
export const IdSchema = v.pipe(
  v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.minLength(1), v.maxLength(64))]),
  v.transform((value) => String(value)),
)

const OptionalText = v.optional(v.nullable(v.string()))
const OptionalNumber = v.optional(v.nullable(NumberLikeSchema))

/** §3.1: treated as true unless 0 or '0'. */
export const VirtualSchema = v.pipe(
  v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()]))),
  v.transform((value) => !(value === 0 || value === '0' || value === false)),
)

/** §3.1 waitlist: kept as a string; '0' means not full. */
const WaitlistSchema = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()]))),
  v.transform((value) => (value === undefined || value === null ? undefined : String(value))),
)

/**
 * §3.1 event / ticket. A loose object: the video-conference fields are named after the service
 * (set in config), so unknown keys pass through untouched.
 */
export const EventSchema = v.looseObject({
  id: IdSchema,
  EID: v.optional(v.nullable(IdSchema)),
  title: v.string(),
  type: v.string(),
  startDate: OptionalText,
  endDate: OptionalText,
  startTime: OptionalText,
  endTime: OptionalText,
  timeString: OptionalText,
  /** IANA zone of the dates and times; Pacific when absent (§7.6). */
  timeZone: OptionalText,
  pdHours: OptionalNumber,
  duration: OptionalNumber,
  status: OptionalText,
  virtual: VirtualSchema,
  location: OptionalText,
  address: OptionalText,
  city: OptionalText,
  state: OptionalText,
  zipcode: OptionalText,
  description: OptionalText,
  descriptionAfterSession: OptionalText,
  ticketId: v.optional(v.nullable(IdSchema)),
  showConfirm: v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()]))),
  certificate: OptionalText,
  activityLink: OptionalText,
  ticketStartTime: OptionalText,
  waitlist: WaitlistSchema,
  format: OptionalText,
  user: OptionalText,
  /** Our addition: the ticket's key to its calendar file with the join link, for its holder only. */
  calendarKey: OptionalText,
})
export type EventOutput = v.InferOutput<typeof EventSchema>
export type EventInput = v.InferInput<typeof EventSchema>

/**
 * The standing's parts that only draw the progress bar and its line: a server that leaves a level
 * out (null, none at the top) or rounds the width past 0-100 gets a bar drawn from what it sent, not
 * an account whose every event list failed to load with them.
 */
const LevelName = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value ?? ''),
  ),
  '',
)
const CreditsToNext = v.optional(
  v.pipe(
    v.nullable(NumberLikeSchema),
    v.transform((value) => value ?? 0),
  ),
  0,
)
const Percent = v.pipe(
  NumberLikeSchema,
  v.transform((value) => Math.min(100, Math.max(0, value))),
)

/** §3.2; progressWidth is a percentage, 0-100. */
export const UserEventsSchema = v.object({
  userEvents: v.object({
    present: v.array(EventSchema),
    onDemand: v.array(EventSchema),
    pastEvents_current: v.array(EventSchema),
    pastEvents_archived: v.array(EventSchema),
  }),
  pdHours: NumberLikeSchema,
  grade: LevelName,
  hoursToReachNext: CreditsToNext,
  nextGrade: LevelName,
  progressWidth: Percent,
})
export type UserEventsOutput = v.InferOutput<typeof UserEventsSchema>

/** §3.3 extras; every field optional, and sign-up also returns signUpText / referrer_active. */
export const UserExtrasSchema = v.looseObject({
  school_name: OptionalText,
  /** The name of the school whose "School ID: <id>" is school_name (our addition). */
  school_data_name: OptionalText,
  state: OptionalText,
  city: OptionalText,
  phone_number: OptionalText,
  number_of_students: OptionalText,
  grade_taught: OptionalText,
  subject_taught: OptionalText,
  hear_about_fincamp: OptionalText,
  hear_about_prof_dev: OptionalText,
  dietary_requirements: OptionalText,
  additional_details: OptionalText,
  personal_address1: OptionalText,
  personal_address2: OptionalText,
  personal_city: OptionalText,
  personal_state: OptionalText,
  personal_zip: OptionalText,
  signUpText: OptionalText,
  referrer_active: v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()]))),
})

/** §3.3 user as the server returns it (the password is write only and never comes back). */
export const UserSchema = v.looseObject({
  cpUsers_recordNumber: IdSchema,
  cpUsers_uuid: v.string(),
  cpUsers_email: v.string(),
  cpUsers_firstName: v.string(),
  cpUsers_lastName: v.string(),
  cpUsers_username: v.string(),
  cpUsers__cpUsersTypes_recordNumber: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  extras: v.optional(UserExtrasSchema, {}),
})
export type User = v.InferOutput<typeof UserSchema>

/** §3.6 */
export const SURVEY_QUESTION_TYPES = ['Basic Text', 'Email', 'Long Text', 'Multiple Selection'] as const
export const SurveyQuestionSchema = v.object({
  question: v.string(),
  questionType: v.picklist(SURVEY_QUESTION_TYPES),
  questionKey: v.string(),
  disabled: v.optional(v.nullable(v.boolean()), false),
  isRequired: v.optional(v.nullable(v.boolean()), false),
  optionsArray: v.optional(v.nullable(v.array(v.string())), []),
})
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestionSchema>

export const SurveyQuestionsSchema = v.object({
  emailQuestion: v.string(),
  emailAnswer: v.optional(v.nullable(v.string()), ''),
  questions: v.array(SurveyQuestionSchema),
  /** §3.6 answers the server gives beforehand, by questionKey (the read-only ones among them). */
  answers: v.optional(v.record(v.string(), v.string()), {}),
})
export type SurveyQuestions = v.InferOutput<typeof SurveyQuestionsSchema>

/** Strings a person types: bounded so a request body cannot carry megabytes in one field. */
export const Text = (max = 500) => v.pipe(v.string(), v.maxLength(max))
export const RequiredText = (max = 500) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))
export { EmailSchema } from './email-schema'

/** §3.7 */
export const AddressFormSchema = v.object({
  school_name: v.optional(Text(200), ''),
  personal_address1: RequiredText(200),
  personal_address2: v.optional(Text(200), ''),
  personal_city: RequiredText(100),
  personal_state: RequiredText(8),
  personal_zip: RequiredText(10),
})
export type AddressForm = v.InferOutput<typeof AddressFormSchema>

/** §3.10 school of the zip lookup (fields not in the spec: these are ours). */
export const SchoolSchema = v.object({
  ncesId: v.string(),
  name: v.string(),
  city: v.string(),
  state: v.string(),
  zip: v.string(),
})
export type School = v.InferOutput<typeof SchoolSchema>

/** §3.10 example item */
export const ExampleItemSchema = v.object({ cpPosts_url: v.string(), cpPosts_name: v.string() })

/** §3.10 search answer, shaped like the third-party search API. */
export const SearchItemSchema = v.looseObject({
  title: v.optional(v.string(), ''),
  htmlTitle: v.optional(v.string()),
  link: v.optional(v.string(), ''),
  displayLink: v.optional(v.string(), ''),
  snippet: v.optional(v.string(), ''),
  htmlSnippet: v.optional(v.string()),
})
export type SearchItem = v.InferOutput<typeof SearchItemSchema>
export const SearchAnswerSchema = v.looseObject({
  items: v.optional(v.array(SearchItemSchema), []),
  searchInformation: v.optional(v.looseObject({ totalResults: v.optional(NumberLikeSchema, 0) }), {}),
  queries: v.optional(
    v.looseObject({
      nextPage: v.optional(v.array(v.looseObject({ startIndex: NumberLikeSchema }))),
    }),
    {},
  ),
})
export type SearchAnswer = v.InferOutput<typeof SearchAnswerSchema>
