/**
 * The longest value the contract takes for each field a person types. The forms' inputs carry it
 * as `maxLength`, so a person is stopped while typing instead of meeting the server's refusal
 * after Save. The schemas keep their own literals (this file in them would add bytes to every
 * widget that loads the contract); tests/shared/contract/field-limits.test.ts holds the two equal.
 */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  username: 40,
  password: 200,
  schoolName: 200,
  city: 100,
  /** A swag address line (§3.7) */
  addressLine: 200,
  zip: 10,
  /** An answer of the registration form (§3.5) */
  registrationAnswer: 5000,
  /** A written answer of a survey (§3.6) */
  surveyAnswer: 10000,
  /** The referral's subject and message (§3.8) */
  referralSubject: 200,
  referralMessage: 5000,
} as const
