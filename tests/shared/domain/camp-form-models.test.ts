import { describe, expect, it } from 'vitest'
import {
  CAMP_FORM_MODEL_NAMES,
  type CampFormField,
  campFormModels,
  flightInfoFields,
} from '../../../shared/domain/camp-form-models'

const ids = (fields: CampFormField[]) => fields.map((field) => field.id)
const requiredIds = (fields: CampFormField[]) =>
  fields.filter((field) => field.required).map((field) => field.id)
const byId = (fields: CampFormField[], id: string) => {
  const found = fields.find((field) => field.id === id)
  if (!found) throw new Error(`no field ${id}`)
  return found
}
const optionValues = (field: CampFormField) => field.options.map((option) => option.value)

describe('camp form models (§3.11)', () => {
  it('has the six models of §3.11', () => {
    expect(CAMP_FORM_MODEL_NAMES).toEqual([
      'flight-info',
      'debate-info',
      'dorm-info',
      'student-health',
      'student',
      'guardian',
    ])
  })

  it.each(CAMP_FORM_MODEL_NAMES)(
    'gives every field of %s an id, label, placeholder, type, required and options',
    (name) => {
      const fields = campFormModels[name]
      for (const field of fields) {
        expect(field.id).toMatch(/^[a-z0-9_]+$/)
        expect(field.label.length).toBeGreaterThan(0)
        expect(typeof field.placeholder).toBe('string')
        expect(['text', 'textarea', 'select', 'email']).toContain(field.type)
        expect(typeof field.required).toBe('boolean')
        expect(field.options.length > 0).toBe(field.type === 'select')
      }
      expect(new Set(ids(fields)).size).toBe(fields.length)
    },
  )

  it('gives every field of a form a label of its own, so each is found by its words', () => {
    for (const name of CAMP_FORM_MODEL_NAMES) {
      const labels = campFormModels[name].map((field) => field.label)
      expect(new Set(labels).size, name).toBe(labels.length)
    }
  })

  it('asks the same flight questions for arrival and departure (§3.11 flight-info)', () => {
    const topics = (variant: 'arrival' | 'departure') =>
      ids(flightInfoFields(variant)).map((id) => id.replace(`${variant}_`, ''))
    expect(topics('arrival')).toEqual([
      'by_plane',
      'airport',
      'airline',
      'flight_number',
      'date',
      'time',
      'unaccompanied_minor',
      'needs_pickup',
    ])
    expect(topics('departure')).toEqual([
      'by_plane',
      'airport',
      'airline',
      'flight_number',
      'date',
      'time',
      'unaccompanied_minor',
      'needs_drop_off',
    ])
    expect(campFormModels['flight-info']).toEqual([
      ...flightInfoFields('arrival'),
      ...flightInfoFields('departure'),
    ])
  })

  it('makes plane, minor and pickup or drop-off yes/no selects (§3.11 flight-info)', () => {
    const selects = campFormModels['flight-info'].filter((field) => field.type === 'select')
    expect(ids(selects)).toEqual([
      'arrival_by_plane',
      'arrival_unaccompanied_minor',
      'arrival_needs_pickup',
      'departure_by_plane',
      'departure_unaccompanied_minor',
      'departure_needs_drop_off',
    ])
    for (const field of selects) expect(optionValues(field)).toEqual(['yes', 'no'])
  })

  it('requires every debate-info field, with years as a 0–4 select (§3.11 debate-info)', () => {
    const fields = campFormModels['debate-info']
    expect(ids(fields)).toEqual([
      'debate_styles',
      'debate_years',
      'debate_accomplishments',
      'debate_goals',
      'debate_circuits',
      'debate_learn',
      'debate_past_camps',
      'debate_memorable_round',
    ])
    expect(requiredIds(fields)).toEqual(ids(fields))
    expect(optionValues(byId(fields, 'debate_years'))).toEqual(['0', '1', '2', '3', '4'])
  })

  it('requires only the yes/no dorm question (§3.11 dorm-info)', () => {
    const fields = campFormModels['dorm-info']
    expect(ids(fields)).toEqual(['staying_in_dorms', 'roommate_requests', 'additional_concerns'])
    expect(requiredIds(fields)).toEqual(['staying_in_dorms'])
    expect(optionValues(byId(fields, 'staying_in_dorms'))).toEqual(['yes', 'no'])
  })

  it('requires physician, emergency contact, every yes/no, insurance and the release name (§3.11 student-health)', () => {
    const fields = campFormModels['student-health']
    expect(requiredIds(fields)).toEqual([
      'physician_name',
      'physician_phone',
      'emergency_contact_name',
      'emergency_contact_relationship',
      'emergency_contact_phone',
      'has_asthma',
      'inhaler_permission',
      'has_epi_pen',
      'has_diabetes',
      'has_seizures',
      'has_depression',
      'has_anxiety',
      'permit_tylenol',
      'permit_advil',
      'permit_pepto_bismol',
      'permit_benadryl',
      'permit_hydrocortisone',
      'permit_cough_drops',
      'permit_day_night_cough_medicine',
      'permit_tums_rolaids',
      'permit_imodium_ad',
      'insurance_provider',
      'insurance_primary_insured',
      'insurance_group_number',
      'insurance_policy_number',
      'insurance_phone',
      'release_agreement_name',
    ])
  })

  it('keeps the optional health questions of §3.11 (student-health)', () => {
    const fields = campFormModels['student-health']
    const optional = fields.filter((field) => !field.required).map((field) => field.id)
    expect(optional).toEqual([
      'allergies',
      'er_operations_info',
      'additional_contacts',
      'recent_events',
      'physical_accommodations',
      'operations_injuries',
      'prescription_medicines',
      'additional_medical_needs',
    ])
  })

  it('makes every condition and medicine permission a yes/no select (§3.11 student-health)', () => {
    const selects = campFormModels['student-health'].filter((field) => field.type === 'select')
    expect(selects).toHaveLength(16)
    for (const field of selects) expect(optionValues(field)).toEqual(['yes', 'no'])
  })

  it('has the student fields, grade 6–12, sex, shirt sizes, e-mail and date of birth (§3.11 student)', () => {
    const fields = campFormModels.student
    expect(ids(fields)).toEqual([
      'first_name',
      'last_name',
      'nick_name',
      'cell_phone',
      'current_grade',
      'school_name',
      'school_city',
      'school_state',
      'sex',
      'shirt_size',
      'email',
      'date_of_birth',
    ])
    expect(requiredIds(fields)).toEqual([
      'first_name',
      'last_name',
      'current_grade',
      'school_name',
      'school_city',
      'school_state',
      'email',
      'date_of_birth',
    ])
    expect(optionValues(byId(fields, 'current_grade'))).toEqual(['6', '7', '8', '9', '10', '11', '12'])
    expect(optionValues(byId(fields, 'sex'))).toEqual(['female', 'male', 'other'])
    expect(optionValues(byId(fields, 'shirt_size'))).toEqual(['small', 'medium', 'large', 'xl', '2xl', '3xl'])
    expect(byId(fields, 'email').type).toBe('email')
    expect(byId(fields, 'date_of_birth').placeholder).toBe('MM-DD-YYYY')
  })

  it('has the guardian fields with name, e-mail, address1, city, state and zip required (§3.11 guardian)', () => {
    const fields = campFormModels.guardian
    expect(ids(fields)).toEqual([
      'first_name',
      'last_name',
      'cell_phone',
      'other_phone',
      'email',
      'address1',
      'address2',
      'city',
      'state',
      'zip',
    ])
    expect(requiredIds(fields)).toEqual([
      'first_name',
      'last_name',
      'email',
      'address1',
      'city',
      'state',
      'zip',
    ])
    expect(byId(fields, 'email').type).toBe('email')
  })
})
