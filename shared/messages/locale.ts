/**
 * The language the widgets speak. English texts are the keys (as in gettext): the catalogue and
 * every widget's texts.ts hold the spec's English words, and a language's catalogue maps each of
 * them to its translation. English needs no catalogue, so an English page downloads none; another
 * language's catalogue is its own chunk, loaded once before the first widget mounts.
 */
export type Catalogue = Readonly<Record<string, string>>

/** The languages with a catalogue, each loaded only where a page asks for it. */
const CATALOGUES: Record<string, () => Promise<Catalogue>> = {
  es: () => import('./locales/es').then((loaded) => loaded.es),
}

export const DEFAULT_LOCALE = 'en'

let locale = DEFAULT_LOCALE
let catalogue: Catalogue | undefined

/** The language in force, e.g. "en" or "es": widget roots carry it as `lang`. */
export function currentLocale(): string {
  return locale
}

/** A text in the language in force; a text the catalogue lacks stays in English. */
export function translate(english: string): string {
  return catalogue?.[english] ?? english
}

/**
 * The language a page gets: the site config's `locale`, else the host page's `<html lang>`
 * ("es-MX" counts as "es"), each only when we have its catalogue; else English.
 */
export function resolveLocale(configured: string | undefined, pageLang: string | undefined): string {
  for (const candidate of [configured, pageLang]) {
    const primary = candidate?.trim().toLowerCase().split(/[-_]/)[0]
    if (primary === DEFAULT_LOCALE || (primary && primary in CATALOGUES)) return primary
  }
  return DEFAULT_LOCALE
}

/** Makes `wanted` the language in force, downloading its catalogue first. */
export async function setLocale(wanted: string): Promise<void> {
  const load = CATALOGUES[wanted]
  catalogue = load ? await load() : undefined
  locale = load ? wanted : DEFAULT_LOCALE
}

/** For tests and the runtime: a catalogue already at hand. */
export function installCatalogue(wanted: string, loaded: Catalogue | undefined): void {
  catalogue = loaded
  locale = loaded ? wanted : DEFAULT_LOCALE
}
