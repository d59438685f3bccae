// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { findSurveyProblem } from '../../../demo-site/server/survey-questions'
import { surveyQuestion as question } from '../../helpers/survey-question'

describe("the server's survey check (§5.2)", () => {
  it('takes complete answers', () => {
    const questions = [question('a', { isRequired: true }), question('b')]
    expect(findSurveyProblem(questions, { a: 'Lincoln High' })).toBeUndefined()
  })

  it('names the first required question left empty or blank', () => {
    const questions = [
      question('a'),
      question('b', { isRequired: true }),
      question('c', { isRequired: true }),
    ]
    expect(findSurveyProblem(questions, { b: '  ', c: [] })).toBe('Please answer "Question b".')
  })

  it('never refuses a survey over a disabled question, required and unanswered: no one can fill it in', () => {
    const questions = [question('locked', { isRequired: true, disabled: true, questionType: 'Email' })]
    expect(findSurveyProblem(questions, {})).toBeUndefined()
    expect(findSurveyProblem(questions, { locked: 'not an address' })).toBeUndefined()
  })

  it('refuses a choice that is not one of the options, and an address that is not one', () => {
    const choice = question('pick', { questionType: 'Multiple Selection', optionsArray: ['Yes', 'No'] })
    expect(findSurveyProblem([choice], { pick: 'Maybe' })).toBe(
      'Please choose one of the options for "Question pick".',
    )
    expect(findSurveyProblem([choice], { pick: ['Yes'] })).toBeUndefined()
    const email = question('mail', { questionType: 'Email' })
    expect(findSurveyProblem([email], { mail: 'sam@' })).toBe(
      'Please enter a valid email address for "Question mail".',
    )
  })
})
