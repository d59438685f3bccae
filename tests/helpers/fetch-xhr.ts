/**
 * An XMLHttpRequest for widget tests that sends through a fetch (the reference server app
 * in-process, with the fault kit's overrides), so uploads reach the same server as every other
 * call. happy-dom's own XMLHttpRequest would go to the network. Upload progress is reported once,
 * with the whole body, as a fast connection does; real progress is checked in Chromium
 * (tests/e2e/signup.test.ts).
 */
export class FetchXhr {
  status = 0
  responseText = ''
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  private method = 'GET'
  private url = ''
  private readonly headers = new Headers()
  private readonly controller = new AbortController()

  constructor(private readonly send_: typeof fetch) {}

  open(method: string, url: string): void {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value)
  }

  abort(): void {
    this.controller.abort()
  }

  send(body: FormData): void {
    let size = 0
    for (const [, value] of body) size += typeof value === 'string' ? value.length : value.size
    queueMicrotask(() =>
      this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size } as ProgressEvent),
    )
    this.send_(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal })
      .then(async (response) => {
        this.status = response.status
        this.responseText = await response.text()
        if (!this.controller.signal.aborted) this.onload?.()
      })
      .catch(() => {
        if (!this.controller.signal.aborted) this.onerror?.()
      })
  }
}
