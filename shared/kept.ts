/**
 * A function whose answers are kept by key, for Intl's formatters and rules: building one sets up
 * the language's or zone's data each time (about a millisecond on a slowed phone), and a table of
 * events formats two or three values a row.
 */
export function keptBy<T>(make: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>()
  return (key) => {
    let value = kept.get(key)
    if (value === undefined) {
      value = make(key)
      kept.set(key, value)
    }
    return value
  }
}
