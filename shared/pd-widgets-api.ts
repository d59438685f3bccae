/** What `PDWidgets.mount` resolves with: the widget's own way out (Typeform's factory shape). */
export interface WidgetHandle {
  /** Unmounts the widget and frees its element for another mount. */
  unmount(): void
}

/**
 * `window.PDWidgets`, the JavaScript API of the loader.
 *
 * @example
 * const handle = await PDWidgets.mount(el, 'event-registration', { eventId: '101' })
 * handle.unmount()
 */
export interface PDWidgetsApi {
  /** Mounts one widget (options as its data-* attributes would give them). Never rejects. */
  mount(el: Element, name?: string, options?: Record<string, string>): Promise<WidgetHandle>
  unmount(el: Element): void
  /** Mounts every `[data-pd-widget]` under `root` (the document by default). */
  mountAll(root?: ParentNode): Promise<void>
}

declare global {
  interface Window {
    PDWidgets?: PDWidgetsApi
  }
}
