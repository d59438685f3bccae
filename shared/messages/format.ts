/** Fills `{name}` placeholders. Unknown placeholders stay visible so a missing value is noticed. */
export function format(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

const pluralRules = new Intl.PluralRules('en-US')

/** "credit" or "credits" for n, by the language's plural rules. */
export function plural(n: number, one: string, other: string): string {
  return pluralRules.select(n) === 'one' ? one : other
}
