import { useMemo } from 'react'
import { sanitizeHtml } from './sanitize-html'

interface Props {
  html: string | null | undefined
  className?: string
  /** Element to render; a div by default (server HTML holds block elements). */
  as?: 'div' | 'span'
}

/**
 * The only component that sets HTML. Everything goes through the hardened sanitizer first, and
 * links through `safeUrl`, opened with rel="noopener noreferrer".
 */
export function RichText({ html, className, as = 'div' }: Props) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html])
  if (!clean) return null
  const Tag = as
  return (
    <Tag
      className={className ? `pd-rich-text ${className}` : 'pd-rich-text'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}
