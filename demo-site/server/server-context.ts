import type { SiteConfig } from '../../shared/config/site-config'
import type { Database } from './db'
import type { EmailLimiter } from './http/email-limiter'
import type { LoginLimiter } from './http/login-limiter'
import type { SearchIndex } from './search-index'

/** What every route needs, built once by createApp. */
export interface ServerContext {
  db: Database
  config: SiteConfig
  now: () => Date
  /** scrypt N for new password hashes. */
  passwordCost: number
  /** Signs the XSRF-TOKEN cookie. */
  secret: string
  tokenTtlMs: number
  demo: boolean
  pagesDir: string
  distDir: string
  loginLimiter: LoginLimiter
  referralLimiter: EmailLimiter
  /** Password-reset e-mails per account (forgot/). */
  resetLimiter: EmailLimiter
  searchIndex: SearchIndex
}
