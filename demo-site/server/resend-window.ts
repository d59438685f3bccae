/** How long a send stays the same send when it comes again. */
const RESEND_WINDOW_MS = 10 * 60_000

/**
 * Since when a send that comes again is the first one sent again: its answer was lost on the way
 * back (a proxy's time-out, a dropped connection), and the form, which keeps what was typed, sends
 * it once more. The server answers it as the first instead of refusing it or doing it twice (the
 * contact form's message, a referral's invitation, a sign-up, a reset password).
 */
export function resendWindowStart(now: Date): Date {
  return new Date(now.getTime() - RESEND_WINDOW_MS)
}
