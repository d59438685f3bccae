export const REFERRAL_WINDOW_MS = 24 * 60 * 60 * 1000
/** Ten calls of three addresses a day: more than a teacher tells colleagues, less than a spammer wants. */
export const REFERRAL_MAX_EMAILS = 30

/**
 * Referral e-mails sent per account within a sliding day. The message and subject are the
 * sender's own words and go to any address (§7.3 mail/test.php), so without a limit one account
 * could send them by the thousand. In memory, as the login limiter: a restart forgets them.
 */
export class ReferralLimiter {
  private readonly sent = new Map<number, number[]>()

  constructor(private readonly now: () => Date) {}

  /** True when `count` more e-mails stay within the day's allowance of the account. */
  allows(userId: number, count: number): boolean {
    return this.recent(userId).length + count <= REFERRAL_MAX_EMAILS
  }

  record(userId: number, count: number): void {
    const times = this.recent(userId)
    for (let index = 0; index < count; index++) times.push(this.now().getTime())
    this.sent.set(userId, times)
  }

  clear(): void {
    this.sent.clear()
  }

  private recent(userId: number): number[] {
    const since = this.now().getTime() - REFERRAL_WINDOW_MS
    return (this.sent.get(userId) ?? []).filter((time) => time > since)
  }
}
