import { describe, expect, it } from 'vitest'
import { surveyTexts } from '../../../widgets/survey/texts'
import { validateSurvey } from '../../../widgets/survey/validate-survey'
import { surveyQuestion as question } from '../../helpers/survey-question'

describe('validateSurvey (§5.2)', () => {
  it('asks for a required answer left empty or blank', () => {
    const questions = [question('a', { isRequired: true }), question('b', { isRequired: true })]
    expect(validateSurvey(questions, { a: '', b: '  ' })).toEqual({
      a: surveyTexts.required,
      b: surveyTexts.required,
    })
  })

  it('never holds the survey back on a disabled question, required and empty: the teacher cannot fill it in', () => {
    const questions = [
      question('locked', { isRequired: true, disabled: true }),
      question('email', { questionType: 'Email', disabled: true }),
    ]
    expect(validateSurvey(questions, { locked: '', email: 'not an address' })).toEqual({})
  })

  it('checks an Email answer only when one is given', () => {
    const questions = [question('email', { questionType: 'Email' })]
    expect(validateSurvey(questions, { email: '' })).toEqual({})
    expect(validateSurvey(questions, { email: 'sam@' })).toEqual({ email: surveyTexts.invalidEmail })
    expect(validateSurvey(questions, { email: 'sam@school.org' })).toEqual({})
  })
})
