/** The two school fields of §3.3's extras this reads. */
interface SchoolExtras {
  school_name?: string | null
  school_data_name?: string | null
}

/**
 * §3.4 stores a school chosen from the zip list as "School ID: <id>"; where the server also gives
 * that school's name, a person reads the name (the profile, Update Account, a FinCamp form).
 */
export function schoolShown(extras: SchoolExtras): string {
  const school = extras.school_name ?? ''
  return isSchoolId(school) && extras.school_data_name ? extras.school_data_name : school
}

/**
 * The school_name to save from a field that showed schoolShown(): the chosen school's
 * "School ID: <id>" while the name shown is kept as it was, so saving a profile keeps the link to
 * the school's record; what the person typed otherwise.
 */
export function schoolToSave(extras: SchoolExtras, typed: string): string {
  const stored = extras.school_name ?? ''
  return isSchoolId(stored) && typed.trim() === schoolShown(extras).trim() ? stored : typed.trim()
}

function isSchoolId(school: string): boolean {
  return school.startsWith('School ID:')
}
