/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** A small printable page; `body` must already be escaped HTML. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #999; padding: .4rem .6rem; text-align: left; }
.certificate { border: 6px double #2a5d84; padding: 2rem; text-align: center; }
@media print { a.no-print, button { display: none; } }
</style>
</head>
<body>
${body}
</body>
</html>
`
}
