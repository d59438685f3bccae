/**
 * The named entities that site content uses: the XML five, spaces and dashes, quotes, and the
 * accented letters of Spanish and French names. Anything else stays as written.
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  middot: '·',
  bull: '•',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  cent: '¢',
  pound: '£',
  euro: '€',
  iexcl: '¡',
  iquest: '¿',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  agrave: 'à',
  egrave: 'è',
  ntilde: 'ñ',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  ccedil: 'ç',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Ntilde: 'Ñ',
  Uuml: 'Ü',
  Ouml: 'Ö',
  Auml: 'Ä',
  Ccedil: 'Ç',
  Agrave: 'À',
  Egrave: 'È',
  szlig: 'ß',
  times: '×',
  rarr: '→',
  larr: '←',
  frac12: '½',
}

/** HTML also knows the XML five in capitals (&AMP;); every other name is case-sensitive (&Auml; is Ä). */
const CAPITAL_NAMES = new Set(['AMP', 'LT', 'GT', 'QUOT'])

function decodeEntity(entity: string): string | undefined {
  if (entity.startsWith('#')) {
    const code =
      entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1))
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined
  }
  return (
    NAMED_ENTITIES[entity] ?? (CAPITAL_NAMES.has(entity) ? NAMED_ENTITIES[entity.toLowerCase()] : undefined)
  )
}

/**
 * Decodes character references in one pass, so `&amp;lt;` becomes the text `&lt;`, never `<`.
 */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi,
    (whole, entity: string) => decodeEntity(entity) ?? whole,
  )
}

/**
 * Server HTML as plain text: for a link's name before the sanitizer has loaded, a calendar entry,
 * an e-mail or a search index. String work only: DOMParser is a Trusted Types sink, refused on
 * pages that require Trusted Types, and the result is only ever used as text, never as HTML.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return ''
  return decodeEntities(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<\/(p|li|h\d|div)>|<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
}
