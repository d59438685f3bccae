/**
 * §3.11: the legacy debate-camp form models, as typed data. Each field has id, label,
 * placeholder, type, required and options, as the spec lists them. The spec names the fields;
 * the ids and label wording are ours. Select options keep the spec's values; labels are for people.
 */
export type CampFieldType = 'text' | 'textarea' | 'select' | 'email'

export interface CampFieldOption {
  value: string
  label: string
}

export interface CampFormField {
  id: string
  label: string
  placeholder: string
  type: CampFieldType
  required: boolean
  options: CampFieldOption[]
  /** Fields of one model shown together under a heading (flight-info: Arrival, Departure). */
  group?: string
}

export const CAMP_FORM_MODEL_NAMES = [
  'flight-info',
  'debate-info',
  'dorm-info',
  'student-health',
  'student',
  'guardian',
] as const
export type CampFormModelName = (typeof CAMP_FORM_MODEL_NAMES)[number]

/** The field whose value must be a date written MM-DD-YYYY (§3.11 student). */
export const DATE_OF_BIRTH_ID = 'date_of_birth'

/** The guardian's zip (§3.11), checked as a US zip code. */
export const ZIP_ID = 'zip'

const YES_NO: CampFieldOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

const options = (values: string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }))

const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

function field(
  id: string,
  label: string,
  type: CampFieldType = 'text',
  extra: Partial<Omit<CampFormField, 'id' | 'label' | 'type'>> = {},
): CampFormField {
  return { id, label, placeholder: '', type, required: false, options: [], ...extra }
}

const required = (id: string, label: string, type: CampFieldType = 'text', placeholder = '') =>
  field(id, label, type, { required: true, placeholder })

const yesNo = (id: string, label: string, isRequired: boolean) =>
  field(id, label, 'select', { required: isRequired, options: YES_NO })

export type FlightVariant = 'arrival' | 'departure'

/** §3.11 flight-info: the same questions for arriving at camp and for leaving it. */
export function flightInfoFields(variant: FlightVariant): CampFormField[] {
  const arriving = variant === 'arrival'
  const group = arriving ? 'Arrival' : 'Departure'
  const verb = arriving ? 'arriving' : 'departing'
  const fields = [
    yesNo(`${variant}_by_plane`, `Is the student ${verb} by plane?`, false),
    field(`${variant}_airport`, `${group} airport`, 'text', { placeholder: 'e.g. SFO' }),
    field(`${variant}_airline`, `${group} airline`),
    field(`${variant}_flight_number`, `${group} flight number`, 'text', { placeholder: 'e.g. UA 1234' }),
    field(`${variant}_date`, `${group} date`, 'text', { placeholder: 'MM-DD-YYYY' }),
    field(`${variant}_time`, `${group} time`, 'text', { placeholder: 'e.g. 2:30 PM' }),
    yesNo(`${variant}_unaccompanied_minor`, `Is the student ${verb} as an unaccompanied minor?`, false),
    arriving
      ? yesNo('arrival_needs_pickup', 'Does the student need to be picked up at the airport?', false)
      : yesNo('departure_needs_drop_off', 'Does the student need to be dropped off at the airport?', false),
  ]
  return fields.map((item) => ({ ...item, group }))
}

const debateInfo: CampFormField[] = [
  required('debate_styles', 'Which styles of debate have you competed in?'),
  field('debate_years', 'How many years of high school debate have you done?', 'select', {
    required: true,
    options: options(['0', '1', '2', '3', '4']),
  }),
  required('debate_accomplishments', 'What are your three biggest debate accomplishments?', 'textarea'),
  required('debate_goals', 'What are your goals in debate?', 'textarea'),
  required('debate_circuits', 'Which circuits do you compete on?'),
  required('debate_learn', 'What do you want to learn at camp?', 'textarea'),
  required('debate_past_camps', 'Which debate camps have you attended before?', 'textarea', 'None'),
  required('debate_memorable_round', 'Tell us about your most memorable round.', 'textarea'),
]

const dormInfo: CampFormField[] = [
  yesNo('staying_in_dorms', 'Will the student stay in the dorms?', true),
  field('roommate_requests', 'Roommate requests', 'textarea'),
  field('additional_concerns', 'Additional concerns', 'textarea'),
]

