import { tooManyLogins } from '../../../shared/messages/catalogue/envelope'

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const LOGIN_MAX_FAILURES = 5
/**
 * An address is many people: a school's teachers share one, and behind a proxy or CDN every
 * visitor may. Five misses there would lock a whole staff room out; fifty still stops a script
 * guessing across accounts.
 */
export const ADDRESS_MAX_FAILURES = 50
export const TOO_MANY_LOGINS_TEXT = tooManyLogins

/**
 * Failed logins per account and per client address within a sliding 15-minute window. In memory:
 * a restart forgets them, which is acceptable for the reference server.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>()

  constructor(private readonly now: () => Date) {}

  isBlocked(account: string, address: string): boolean {
    return (
      this.recent(`account:${account.toLowerCase()}`) >= LOGIN_MAX_FAILURES ||
      this.recent(`address:${address}`) >= ADDRESS_MAX_FAILURES
    )
  }

  recordFailure(account: string, address: string): void {
    for (const key of [`account:${account.toLowerCase()}`, `address:${address}`]) {
      const times = this.prune(key)
      times.push(this.now().getTime())
      this.failures.set(key, times)
    }
  }

  /** A successful login clears the account's count (not the address's: one person, many guesses). */
  recordSuccess(account: string): void {
    this.failures.delete(`account:${account.toLowerCase()}`)
  }

  clear(): void {
    this.failures.clear()
  }

  private recent(key: string): number {
    return this.prune(key).length
  }

  private prune(key: string): number[] {
    const since = this.now().getTime() - LOGIN_WINDOW_MS
    const times = (this.failures.get(key) ?? []).filter((time) => time > since)
    if (times.length === 0) this.failures.delete(key)
    else this.failures.set(key, times)
    return times
  }
}
