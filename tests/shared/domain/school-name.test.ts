import { describe, expect, it } from 'vitest'
import { schoolShown } from '../../../shared/domain/school-name'
import { schoolToSave } from '../../../widgets/account/profile/api'

const chosen = { school_name: 'School ID: 080336000560', school_data_name: 'East High School' }

describe('a school chosen from the zip list (§3.4)', () => {
  it('is shown by its name, and a typed school as typed', () => {
    expect(schoolShown(chosen)).toBe('East High School')
    expect(schoolShown({ school_name: 'Lincoln High School' })).toBe('Lincoln High School')
    expect(schoolShown({ school_name: 'School ID: 080336000560' })).toBe('School ID: 080336000560')
    expect(schoolShown({})).toBe('')
  })

  it('keeps its "School ID: <id>" when the name shown is saved unchanged, and takes what was typed otherwise', () => {
    expect(schoolToSave(chosen, ' East High School ')).toBe('School ID: 080336000560')
    expect(schoolToSave(chosen, 'Denver School of Arts ')).toBe('Denver School of Arts')
    expect(schoolToSave({ school_name: 'Lincoln High School' }, 'Lincoln High School')).toBe(
      'Lincoln High School',
    )
    expect(schoolToSave(chosen, '')).toBe('')
  })
})
