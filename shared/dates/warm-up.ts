/**
 * Sets up the browser's time zone data (ICU's, behind Intl) ahead of need. The first formatter
 * with a time zone loads it, which took 40 to 80 ms of a 4x-slowed phone's main thread on some
 * days and 150 to 250 ms on others (README, "No task over 100 ms") inside the task that first
 * drew an event's date and time; run in a task of its own while the widget's code and data are
 * still on their way, the same work no longer holds up the first paint.
 */
export function warmUpTimeZones(): void {
  try {
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hour: 'numeric',
      timeZoneName: 'longOffset',
    }).format(0)
  } catch {
    // An engine without time zone support formats without; nothing to prepare.
  }
}
