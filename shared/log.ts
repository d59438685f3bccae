/**
 * The one console line a widget writes when something goes wrong that the host page should know
 * about. The fixed prefix lets a CMS editor find our lines among the page's own.
 */
export function logProblem(where: string, message: string): void {
  console.error(`[pd-widgets] ${where}: ${message}`)
}
