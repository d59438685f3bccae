import type { SurveyQuestion } from '../../shared/contract/schemas'

/** A §3.6 survey question named by its key: a Basic Text one, optional and enabled unless `more` says. */
export const surveyQuestion = (key: string, more: Partial<SurveyQuestion> = {}): SurveyQuestion => ({
  question: `Question ${key}`,
  questionType: 'Basic Text',
  questionKey: key,
  disabled: false,
  isRequired: false,
  optionsArray: [],
  ...more,
})
