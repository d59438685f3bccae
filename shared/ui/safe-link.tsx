import type { ReactNode } from 'react'
import { safeUrl } from '../api/safe-url'

interface Props {
  href: string | null | undefined
  children: ReactNode
  className?: string
  newTab?: boolean
}

/** A link to a URL from data: checked by `safeUrl`; an unsafe URL renders as plain text. */
export function SafeLink({ href, children, className, newTab }: Props) {
  const url = safeUrl(href)
  if (!url) return <span className={className}>{children}</span>
  return newTab ? (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={url} className={className}>
      {children}
    </a>
  )
}
