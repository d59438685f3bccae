import * as v from 'valibot'
import * as messages from '../messages/messages'
import { defineCall } from './define-call'
import { EVENTS_BASE, GET_EVENT_PATH, USER_EVENTS_PATH } from './paths'
import { EmailSchema, EventSchema, IdSchema, SurveyQuestionsSchema, Text, UserEventsSchema } from './schemas'

export { EVENTS_BASE }

const EventInfoSchema = v.object({ event: EventSchema })
const AnyInfo = v.unknown()

/** §3.5: question_<n> answers and the {brand}Email key, each a short string. */
export const RegistrationFormSchema = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^(question_\d{1,4}|[a-zA-Z0-9]{1,40}Email)$/)), Text(5000)),
  v.check((form) => Object.keys(form).length <= 60, 'Too many answers'),
)

export const getEvent = defineCall({
  name: 'getEvent',
  method: 'post',
  path: GET_EVENT_PATH,
  bodyKind: 'json',
  body: v.object({ id: IdSchema }),
  info: EventInfoSchema,
  defaultError: messages.defaultError,
  readOnly: true,
})

export const checkIfRegistered = defineCall({
  name: 'checkIfRegistered',
  method: 'post',
  path: `${EVENTS_BASE}check-if-registered/`,
  bodyKind: 'json',
  body: v.object({ eventID: IdSchema }),
  info: IdSchema,
  defaultError: messages.defaultError,
  readOnly: true,
})

export const register = defineCall({
  name: 'register',
  method: 'post',
  path: `${EVENTS_BASE}register/`,
  bodyKind: 'json',
  body: v.object({ eventID: IdSchema, registrationForm: RegistrationFormSchema }),
  info: v.object({
    ticketId: v.optional(v.nullable(IdSchema)),
    alreadyMember: v.optional(v.boolean(), false),
    waitlisted: v.optional(v.boolean(), false),
  }),
  defaultError: messages.registrationFailed,
  readOnly: false,
})

export const findSurveyTicket = defineCall({
  name: 'findSurveyTicket',
  method: 'post',
  path: `${EVENTS_BASE}find-survey-ticket/`,
  bodyKind: 'json',
  body: v.object({ eventID: IdSchema, emailAddressUsed: EmailSchema }),
  info: IdSchema,
  defaultError: messages.surveyLookupFailed,
  readOnly: true,
})

export const getTicket = defineCall({
  name: 'getTicket',
  method: 'post',
  path: `${EVENTS_BASE}get-ticket/`,
  bodyKind: 'json',
  body: v.object({ id: IdSchema, ticketId: IdSchema }),
  info: EventInfoSchema,
  defaultError: messages.defaultError,
  readOnly: true,
})

export const getSurveyQuestions = defineCall({
  name: 'getSurveyQuestions',
  method: 'post',
  path: `${EVENTS_BASE}get-survey-questions/`,
  bodyKind: 'json',
  body: v.object({ id: IdSchema, ticketId: IdSchema }),
  info: SurveyQuestionsSchema,
  defaultError: messages.defaultError,
  readOnly: true,
})

export const submitSurvey = defineCall({
  name: 'submitSurvey',
  method: 'post',
  path: `${EVENTS_BASE}submit-survey/`,
  bodyKind: 'json',
  body: v.object({
    id: IdSchema,
    ticketId: IdSchema,
    answers: v.pipe(
      v.record(v.pipe(v.string(), v.maxLength(100)), v.union([Text(10000), v.array(Text(500))])),
      v.check((answers) => Object.keys(answers).length <= 100, 'Too many answers'),
    ),
  }),
  info: AnyInfo,
  defaultError: messages.surveySubmitFailed,
  readOnly: false,
})

export const userEvents = defineCall({
  name: 'userEvents',
  method: 'post',
  path: USER_EVENTS_PATH,
  bodyKind: 'json',
  body: v.object({}),
  info: UserEventsSchema,
  defaultError: messages.defaultError,
  readOnly: true,
})

/**
 * Upcoming events open for registration, soonest first (our addition to §7.2, for the events
 * list): `type` one of §1's values, `from` a yyyy-MM-dd date, `limit` 1 to 100 (20 when absent).
 */
export const listEvents = defineCall({
  name: 'listEvents',
  method: 'post',
  path: `${EVENTS_BASE}list-events/`,
  bodyKind: 'json',
  body: v.object({
    type: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))),
    from: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd'))),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  }),
  info: v.object({ events: v.array(EventSchema) }),
  defaultError: messages.defaultError,
  readOnly: true,
})

export const cancelEvent = defineCall({
  name: 'cancelEvent',
  method: 'post',
  path: `${EVENTS_BASE}cancel-event/`,
  bodyKind: 'json',
  body: v.object({ ticketId: IdSchema }),
  info: AnyInfo,
  defaultError: messages.cancelFailed,
  readOnly: false,
})

export const confirmEvent = defineCall({
  name: 'confirmEvent',
  method: 'post',
  path: `${EVENTS_BASE}confirm-event/`,
  bodyKind: 'json',
  body: v.object({ ticketId: IdSchema }),
  info: AnyInfo,
  defaultError: messages.confirmFailed,
  readOnly: false,
})

/**
 * §7.2 start-{module service}/: the last segment is the module service's name from config, so the
 * path is a template; `{module}` is filled with `moduleService.pathSegment`.
 */
export const startModule = defineCall({
  name: 'startModule',
  method: 'post',
  path: `${EVENTS_BASE}start-{module}/`,
  bodyKind: 'json',
  body: v.object({ eventId: IdSchema, ticketId: IdSchema }),
  info: AnyInfo,
  defaultError: messages.defaultError,
  readOnly: false,
})

/**
 * §7.2: not a data call. Opened in a new window; the server answers text/calendar. The ticket id
 * is ours: with a ticket that holds a seat, the file carries the session's join link.
 */
export const getIcsForEvent = defineCall({
  name: 'getIcsForEvent',
  method: 'get',
  path: `${EVENTS_BASE}get-ics-for-event`,
  bodyKind: 'none',
  body: undefined,
  // `key` (our addition): the ticket's calendarKey, which puts the join link in the file.
  query: ['eventId', 'ticketId', 'key'],
  info: v.string(),
  defaultError: messages.defaultError,
  readOnly: true,
})
