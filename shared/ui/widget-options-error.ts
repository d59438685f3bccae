/** Error thrown for bad data-* options; the loader logs it as one `[pd-widgets]` line. */
export class WidgetOptionsError extends Error {
  override readonly name = 'WidgetOptionsError'
}
