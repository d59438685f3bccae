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

  /**
   * Counts an attempt as a failure before its password is checked, which takes a while: attempts
   * sent at once then each see the ones before (counted after the check, fifteen guesses sent
   * together all passed a count of none). `succeeded` takes it back and clears the account's count
   * (not the address's others: one person, many guesses).
   */
  recordAttempt(account: string, address: string): { succeeded: () => void } {
    const at = this.now().getTime()
    const accountKey = `account:${account.toLowerCase()}`
    const addressKey = `address:${address}`
    for (const key of [accountKey, addressKey]) this.failures.set(key, [...this.prune(key), at])
    return {
      succeeded: () => {
        this.failures.delete(accountKey)
        const times = this.failures.get(addressKey) ?? []
        const index = times.indexOf(at)
        if (index >= 0) times.splice(index, 1)
      },
    }
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
