import { html } from 'hono/html'

/** Markup made by `safeHtml` (or hono's `raw`): interpolated as is, never escaped twice. */
export type SafeHtml = Exclude<ReturnType<typeof html>, Promise<unknown>>

/**
 * hono's `html` tag for the server's own pages: every interpolated value is escaped unless it is
 * itself SafeHtml, so a name or a title from the database can never become markup. The pages
 * interpolate no promises, so the answer is always the synchronous one.
 */
export function safeHtml(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const markup = html(strings, ...values)
  if (markup instanceof Promise) throw new TypeError('server pages take no asynchronous values')
  return markup
}

/** Escapes text for HTML element content and quoted attribute values (e-mail bodies, search snippets). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** The same-origin script behind the Print button: the pages' CSP allows no inline script. */
export const PRINT_SCRIPT_PATH = '/printables/print.js'

/** Its whole text: the button prints the page. */
export const PRINT_SCRIPT = `document.querySelector('[data-print]')?.addEventListener('click', () => window.print())\n`

/** The transcript's and the certificate's Print button, with the browser's own command named too. */
export const PRINT_HINT = safeHtml`<p class="no-print"><button type="button" data-print>Print</button> or use your browser's Print command (Ctrl+P or ⌘P).</p>`

/** A small printable page around `body`. */
export function htmlPage(title: string, body: SafeHtml): string {
  return safeHtml`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<script src="${PRINT_SCRIPT_PATH}" defer></script>
<style>
body { font-family: system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; overflow-wrap: break-word; }
.table-scroll { overflow-x: auto; }
.mail-headers td { overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #999; padding: .4rem .6rem; text-align: left; }
.certificate { border: 6px double #2a5d84; padding: 2rem; text-align: center; }
button[data-print] { font: inherit; min-height: 2.75rem; padding: 0 1.25rem; }
@media print { .no-print { display: none; } }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`.toString()
}
