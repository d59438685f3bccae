/** How many e-mails of one kind an account may cause within a sliding window. */
export interface EmailAllowance {
  windowMs: number
  max: number
}

/**
 * Referral e-mails: ten calls of three addresses a day, more than a teacher tells colleagues, less
 * than a spammer wants. The message and subject are the sender's own words and go to any address
 * (§7.3 mail/test.php), so without a limit one account could send them by the thousand.
 */
export const REFERRAL_ALLOWANCE: EmailAllowance = { windowMs: 24 * 60 * 60 * 1000, max: 30 }

/**
 * Password-reset e-mails: ten an hour, each with a live key, more than a forgetful teacher asks
 * for. Anyone may ask for an account's reset (§7.4 forgot/ needs no session), and without a limit
 * a script filled its inbox.
 */
export const RESET_ALLOWANCE: EmailAllowance = { windowMs: 60 * 60 * 1000, max: 10 }

/**
 * E-mails sent per account within a sliding window. In memory, as the login limiter: a restart
 * forgets them.
 */
export class EmailLimiter {
  private readonly sent = new Map<number, number[]>()

  constructor(
    private readonly now: () => Date,
    private readonly allowance: EmailAllowance,
  ) {}

  /** True when `count` more e-mails stay within the account's allowance. */
  allows(userId: number, count = 1): boolean {
    return this.recent(userId).length + count <= this.allowance.max
  }

  record(userId: number, count = 1): void {
    const times = this.recent(userId)
    for (let index = 0; index < count; index++) times.push(this.now().getTime())
    this.sent.set(userId, times)
  }

  clear(): void {
    this.sent.clear()
  }

  private recent(userId: number): number[] {
    const since = this.now().getTime() - this.allowance.windowMs
    return (this.sent.get(userId) ?? []).filter((time) => time > since)
  }
}
