/** The 50 US states (two-letter codes). */
export const US_STATES: [code: string, name: string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]

/** The two-letter codes of the 50 states, in the order above (§5.1 FinCampPLUS school state). */
export const US_STATE_CODES: readonly string[] = US_STATES.map(([code]) => code)

const DISTRICT_OF_COLUMBIA: [code: string, name: string] = ['DC', 'District of Columbia']

/**
 * Where a teacher lives or works: the 50 states and the District of Columbia, by name. Sorted by
 * code point: the names are plain ASCII words, so the order is localeCompare's, without the ICU
 * collator that localeCompare sets up on its first call (some 40 ms of a 4x-slowed phone's first
 * task on the registration page, measured with a CPU profile).
 */
export const TEACHER_STATES: [code: string, name: string][] = [...US_STATES, DISTRICT_OF_COLUMBIA].sort(
  (a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0),
)

/** The codes of TEACHER_STATES: the sign-up state and the account's state take the same values. */
export const TEACHER_STATE_CODES: readonly string[] = TEACHER_STATES.map(([code]) => code)
