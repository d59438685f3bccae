export type Errors<K extends string> = Partial<Record<K, string>>

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean)