const HEALTH_CONDITIONS: [string, string][] = [
  ['has_asthma', 'Does the student have asthma?'],
  ['inhaler_permission', 'May the student carry and use an inhaler?'],
  ['has_epi_pen', 'Does the student carry an EpiPen?'],
  ['has_diabetes', 'Does the student have diabetes?'],
  ['has_seizures', 'Does the student have seizures?'],
  ['has_depression', 'Does the student have depression?'],
  ['has_anxiety', 'Does the student have anxiety?'],
]

/** §3.11: a yes/no permission for each over-the-counter medicine, in the spec's order. */
export const OVER_THE_COUNTER_MEDICINES: [string, string][] = [
  ['tylenol', 'Tylenol'],
  ['advil', 'Advil'],
  ['pepto_bismol', 'Pepto Bismol'],
  ['benadryl', 'Benadryl'],
  ['hydrocortisone', 'Hydrocortisone'],
  ['cough_drops', 'Cough drops'],
  ['day_night_cough_medicine', 'Day-and-night cough medicine'],
  ['tums_rolaids', 'Tums / Rolaids'],
  ['imodium_ad', 'Imodium AD'],
]

const studentHealth: CampFormField[] = [
  field('allergies', 'Allergies', 'textarea', { placeholder: 'None' }),
  field('er_operations_info', 'Past operations the emergency room should know about', 'textarea'),
  required('physician_name', 'Physician name'),
  required('physician_phone', 'Physician phone'),
  required('emergency_contact_name', 'Emergency contact name'),
  required('emergency_contact_relationship', 'Emergency contact relationship to the student'),
  required('emergency_contact_phone', 'Emergency contact phone'),
  field('additional_contacts', 'Additional contacts', 'textarea'),
  field('recent_events', 'Recent events we should know about (illness, injury, family events)', 'textarea'),
  field('physical_accommodations', 'Physical accommodations the student needs', 'textarea'),
  field('operations_injuries', 'Operations or injuries in the past three years', 'textarea'),
  ...HEALTH_CONDITIONS.map(([id, label]) => yesNo(id, label, true)),
  ...OVER_THE_COUNTER_MEDICINES.map(([id, name]) =>
    yesNo(`permit_${id}`, `May camp staff give the student ${name}?`, true),
  ),
  field('prescription_medicines', 'Prescription medicines, with dosage and frequency', 'textarea'),
  field('additional_medical_needs', 'Additional medical needs', 'textarea'),
  required('insurance_provider', 'Insurance provider name'),
  required('insurance_primary_insured', 'Primary insured'),
  required('insurance_group_number', 'Insurance group number'),
  required('insurance_policy_number', 'Insurance policy number'),
  required('insurance_phone', 'Insurance phone'),
  required('release_agreement_name', 'Release agreement: type your full name to agree'),
]

const student: CampFormField[] = [
  required('first_name', 'First name'),
  required('last_name', 'Last name'),
  field('nick_name', 'Nick name'),
  field('cell_phone', 'Cell phone'),
  field('current_grade', 'Current grade', 'select', {
    required: true,
    options: options(['6', '7', '8', '9', '10', '11', '12']),
  }),
  required('school_name', 'School name'),
  required('school_city', 'School city'),
  required('school_state', 'School state'),
  field('sex', 'Sex', 'select', { options: options(['female', 'male', 'other'], capitalize) }),
  field('shirt_size', 'Shirt size', 'select', {
    options: options(['small', 'medium', 'large', 'xl', '2xl', '3xl'], (value) =>
      value.length <= 3 ? value.toUpperCase() : capitalize(value),
    ),
  }),
  required('email', 'Email', 'email'),
  required(DATE_OF_BIRTH_ID, 'Date of birth', 'text', 'MM-DD-YYYY'),
]

const guardian: CampFormField[] = [
  required('first_name', 'First name'),
  required('last_name', 'Last name'),
  field('cell_phone', 'Cell phone'),
  field('other_phone', 'Other phone'),
  required('email', 'Email', 'email'),
  required('address1', 'Address line 1'),
  field('address2', 'Address line 2'),
  required('city', 'City'),
  required('state', 'State'),
  required(ZIP_ID, 'Zip'),
]

export const campFormModels: Record<CampFormModelName, CampFormField[]> = {
  'flight-info': [...flightInfoFields('arrival'), ...flightInfoFields('departure')],
  'debate-info': debateInfo,
  'dorm-info': dormInfo,
  'student-health': studentHealth,
  student,
  guardian,
}
