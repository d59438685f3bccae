/**
 * The set-up of ICU's data behind Intl, in parts that build on one another: the locale's likely
 * subtags, then its number symbols, then its dates and the time zones. The first formatter with a
 * time zone loads all of it, 150 to 250 ms of a 4x-slowed phone's main thread in one task on the
 * slower days (40 to 80 ms on others; README, "No task over 100 ms"); part by part it is about
 * the same work in tasks of 70 to 170, 70 to 170 and 20 to 50 ms.
 */
const PARTS = [
  () => new Intl.Locale('en-US').maximize(),
  () => new Intl.NumberFormat('en-US').format(1.5),
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      hour: 'numeric',
      timeZoneName: 'longOffset',
    }).format(0),
]

/**
 * Sets up the browser's time zone data ahead of need, each part in a task of its own, while the
 * widget's code and data are still on their way: the task that first draws an event's date and
 * time no longer holds it, and no one task holds all of it.
 */
export function warmUpTimeZones(part = 0): void {
  try {
    PARTS[part]?.()
  } catch {
    // An engine without Intl's locales or time zones formats without; nothing to prepare.
  }
  if (part + 1 < PARTS.length) setTimeout(warmUpTimeZones, 0, part + 1)
}
