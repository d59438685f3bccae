import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { RegistrationFormSchema, submitSurvey } from '../../../shared/contract/events'
import { MAX_LENGTH } from '../../../shared/contract/field-limits'
import {
  PasswordSchema,
  SignUpUserObjectSchema,
  WritableExtrasSchema,
} from '../../../shared/contract/login-manager'
import { AddressFormSchema, EmailSchema } from '../../../shared/contract/schemas'
import { sendReferral } from '../../../shared/contract/user-data'

const letters = (count: number) => 'a'.repeat(count)

/** The forms' maxLength and the contract's schemas must agree, or a form lets through what Save refuses. */
describe("the forms' length limits are the contract's", () => {
  const user = {
    cpUsers_firstName: 'Ada',
    cpUsers_lastName: 'Lovelace',
    cpUsers_email: 'ada@example.org',
    cpUsers_username: 'ada',
    cpUsers_password: 'Strong-pass-9',
  }

  it.each(['cpUsers_firstName', 'cpUsers_lastName'] as const)('%s', (field) => {
    expect(v.is(SignUpUserObjectSchema, { ...user, [field]: letters(MAX_LENGTH.name) })).toBe(true)
    expect(v.is(SignUpUserObjectSchema, { ...user, [field]: letters(MAX_LENGTH.name + 1) })).toBe(false)
  })

  it('username', () => {
    expect(v.is(SignUpUserObjectSchema, { ...user, cpUsers_username: letters(MAX_LENGTH.username) })).toBe(
      true,
    )
    expect(
      v.is(SignUpUserObjectSchema, { ...user, cpUsers_username: letters(MAX_LENGTH.username + 1) }),
    ).toBe(false)
  })

  it('password', () => {
    expect(v.is(PasswordSchema, letters(MAX_LENGTH.password))).toBe(true)
    expect(v.is(PasswordSchema, letters(MAX_LENGTH.password + 1))).toBe(false)
  })

  it('e-mail', () => {
    const address = (length: number) => `${letters(length - '@example.org'.length)}@example.org`
    expect(v.is(EmailSchema, address(MAX_LENGTH.email))).toBe(true)
    expect(v.is(EmailSchema, address(MAX_LENGTH.email + 1))).toBe(false)
  })

  it.each([
    ['school_name', MAX_LENGTH.schoolName],
    ['city', MAX_LENGTH.city],
  ] as const)('%s', (field, most) => {
    expect(v.is(WritableExtrasSchema, { [field]: letters(most) })).toBe(true)
    expect(v.is(WritableExtrasSchema, { [field]: letters(most + 1) })).toBe(false)
  })

  it("the referral's subject and message", () => {
    const body = (subject: string, message: string) => ({
      subject,
      message,
      emails: [{ email: 'a@example.org' }],
    })
    const { subject, message } = { subject: MAX_LENGTH.referralSubject, message: MAX_LENGTH.referralMessage }
    expect(v.is(sendReferral.body, body(letters(subject), letters(message)))).toBe(true)
    expect(v.is(sendReferral.body, body(letters(subject + 1), 'Hi'))).toBe(false)
    expect(v.is(sendReferral.body, body('Hi', letters(message + 1)))).toBe(false)
  })

  it('a registration answer', () => {
    const most = MAX_LENGTH.registrationAnswer
    expect(v.is(RegistrationFormSchema, { question_86: letters(most) })).toBe(true)
    expect(v.is(RegistrationFormSchema, { question_86: letters(most + 1) })).toBe(false)
  })

  it('a survey answer', () => {
    const body = (answer: string) => ({ id: '1', ticketId: '2', answers: { survey_takeaway: answer } })
    expect(v.is(submitSurvey.body, body(letters(MAX_LENGTH.surveyAnswer)))).toBe(true)
    expect(v.is(submitSurvey.body, body(letters(MAX_LENGTH.surveyAnswer + 1)))).toBe(false)
  })

  it.each([
    ['personal_address1', MAX_LENGTH.addressLine],
    ['personal_address2', MAX_LENGTH.addressLine],
    ['personal_city', MAX_LENGTH.city],
    ['personal_zip', MAX_LENGTH.zip],
  ] as const)('swag address %s', (field, most) => {
    const address = {
      personal_address1: '1 Main St',
      personal_city: 'Springfield',
      personal_state: 'IL',
      personal_zip: '62701',
    }
    expect(v.is(AddressFormSchema, { ...address, [field]: letters(most) })).toBe(true)
    expect(v.is(AddressFormSchema, { ...address, [field]: letters(most + 1) })).toBe(false)
  })
})
