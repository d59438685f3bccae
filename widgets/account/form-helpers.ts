export type Errors<K extends string> = Partial<Record<K, string>>

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean)

/**
 * The messages without `key`'s, for setErrors: a field's message goes as it is edited, as event
 * registration's do, and the next submit checks it again.
 */
export const withoutError =
  <E extends Record<string, string | undefined>>(key: keyof E) =>
  (errors: E): E => {
    if (!errors[key]) return errors
    const { [key]: _fixed, ...rest } = errors
    return rest as E
  }
