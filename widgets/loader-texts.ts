/**
 * The catalogue's `widgetLoadFailed` and `reload` (shared/messages/catalogue/widget-load.ts), for
 * the loader to show when the runtime did not arrive, copied: importing the catalogue's module
 * would put it in a chunk shared with the core, one more request before the loader could run.
 * tests/widgets/runtime/loader-texts.test.ts holds the copy to the catalogue.
 */
export const RUNTIME_FAILED_TEXTS = [
  'This part of the page could not be loaded. Reload the page to try again.',
  'Reload',
] as const
