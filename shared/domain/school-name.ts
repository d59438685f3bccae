/** The two school fields of §3.3's extras this reads. */
export interface SchoolExtras {
  school_name?: string | null
  school_data_name?: string | null
}

/** How §3.4 stores a school chosen from the zip list. */
export const isSchoolId = (school: string): boolean => school.startsWith('School ID:')

/**
 * §3.4 stores a school chosen from the zip list as "School ID: <id>"; where the server also gives
 * that school's name, a person reads the name (the profile, Update Account, a FinCamp form).
 */
export function schoolShown({ school_name, school_data_name }: SchoolExtras): string {
  return school_name && isSchoolId(school_name) && school_data_name ? school_data_name : (school_name ?? '')
}
