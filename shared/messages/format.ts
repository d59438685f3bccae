import { keptBy } from '../kept'
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

// Kept per language: `toLocaleString` with options builds a new formatter at every call, some
// 0.15 ms each on a 4x-slowed phone, two or three a row of an account table.
const plainNumbers = keptBy((locale) => new Intl.NumberFormat(locale, { useGrouping: false }))

/** 1.5 in English, 1,5 in Spanish: a number (credits) as the language writes it, without grouping (years). */
export function formatNumber(n: number): string {
  return plainNumbers(currentLocale()).format(n)
}

const pluralRules = keptBy((locale) => new Intl.PluralRules(locale))

/** "credit" or "credits" for n, by the plural rules of the language in force. */
export function plural(n: number, one: string, other: string): string {
  return pluralRules(currentLocale()).select(n) === 'one' ? one : other
}
