import { useEffect, useMemo, useState } from 'react'

type Sanitize = (html: string) => string

interface Props {
  html: string | null | undefined
  className?: string
  /** Element to render; a div by default (server HTML holds block elements). */
  as?: 'div' | 'span'
}

let sanitizer: Sanitize | undefined
let loading: Promise<Sanitize> | undefined

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
 * links through `safeUrl`, opened with rel="noopener noreferrer". Renders nothing until the
 * sanitizer has loaded (a moment, once per page), never the raw HTML.
 */
export function RichText({ html, className, as = 'div' }: Props) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer)
  useEffect(() => {
    if (!sanitize && html) void loadSanitizer().then((loaded) => setSanitize(() => loaded))
  }, [sanitize, html])
  const clean = useMemo(() => (html && sanitize ? sanitize(html) : ''), [html, sanitize])
  if (String(clean).trim() === '') return null
  const Tag = as
  return (
    <Tag
      className={className ? `pd-rich-text ${className}` : 'pd-rich-text'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
