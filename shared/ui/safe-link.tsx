import type { ReactNode } from 'react'
import { safeUrl } from '../api/safe-url'

interface Props {
  href: string | null | undefined
  children: ReactNode
  className?: string
  /** Opens a new tab: the attributes that say so (the account's `newTab()`, with its description). */
  newTab?: { target: '_blank'; rel: string; 'aria-description'?: string }
}

/** A link to a URL from data: checked by `safeUrl`; an unsafe URL renders as plain text. */
export function SafeLink({ href, children, className, newTab }: Props) {
  const url = safeUrl(href)
  if (!url) return <span className={className}>{children}</span>
  return newTab ? (
    <a href={url} className={className} {...newTab}>
      {children}
    </a>
  ) : (
    <a href={url} className={className}>
      {children}
    </a>
  )
}
