import { useEffect, useMemo, useState } from 'react'
import { plainText } from '../html/plain-text'

type Sanitize = (html: string) => string

interface Props {
  html: string | null | undefined
  className?: string
  /** Element to render; a div by default (server HTML holds block elements). */
  as?: 'div' | 'span'
  /**
   * Plain text shown until the sanitizer has loaded (a search result's `title`, for example);
   * else the HTML's own text content.
   */
  text?: string | null
}

let sanitizer: Sanitize | undefined
let loading: Promise<Sanitize> | undefined
const ignoreFailure = () => undefined

/** DOMPurify is the largest library we ship: only pages that show rich text download it. */
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitize-html').then((module) => {
    sanitizer = module.sanitizeHtml
    return sanitizer
  })
  return loading
}

/**
 * The only component that sets HTML. Everything goes through the hardened sanitizer first, and
 * links through `safeUrl`, opened with rel="noopener noreferrer". Until the sanitizer has loaded
 * (a moment, once per page) it shows the plain text, never the raw HTML and never nothing: a link
 * whose name is rich text has its name from the first paint.
 */
export function RichText({ html, className, as = 'div', text }: Props) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer)
  useEffect(() => {
    // A sanitizer that does not arrive (a dropped connection) leaves the plain text, readable.
    if (!sanitize && html) loadSanitizer().then((loaded) => setSanitize(() => loaded), ignoreFailure)
  }, [sanitize, html])
  const clean = useMemo(() => (html && sanitize ? sanitize(html) : ''), [html, sanitize])
  const Tag = as
  const classes = className ? `pd-rich-text ${className}` : 'pd-rich-text'
  if (html && !sanitize) {
    const fallback = text?.trim() || plainText(html)
    return fallback ? <Tag className={`${classes} pd-rich-text-plain`}>{fallback}</Tag> : null
  }
  if (String(clean).trim() === '') return null
  return <Tag className={classes} dangerouslySetInnerHTML={{ __html: clean }} />
}
