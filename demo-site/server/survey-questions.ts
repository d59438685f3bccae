import type { SurveyQuestion } from '../../shared/contract/schemas'
import { isEmailAddress } from '../../shared/domain/email-address'
import { EVENT_TYPE, isOnDemand, typeLabel } from '../../shared/domain/event-types'

/** The key of the e-mail question, the same for every type (§3.6 emailQuestion). */
export const SURVEY_EMAIL_KEY = 'survey_email'

const USEFULNESS = ['Very useful', 'Somewhat useful', 'Not very useful']

/**
 * §3.6 post-event survey questions by type. The spec leaves the questions to the server; these
 * cover all four question types, required and optional ones, and one disabled (prefilled) field.
 */
export function surveyQuestionsFor(type: string): SurveyQuestion[] {
  const label = typeLabel(type)
  const questions: SurveyQuestion[] = [
    question('Email', SURVEY_EMAIL_KEY, 'Your email address', { isRequired: true }),
    question('Basic Text', 'survey_school', 'Which school do you teach at?', { isRequired: true }),
    question('Multiple Selection', 'survey_usefulness', `How useful was this ${label}?`, {
      isRequired: true,
      optionsArray: USEFULNESS,
    }),
    question('Long Text', 'survey_takeaway', 'What will you use in your classroom?', {}),
    question('Basic Text', 'survey_event_type', 'Event type', { disabled: true }),
  ]
  if (type === EVENT_TYPE.certificationCourse) {
    questions.push(
      question('Multiple Selection', 'survey_exam_ready', 'Do you feel ready for the exam?', {
        isRequired: true,
        optionsArray: ['Yes', 'Not yet'],
      }),
    )
  }
  if (isOnDemand(type)) {
    questions.push(
      question('Long Text', 'survey_module_notes', 'How did the self-paced module work for you?', {}),
    )
  }
  return questions
}

/** The disabled questions' answers: the event's type, shown but not typed by the attendee. */
export function surveyPrefilledAnswers(type: string): Record<string, string> {
  return { survey_event_type: typeLabel(type) }
}

function question(
  questionType: SurveyQuestion['questionType'],
  questionKey: string,
  text: string,
  options: { isRequired?: boolean; disabled?: boolean; optionsArray?: string[] },
): SurveyQuestion {
  return {
    question: text,
    questionType,
    questionKey,
    disabled: options.disabled ?? false,
    isRequired: options.isRequired ?? false,
    optionsArray: options.optionsArray ?? [],
  }
}

/** The first problem with the answers, or undefined when they are complete (§5.2). */
export function findSurveyProblem(
  questions: SurveyQuestion[],
  answers: Record<string, string | string[]>,
): string | undefined {
  for (const item of questions) {
    const problem = item.disabled ? undefined : answerProblem(item, answers[item.questionKey])
    if (problem) return problem
  }
  return undefined
}

/** What is wrong with one question's answer, if anything. */
function answerProblem(item: SurveyQuestion, value: string | string[] | undefined): string | undefined {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value]
  const given = values.map((text) => text.trim()).filter(Boolean)
  if (item.isRequired && given.length === 0) return `Please answer "${item.question}".`
  const options = item.optionsArray ?? []
  if (item.questionType === 'Multiple Selection' && given.some((text) => !options.includes(text))) {
    return `Please choose one of the options for "${item.question}".`
  }
  if (item.questionType === 'Email' && given.some((text) => !isEmailAddress(text))) {
    return `Please enter a valid email address for "${item.question}".`
  }
  return undefined
}
