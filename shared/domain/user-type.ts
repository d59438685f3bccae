/** §6: account type ids that count as teachers for analytics. */
const TEACHER_TYPE_IDS = new Set([2, 5, 6])

export type AnalyticsUserType = 'Teacher' | 'Finance Professional'

/**
 * §6: ids 2, 5 and 6 map to "Teacher"; any other non-zero number to "Finance Professional";
 * a missing or non-numeric id (and 0) sets no user type.
 */
export function analyticsUserType(typeId: unknown): AnalyticsUserType | undefined {
  if (typeId === null || typeId === undefined || typeId === '' || typeof typeId === 'boolean')
    return undefined
  const id = Number(typeId)
  if (!Number.isFinite(id) || id === 0) return undefined
  return TEACHER_TYPE_IDS.has(id) ? 'Teacher' : 'Finance Professional'
}

/** §6: only verified teachers (type 2) see academy progress and the swag section. */
export function isVerifiedTeacher(typeId: unknown): boolean {
  return Number(typeId) === 2
}
