// The contract's schemas, joined to the chunk that holds the schema engine (valibot-lite.ts in the
// browser; build.mjs, scripts/chunk-groups.mjs). Every widget that checks an answer loads both,
// and esbuild wrote them as two files because the camp form checks its own fields with the engine
// and needs no schema of the contract: one request
// more on every page with a form or a table, for 1.0 KiB that the camp form now loads too.
// The signed-in pages' small modules join the same chunk (shared/signed-in-group.ts), and so do the
// forms' length limits, which every form that checks an answer uses (a file of their own before).
// tests/architecture/core-chunk.test.ts checks that the list names every export.
import { EmailSchema } from './email-schema'
import { MAX_LENGTH } from './field-limits'
import {
  AddressFormSchema,
  EventSchema,
  ExampleItemSchema,
  IdSchema,
  NumberLikeSchema,
  RequiredText,
  SchoolSchema,
  SearchAnswerSchema,
  SearchItemSchema,
  SURVEY_QUESTION_TYPES,
  SurveyQuestionSchema,
  SurveyQuestionsSchema,
  Text,
  UserEventsSchema,
  UserExtrasSchema,
  UserSchema,
  VirtualSchema,
} from './schemas'

export const group = [
  EmailSchema,
  MAX_LENGTH,
  AddressFormSchema,
  EventSchema,
  ExampleItemSchema,
  IdSchema,
  NumberLikeSchema,
  RequiredText,
  SchoolSchema,
  SearchAnswerSchema,
  SearchItemSchema,
  SURVEY_QUESTION_TYPES,
  SurveyQuestionSchema,
  SurveyQuestionsSchema,
  Text,
  UserEventsSchema,
  UserExtrasSchema,
  UserSchema,
  VirtualSchema,
]
