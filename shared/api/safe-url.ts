const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/**
 * The one check for every URL that comes from data (video links, modules, certificates, search
 * results, rich text). Preact, unlike React 19, does not neutralise `javascript:` URLs, so an
 * unchecked href runs script on click. Allowed: http, https, mailto, tel, fragments and
 * same-site relative paths. Anything else gives `undefined`, so the caller renders no link.
 *
 * @example safeUrl('javascript:alert(1)') // undefined
 * @example safeUrl('/event-certificates/?e=1') // '/event-certificates/?e=1'
 */
export function safeUrl(raw: unknown, base: string = currentBase()): string | undefined {
  if (typeof raw !== 'string') return undefined
  const value = asBrowserReads(raw)
  if (value === '') return undefined
  if (value.startsWith('#')) return value
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return undefined
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return undefined
  const isRelative = !/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//')
  if (isRelative && url.origin !== new URL(base).origin) return undefined
  // The value checked is the value returned: a wider trim here ("\u00a0javascript:" after
  // String.trim) would hand the caller a URL other than the one the check read.
  return value
}

/**
 * The string as the URL parser reads it (WHATWG URL: leading and trailing C0 controls and spaces
 * go, tabs and line breaks anywhere go), which is how "java\tscript:" becomes a scheme.
 */
function asBrowserReads(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  return raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')
}

/** True for a URL on the page's own origin (where the session headers may be sent). */
export function isSameOrigin(raw: string, base: string = currentBase()): boolean {
  try {
    return new URL(raw, base).origin === new URL(base).origin
  } catch {
    return false
  }
}

function currentBase(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href
}
