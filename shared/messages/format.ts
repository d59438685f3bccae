import { currentLocale, translate } from './locale'

/**
 * Fills `{name}` placeholders of a catalogue text, in the language in force. Unknown placeholders
 * stay visible so a missing value is noticed.
 */
export function format(text: string, values: Record<string, string | number> = {}): string {
  return translate(text).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : typeof value === 'number' ? formatNumber(value) : value
  })
}

/** 1.5 in English, 1,5 in Spanish: a number (credits) as the language writes it, without grouping (years). */
export function formatNumber(n: number): string {
  return n.toLocaleString(currentLocale(), { useGrouping: false })
}

const pluralRules = new Map<string, Intl.PluralRules>()

/** "credit" or "credits" for n, by the plural rules of the language in force. */
export function plural(n: number, one: string, other: string): string {
  const locale = currentLocale()
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules.select(n) === 'one' ? one : other
}

/** 1,234 in English, 1234 or 1.234 in Spanish: a count written as the language in force writes it. */
export function formatCount(n: number): string {
  return n.toLocaleString(currentLocale())
}
