/**
 * The server's clock, as this device can tell it from the HTTP `Date` of the calls' answers. The
 * server decides the lifecycle's time rules (register/ refuses a started event, the survey opens at
 * the last session's start, the academy year turns on July 1st), so the screens must read the same
 * time: a laptop 15 minutes fast hid the JOIN link of a session still running and closed a
 * registration the server still took. A skew under a minute is left alone: `Date` has whole
 * seconds and the answer took its time to arrive.
 */
const NOTICEABLE_SKEW_MS = 60_000
let skewMs = 0

/** Takes the `Date` header of an answer from the site's server (absent from another origin). */
export function noteServerDate(date: string | null): void {
  const server = date ? Date.parse(date) : Number.NaN
  if (Number.isNaN(server)) return
  const skew = server - Date.now()
  skewMs = Math.abs(skew) < NOTICEABLE_SKEW_MS ? 0 : skew
}

/** Now, by the server's clock as last seen (this device's until an answer said otherwise). */
export function serverNow(): Date {
  return new Date(Date.now() + skewMs)
}
