/** §1 event types. The on-demand value carries the brand, so it is built from config. */
export const FIXED_EVENT_TYPES = [
  'Webinar',
  'VPD',
  'FinCamp',
  'VirtualFinCamp',
  'FinCampPLUS',
  'Certification Course',
  'Conference',
] as const

export function onDemandType(brand: string): string {
  return `${brand} On-Demand`
}

/** §3.5 question numbers of the common questions, per type. */
interface CommonQuestions {
  email: number
  firstName: number
  lastName: number
}

const COMMON_QUESTIONS: Record<string, CommonQuestions> = {
  Webinar: { email: 57, firstName: 58, lastName: 59 },
  VPD: { email: 38, firstName: 41, lastName: 42 },
  FinCamp: { email: 3, firstName: 4, lastName: 5 },
  FinCampPLUS: { email: 19, firstName: 20, lastName: 21 },
  VirtualFinCamp: { email: 46, firstName: 47, lastName: 48 },
  'Certification Course': { email: 89, firstName: 90, lastName: 91 },
  'On-Demand': { email: 103, firstName: 104, lastName: 105 },
  Conference: { email: 52, firstName: 50, lastName: 51 },
}

/** The registration-form keys of the e-mail, first-name and last-name questions of a type (§3.5). */
export function commonQuestionKeys(
  type: string,
  brand: string,
): { email: string; firstName: string; lastName: string } {
  const numbers =
    COMMON_QUESTIONS[type === onDemandType(brand) ? 'On-Demand' : type] ?? COMMON_QUESTIONS.Webinar!
  return {
    email: `question_${numbers.email}`,
    firstName: `question_${numbers.firstName}`,
    lastName: `question_${numbers.lastName}`,
  }
}
